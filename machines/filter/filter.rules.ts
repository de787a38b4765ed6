/** Pure rules of the facility filter (spec sections 4, 5 and 9). */
import type { Facility } from '../../contract/domain.types';
import type { FilterValues, WireFilter, WithoutUnderscoreKeys } from './filter.types';

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

/**
 * Which facilities the activity dimension lets through (wire contract: [true] active only, [false]
 * inactive only, [] or both = all). A figure of inactive facilities under "active only" is always 0,
 * so the page says the filter's scope instead.
 */
export type ActivityScope = 'activeOnly' | 'inactiveOnly' | 'all';

export function activityScope(activeStates: readonly boolean[] | undefined): ActivityScope {
  const active = activeStates?.includes(true) ?? false;
  const inactive = activeStates?.includes(false) ?? false;
  if (active === inactive) return 'all';
  return active ? 'activeOnly' : 'inactiveOnly';
}

/**
 * The filter narrowed to what a figure counts (a level, the active ones, a region): each dimension
 * given is kept to the values the filter already allows. When the filter allows none of them (the
 * figure is 0) the figure's own values are used, so the list never silently widens to "any".
 */
export function narrowFilter(filter: FilterValues, narrowing: Partial<FilterValues>): FilterValues {
  const lists = filter as unknown as Record<string, unknown[]>;
  const narrowed: Record<string, unknown[]> = { ...lists };
  for (const [key, wanted] of Object.entries(narrowing) as [string, unknown[]][]) {
    const allowed = lists[key] ?? [];
    const both =
      allowed.length === 0 ? wanted : wanted.filter((value) => allowed.some((a) => isSameFilter(a, value)));
    narrowed[key] = both.length > 0 ? both : wanted;
  }
  return narrowed as unknown as FilterValues;
}

/** Spec section 5: keys starting with `_` are removed before the filter is sent. */
export function removeUnderscoreKeys<T extends object>(value: T): WithoutUnderscoreKeys<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([key]) => !key.startsWith('_')),
  ) as WithoutUnderscoreKeys<T>;
}

/**
 * The filter as sent: `_` keys removed, and the contract selection passed on as chosen
 * (`contractIds`, `contractGroups`). The server resolves it to facilities (spec section 5), so the
 * portal never needs every contract's facility ids.
 */
export function toWireFilter(filter: FilterValues): WireFilter {
  return {
    ...removeUnderscoreKeys(filter),
    contractIds: filter._contractIds,
    contractGroups: filter._contractGroups,
  };
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
