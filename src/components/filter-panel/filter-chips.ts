import type { FilterValues } from '../../../machines/filter';
import { type FilterDimension, FILTER_DIMENSIONS, toFilterPatch, toSelectValues } from './filter-dimensions';

/** One value of one filter dimension, as a chip; `fallback` names the label used when no option names it. */
export interface FilterChip {
  dimension: FilterDimension;
  value: string;
  fallback: string;
}

const FALLBACKS: Record<FilterDimension, string> = {
  countryIds: 'country',
  regionIds: 'region',
  districtIds: 'district',
  _contractIds: 'contract',
  _contractGroups: 'contractGroup',
  awardedLevels: 'level',
  facilityCategoryIds: 'category',
  activeStates: 'active',
  facilityGroupIds: 'group',
  surveyIds: 'survey',
};

export function filterChips(filter: FilterValues): FilterChip[] {
  return FILTER_DIMENSIONS.flatMap((dimension) =>
    toSelectValues(dimension, filter).map((value) => ({
      dimension,
      value,
      fallback: dimensionFallback(dimension, value),
    })),
  );
}

function dimensionFallback(dimension: FilterDimension, value: string): string {
  if (dimension === 'awardedLevels' && value === '0') return 'uncertified';
  if (dimension === 'activeStates') return value === 'true' ? 'active' : 'inactive';
  return FALLBACKS[dimension];
}

/** The filter with one chip's value taken out (an emptied dimension no longer narrows). */
export function withoutChip(filter: FilterValues, chip: FilterChip): FilterValues {
  const remaining = toSelectValues(chip.dimension, filter).filter((value) => value !== chip.value);
  return { ...filter, ...toFilterPatch(chip.dimension, remaining) };
}
