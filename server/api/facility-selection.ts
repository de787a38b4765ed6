import type { WireFilter } from '../../contract/filter.schemas.js';
import type { Queryable } from '../db/database.js';
import type { InEnvironment } from './authenticate.js';
import { type FacilitySetOwner, findFacilitySetFilter } from './facility-set-store.js';
import { notFound } from './http-error.js';

/** How a request names its facilities (contract: facilitySelectionShape). */
export interface FacilitySelection {
  filter?: WireFilter;
  facilitySet?: string;
}

export const ownerOf = ({ user, environment }: InEnvironment): FacilitySetOwner => ({
  userId: user.id,
  tenantId: user.tenant_id,
  environmentId: environment.id,
});

/**
 * The filter a selection stands for, in canonical form: a handle must be the caller's own in this
 * environment (otherwise 404, as if it did not exist); neither means every facility in scope.
 */
export async function resolveSelection(
  db: Queryable,
  owner: FacilitySetOwner,
  selection: FacilitySelection,
): Promise<WireFilter> {
  if (selection.facilitySet === undefined) return canonicalFilter(selection.filter ?? {});
  const filter = await findFacilitySetFilter(db, owner, selection.facilitySet);
  if (!filter) {
    throw notFound(`Facility set ${selection.facilitySet} not found for this user and environment.`);
  }
  return filter;
}

const ID_LISTS = [
  'countryIds',
  'regionIds',
  'districtIds',
  'facilityCategoryIds',
  'facilityGroupIds',
  'surveyIds',
  'awardedLevels',
  'latestYears',
] as const;

/**
 * One form per meaning, so equal filters share handles and cache entries: id lists sorted without
 * repeats (a `null` contract first, groups by role then organization), lists that do not narrow
 * left out. contractFacilityIds stays even when empty: there it means "contracts chosen that hold
 * no facility".
 */
export function canonicalFilter(filter: WireFilter): WireFilter {
  const canonical: WireFilter = {};
  for (const name of ID_LISTS) {
    const values = filter[name];
    if (values && values.length > 0) canonical[name] = sortedUnique(values);
  }
  if (filter.contractIds && filter.contractIds.length > 0)
    canonical.contractIds = sortedContractIds(filter.contractIds);
  if (filter.contractGroups && filter.contractGroups.length > 0) {
    canonical.contractGroups = sortedGroups(filter.contractGroups);
  }
  if (filter.contractFacilityIds) canonical.contractFacilityIds = sortedUnique(filter.contractFacilityIds);
  const states = new Set(filter.activeStates ?? []);
  if (states.size === 1) canonical.activeStates = [...states];
  if (filter.intakeFilters?.filterType) canonical.intakeFilters = filter.intakeFilters;
  if (filter.assessedIn) {
    const { year, level } = filter.assessedIn;
    canonical.assessedIn = level === undefined ? { year } : { year, level };
  }
  if (filter.assessedBetween) {
    const { from, to, level } = filter.assessedBetween;
    canonical.assessedBetween = level === undefined ? { from, to } : { from, to, level };
  }
  return canonical;
}

const sortedUnique = (values: readonly number[]) => [...new Set(values)].sort((a, b) => a - b);

function sortedContractIds(ids: readonly (number | null)[]): (number | null)[] {
  const contracts = sortedUnique(ids.filter((id): id is number => id !== null));
  return ids.includes(null) ? [null, ...contracts] : contracts;
}

type ContractGroup = NonNullable<WireFilter['contractGroups']>[number];

function sortedGroups(groups: readonly ContractGroup[]): ContractGroup[] {
  const unique = new Map(groups.map((group) => [`${group.roleId}:${group.organizationId}`, group]));
  return [...unique.values()].sort((a, b) => a.roleId - b.roleId || a.organizationId - b.organizationId);
}
