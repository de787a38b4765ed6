import type { PageDataParams } from '../page-data/page-data.types';
import {
  FILTER_OPTION_SOURCES,
  type FilterOptionInputs,
  type FilterOptionSource,
} from './filter-options.types';

/** The narrowing filter each source is asked with (spec section 5: regions by country, districts by both). */
export function optionParams(source: FilterOptionSource, inputs: FilterOptionInputs): PageDataParams {
  if (source === 'regions') return { filter: { countryIds: inputs.countryIds } };
  if (source === 'districts')
    return { filter: { countryIds: inputs.countryIds, regionIds: inputs.regionIds } };
  return { filter: {} };
}

export const canLoadOptions = (inputs: FilterOptionInputs): boolean =>
  inputs.signedIn && inputs.environmentId !== null;

const sameIds = (a: number[], b: number[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/** The sources to load again when the inputs change from `before` to `after`. */
export function sourcesToReload(before: FilterOptionInputs, after: FilterOptionInputs): FilterOptionSource[] {
  if (before.environmentId !== after.environmentId) return [...FILTER_OPTION_SOURCES];
  if (!sameIds(before.countryIds, after.countryIds)) return ['regions', 'districts'];
  if (!sameIds(before.regionIds, after.regionIds)) return ['districts'];
  return [];
}
