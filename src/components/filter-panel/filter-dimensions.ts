import type { FilterValues } from '../../../machines/filter';
import type { ContractGroupKey } from '../../../contract/domain.types';

/** The filter's ten dimensions, in the panel's order. */
export type FilterDimension = Extract<
  keyof FilterValues,
  | 'countryIds'
  | 'regionIds'
  | 'districtIds'
  | '_contractIds'
  | '_contractGroups'
  | 'awardedLevels'
  | 'facilityCategoryIds'
  | 'activeStates'
  | 'facilityGroupIds'
  | 'surveyIds'
>;

export const FILTER_DIMENSIONS: readonly FilterDimension[] = [
  'countryIds',
  'regionIds',
  'districtIds',
  '_contractIds',
  '_contractGroups',
  'awardedLevels',
  'facilityCategoryIds',
  'activeStates',
  'facilityGroupIds',
  'surveyIds',
];

/** The select's value for "facilities under no contract" (a null contract id in the filter). */
export const NO_CONTRACT_VALUE = 'none';
/** The select's value for "facilities of no facility group" (group 0 in the filter and on the wire). */
export const NO_FACILITY_GROUP_VALUE = '0';

export function contractGroupValue(group: ContractGroupKey): string {
  return `${group.roleId}:${group.organizationId}`;
}

/** Filter values as the MultiSelect's strings. */
export function toSelectValues(dimension: FilterDimension, values: FilterValues): string[] {
  if (dimension === '_contractGroups') return values._contractGroups.map(contractGroupValue);
  if (dimension === '_contractIds')
    return values._contractIds.map((id) => (id === null ? NO_CONTRACT_VALUE : String(id)));
  return (values[dimension] as (number | boolean)[]).map(String);
}

/** The MultiSelect's strings back as the filter patch for one dimension. */
export function toFilterPatch(dimension: FilterDimension, selected: string[]): Partial<FilterValues> {
  switch (dimension) {
    case '_contractGroups':
      return {
        _contractGroups: selected.map((value) => {
          const [roleId, organizationId] = value.split(':').map(Number);
          return { roleId, organizationId };
        }),
      };
    case '_contractIds':
      return { _contractIds: selected.map((value) => (value === NO_CONTRACT_VALUE ? null : Number(value))) };
    case 'activeStates':
      return { activeStates: selected.map((value) => value === 'true') };
    default:
      return { [dimension]: selected.map(Number) };
  }
}
