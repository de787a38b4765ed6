import type { AreaValue } from '../../../../contract/map-areas.schemas';

/** What regions and districts are shaded by (the map's shading control). */
export type ShadeMeasure = 'none' | 'averageScore' | 'shareAtLevel' | 'shareActive';
export const SHADE_MEASURES: readonly ShadeMeasure[] = [
  'none',
  'averageScore',
  'shareAtLevel',
  'shareActive',
];

/** Which fixed bands a measure is classed in: said in the legend. */
export type ClassMethod = 'scoreBands' | 'shareBands';

/**
 * Five light-to-dark blues (ColorBrewer's Blues without its palest step: the lowest band stays
 * apart from a clear place on the land), readable under the level-coloured clusters.
 */
export const SHADE_COLORS = ['#c6dbef', '#9ecae1', '#6baed6', '#3182bd', '#08519c'] as const;

/**
 * The inner limits of the five bands. Fixed, not drawn from the data: a colour means the same
 * range on every map and under every filter, and places a fraction of a point apart share it
 * unless a round limit lies between them. Scores: below 60, then 10 points each up to 90 and
 * above; shares: 20 percentage points each.
 */
const BAND_LIMITS: Record<ClassMethod, readonly number[]> = {
  scoreBands: [60, 70, 80, 90],
  shareBands: [20, 40, 60, 80],
};

/** Scores and shares both run from 0 to 100. */
const SCALE_END = 100;

/** A place's value under a measure: a score (0-100) or a share in percent; null when it has none. */
export function shadeValue(area: AreaValue, measure: ShadeMeasure, level: number): number | null {
  if (area.facilities === 0) return null;
  switch (measure) {
    case 'averageScore':
      return area.averageScore;
    case 'shareAtLevel': {
      const atOrAbove = area.levelCounts.slice(Math.max(1, level)).reduce((sum, count) => sum + count, 0);
      return (100 * atOrAbove) / area.facilities;
    }
    case 'shareActive':
      return (100 * area.active) / area.facilities;
    default:
      return null;
  }
}

export const methodOf = (measure: ShadeMeasure): ClassMethod =>
  measure === 'averageScore' ? 'scoreBands' : 'shareBands';

/** The band (0 = lowest) of a value: a value on a limit belongs to the band above it. */
export function classOf(value: number, method: ClassMethod): number {
  const limits = BAND_LIMITS[method];
  const index = limits.findIndex((limit) => value < limit);
  return index === -1 ? limits.length : index;
}

export interface ShadeClass {
  color: string;
  /** The band runs from `from` up to, not including, `to` (the last one includes 100). */
  from: number;
  to: number;
  /** Places in the band. */
  count: number;
}

/** The legend's bands: every colour with its range and how many places fall in it (none too). */
export function shadeClasses(values: readonly number[], method: ClassMethod): ShadeClass[] {
  const limits = [0, ...BAND_LIMITS[method], SCALE_END];
  const classes = SHADE_COLORS.map((color, index) => ({
    color,
    from: limits[index],
    to: limits[index + 1],
    count: 0,
  }));
  for (const value of values) classes[classOf(value, method)].count += 1;
  return classes;
}
