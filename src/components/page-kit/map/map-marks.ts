import type { FacilityMapAnswer, LevelCounts, MapCluster } from '../../../../contract/facility-map.schemas';
import { LEVELS, type Level, levelKey } from '../levels';

export type LevelCountMap = Record<Level | 'none', number>;

/** LevelCounts index 0 is uncertified, 1-5 the levels. */
const KEY_OF_INDEX: readonly (Level | 'none')[] = ['none', ...LEVELS];

const NO_COUNTS = (): LevelCountMap => ({ none: 0, 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 });

/** The level most of a cluster's facilities hold (ties go to the higher level): its colour. */
export function dominantLevel(counts: LevelCounts): Level | 'none' {
  let best = 0;
  for (let index = 1; index < counts.length; index += 1) if (counts[index] >= counts[best]) best = index;
  return KEY_OF_INDEX[best];
}

/**
 * A cluster's radius: its area grows with its count, from a visible minimum to a cap under half a
 * grid cell (cells are 16-32 units wide), so neighbouring clusters rarely overlap.
 */
export function clusterRadius(count: number, largest: number, min = 5, max = 14): number {
  if (largest <= 1) return min;
  return min + (max - min) * Math.sqrt((count - 1) / (largest - 1));
}

/** Facilities per level on the map: from the single points when there are any, else from the clusters. */
export function levelCountsOf(answer: FacilityMapAnswer | null): LevelCountMap {
  const counts = NO_COUNTS();
  if (!answer) return counts;
  if (answer.points.length > 0) {
    for (const point of answer.points) counts[levelKey(point.awardedLevel)] += 1;
    return counts;
  }
  for (const cluster of answer.clusters) {
    cluster.levelCounts.forEach((count, index) => {
      counts[KEY_OF_INDEX[index]] += count;
    });
  }
  return counts;
}

/** A cluster's level mix in words, non-zero levels only (its text alternative). */
export function clusterLevels(
  cluster: MapCluster,
  levelName: (key: Level | 'none') => string,
  number: (value: number) => string,
): string {
  return cluster.levelCounts
    .map((count, index) => (count > 0 ? `${levelName(KEY_OF_INDEX[index])}: ${number(count)}` : null))
    .filter((text): text is string => text !== null)
    .join(', ');
}
