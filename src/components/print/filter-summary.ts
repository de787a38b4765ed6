import type { FilterValues } from '../../../machines/filter';
import { type FilterChip, filterChips } from '../filter-panel/filter-chips';
import type { FilterDimension } from '../filter-panel/filter-dimensions';

/** One narrowing dimension of the filter and the names of the values it lets through. */
export interface FilterSummaryPart {
  dimension: FilterDimension;
  labels: string[];
}

/**
 * The filter in words, as parts: the same chips the drill-through list shows, grouped by
 * dimension in the filter panel's order. No parts means the filter lets every facility through.
 */
export function filterSummaryParts(
  filter: FilterValues,
  label: (chip: FilterChip) => string,
): FilterSummaryPart[] {
  const parts = new Map<FilterDimension, string[]>();
  for (const chip of filterChips(filter)) {
    const labels = parts.get(chip.dimension) ?? [];
    labels.push(label(chip));
    parts.set(chip.dimension, labels);
  }
  return [...parts].map(([dimension, labels]) => ({ dimension, labels }));
}
