import type { MapCluster, MapFacilityPoint } from '../../../../contract/facility-map.schemas';
import { LEVEL_COLORS, LEVEL_TEXT_COLORS, LEVELS, levelKey } from '../levels';

/**
 * What a map colours its facilities by: the service-level map by certification level, the
 * available-service map by whether the facility offers services now (is active).
 */
export type MapMode = 'level' | 'availability';

export type CategoryKey = string;

export interface MapCategory {
  key: CategoryKey;
  color: string;
  textColor: string;
}

const AVAILABILITY: MapCategory[] = [
  { key: 'available', color: '#237032', textColor: '#ffffff' },
  { key: 'unavailable', color: '#868e96', textColor: '#000000' },
];

const LEVEL_CATEGORIES: MapCategory[] = [...LEVELS, 'none' as const].map((key) => ({
  key: String(key),
  color: LEVEL_COLORS[key],
  textColor: LEVEL_TEXT_COLORS[key],
}));

export const categoriesOf = (mode: MapMode): MapCategory[] =>
  mode === 'level' ? LEVEL_CATEGORIES : AVAILABILITY;

/** A facility's category under the mode. */
export function pointCategory(point: MapFacilityPoint, mode: MapMode): CategoryKey {
  if (mode === 'availability') return point.isActive ? 'available' : 'unavailable';
  return String(levelKey(point.awardedLevel));
}

/** A cluster's facilities per category (levelCounts index 0 is uncertified). */
export function clusterCounts(cluster: MapCluster, mode: MapMode): Record<CategoryKey, number> {
  if (mode === 'availability') {
    return { available: cluster.active, unavailable: cluster.count - cluster.active };
  }
  const [none, ...levels] = cluster.levelCounts;
  return Object.fromEntries([...levels.map((count, index) => [String(index + 1), count]), ['none', none]]);
}

/** A cluster as drawn with some categories switched off: its visible count and its colour (the largest shown category). */
export function visibleCluster(
  cluster: MapCluster,
  mode: MapMode,
  hidden: ReadonlySet<CategoryKey>,
): { count: number; category: MapCategory } | null {
  const counts = clusterCounts(cluster, mode);
  let count = 0;
  let best: MapCategory | null = null;
  for (const category of categoriesOf(mode)) {
    if (hidden.has(category.key)) continue;
    count += counts[category.key];
    if (counts[category.key] > 0 && (!best || counts[category.key] > counts[best.key])) best = category;
  }
  return best ? { count, category: best } : null;
}
