import { OVERLAPPING_PIVOT_DIMENSIONS, type PivotDimension } from '../../../contract/pivot-dimensions';
import type { PivotChoice } from './pivot-address';

const overlaps = (dimension: PivotDimension) => OVERLAPPING_PIVOT_DIMENSIONS.includes(dimension);

/**
 * What the lines under the pivot's controls say (keys of the `pivot` namespace): what a cell means,
 * then for each axis whose values overlap (a facility in several contracts) that the totals count a
 * facility once, and, when the percentages run along such an axis, that their denominator is that
 * distinct total, so they can add up to more than 100 %.
 */
export function pivotNoteKeys({ rows, columns, show }: PivotChoice): string[] {
  const keys = [`explain.${show}`];
  for (const dimension of new Set([rows, columns])) {
    if (overlaps(dimension)) keys.push(`overlap.${dimension}`);
  }
  if (show === 'rowShare' && overlaps(columns)) keys.push('overlapShare.rowShare');
  if (show === 'columnShare' && overlaps(rows)) keys.push('overlapShare.columnShare');
  return keys;
}
