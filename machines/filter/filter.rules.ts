/** Pure rules of the facility filter (spec sections 4, 5 and 9). */
import type { Contract, ContractGroupKey, Facility } from '../shared/domain.types';
import type { ContractLookup, FilterValues, WireFilter, WithoutUnderscoreKeys } from './filter.types';

/** Freezes the object and its lists: the defaults are shared, so nobody may mutate them. */
function frozen<T extends object>(value: T): T {
  for (const item of Object.values(value)) if (Array.isArray(item)) Object.freeze(item);
  return Object.freeze(value);
}

/** Spec section 9: empty lists, activeStates = [true], intakeFilters unset. */
export const DEFAULT_FILTER: FilterValues = frozen({
  countryIds: [],
  regionIds: [],
  districtIds: [],
  _contractIds: [],
  _contractGroups: [],
  awardedLevels: [],
  facilityCategoryIds: [],
  activeStates: [true],
  facilityGroupIds: [],
  surveyIds: [],
});

/** Spec section 5: a facility user gets the default with activeStates emptied. */
export const FACILITY_USER_FILTER: FilterValues = frozen({ ...DEFAULT_FILTER, activeStates: [] });

export function defaultFilterFor(isFacilityUser: boolean): FilterValues {
  return isFacilityUser ? FACILITY_USER_FILTER : DEFAULT_FILTER;
}

/** Spec section 4: a facility is active if any of its three activity flags is set. */
export function isFacilityActive(
  facility: Pick<Facility, 'isCertActive' | 'isSelfActive' | 'isEntryActive'>,
) {
  return facility.isCertActive || facility.isSelfActive || facility.isEntryActive;
}

/** Spec section 5: keys starting with `_` are removed before the filter is sent. */
export function removeUnderscoreKeys<T extends object>(value: T): WithoutUnderscoreKeys<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([key]) => !key.startsWith('_')),
  ) as WithoutUnderscoreKeys<T>;
}

function matchesAnyGroup(contract: Contract, groups: readonly ContractGroupKey[]): boolean {
  return contract.organizations.some((organization) =>
    groups.some(
      (group) => group.roleId === organization.roleId && group.organizationId === organization.organizationId,
    ),
  );
}

/**
 * Spec section 5, contract selection: the union of the selected contracts' facility ids; a
 * `null` contract adds the facilities belonging to no contract (`uncontractedFacilityIds`). Contract groups keep only the facilities of contracts with an
 * organization matching both roleId and organizationId of a selected group (applied to the
 * selected contracts, or to all contracts when none is selected).
 * Returns undefined when neither contracts nor groups are selected (no contract restriction).
 */
export function resolveContractFacilityIds(
  selection: Pick<FilterValues, '_contractIds' | '_contractGroups'>,
  lookup: ContractLookup,
): number[] | undefined {
  const { _contractIds: contractIds, _contractGroups: groups } = selection;
  if (contractIds.length === 0 && groups.length === 0) return undefined;
  const { contracts } = lookup.data;
  let chosen = contractIds.length
    ? contracts.filter((contract) => contractIds.includes(contract.id))
    : contracts;
  if (groups.length) chosen = chosen.filter((contract) => matchesAnyGroup(contract, groups));
  const ids = new Set(chosen.flatMap((contract) => contract.facilityIds));
  if (contractIds.includes(null) && groups.length === 0) {
    for (const id of lookup.data.uncontractedFacilityIds) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

/**
 * The filter as sent: `_` keys removed and the contract selection resolved to
 * `contractFacilityIds`. A contract selection that cannot be resolved yet (no contract data)
 * is left out; the filter machine re-sends once the contract data arrives.
 */
export function toWireFilter(filter: FilterValues, contracts: ContractLookup | null): WireFilter {
  const wire: WireFilter = removeUnderscoreKeys(filter);
  const contractFacilityIds = contracts ? resolveContractFacilityIds(filter, contracts) : undefined;
  return contractFacilityIds ? { ...wire, contractFacilityIds } : wire;
}

/** Spec section 4: the number of non-empty values, each array entry counted. */
export function activeFilterCount(filter: FilterValues): number {
  return Object.values(filter).reduce<number>((count, value) => {
    if (Array.isArray(value)) return count + value.length;
    if (value && typeof value === 'object') return count + (Object.keys(value).length ? 1 : 0);
    return count + (value === undefined || value === null || value === '' ? 0 : 1);
  }, 0);
}

/** Order-insensitive for keys, exact for values: the filter holds only lists and plain objects. */
export function isSameFilter(a: unknown, b: unknown): boolean {
  return stableStringify(a) === stableStringify(b);
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
