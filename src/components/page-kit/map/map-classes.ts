import type { AreaValue } from '../../../../contract/map-areas.schemas';

/** What regions and districts are shaded by (the map's shading control). */
export type ShadeMeasure = 'none' | 'averageScore' | 'shareAtLevel' | 'shareActive';
export const SHADE_MEASURES: readonly ShadeMeasure[] = [
  'none',
  'averageScore',
  'shareAtLevel',
  'shareActive',
];

/** How the class limits were made: said in the legend. */
export type ClassMethod = 'quantiles' | 'equalIntervals';

/** Five light-to-dark blues: sequential, readable under the level-coloured clusters. */
export const SHADE_COLORS = ['#e7f0fa', '#b9d3ee', '#7fb0de', '#3f84c6', '#1b4f8a'] as const;
export const CLASS_COUNT = SHADE_COLORS.length;

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

/** Scores are classed by quantiles (as many places per class); shares, bounded 0-100, by equal intervals. */
export const methodOf = (measure: ShadeMeasure): ClassMethod =>
  measure === 'averageScore' ? 'quantiles' : 'equalIntervals';

/**
 * The upper limits of the first CLASS_COUNT - 1 classes (the last class is open above).
 * Quantiles: each class holds about the same number of values. Equal intervals: 0-100 cut evenly.
 */
export function classBreaks(values: readonly number[], method: ClassMethod): number[] {
  if (method === 'equalIntervals') {
    return Array.from({ length: CLASS_COUNT - 1 }, (_, index) => ((index + 1) * 100) / CLASS_COUNT);
  }
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return [];
  return Array.from({ length: CLASS_COUNT - 1 }, (_, index) => {
    const position = ((index + 1) * sorted.length) / CLASS_COUNT;
    return sorted[Math.min(sorted.length - 1, Math.ceil(position) - 1)];
  });
}

/** The class (0 = lowest) of a value: the first whose upper limit it does not pass. */
export function classOf(value: number, breaks: readonly number[]): number {
  const index = breaks.findIndex((limit) => value <= limit);
  return index === -1 ? breaks.length : index;
}

export interface ShadeClass {
  color: string;
  /** Inclusive range of the class; `from` is exclusive except for the first class. */
  from: number;
  to: number;
  /** Places in the class. */
  count: number;
}

/** The legend's classes: each colour with its range and how many places fall in it. */
export function shadeClasses(values: readonly number[], breaks: readonly number[]): ShadeClass[] {
  if (values.length === 0) return [];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const limits = [...breaks, Math.max(high, breaks[breaks.length - 1] ?? high)];
  const classes = limits.map((to, index) => ({
    color: SHADE_COLORS[index],
    from: index === 0 ? Math.min(low, to) : limits[index - 1],
    to,
    count: 0,
  }));
  for (const value of values) classes[classOf(value, breaks)].count += 1;
  // equal limits (few distinct values) would repeat a class: keep the first of each
  return classes.filter((item, index) => index === 0 || item.to > limits[index - 1]);
}
