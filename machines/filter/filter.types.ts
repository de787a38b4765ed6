/**
 * The facility filter (spec sections 3, 4, 5): ten dimensions, persisted as slice 'filter'.
 * Every change is sent to sync as the wire filter and tracked as "Qap filtered facilities".
 */
import type { ContractGroupKey, FacilityFilter } from '../../contract/domain.types';
import type { RestorableInput } from '../shared/persistence';

/** The filter as the user edits and persists it. */
export type FilterValues = FacilityFilter;

export type FilterPatch = Partial<FilterValues>;

/** Keys starting with `_` are UI-only (spec section 5). */
export type WithoutUnderscoreKeys<T> = { [K in keyof T as K extends `_${string}` ? never : K]: T[K] };

/** What is sent (POST /api/qps/facility and friends): `_` keys removed, the contract selection as chosen. */
export type WireFilter = WithoutUnderscoreKeys<FilterValues> & {
  contractIds: (number | null)[];
  contractGroups: ContractGroupKey[];
};

export interface FilterPersisted {
  filter: FilterValues;
}

export type FilterInput = RestorableInput<FilterPersisted>;

export interface FilterContext {
  filter: FilterValues;
  isFacilityUser: boolean;
}

export type FilterEvent =
  | { type: 'filter.set'; patch: FilterPatch }
  | { type: 'filter.reset' }
  | { type: 'filter.resetForEnvironment' }
  | { type: 'filter.userChanged'; isFacilityUser: boolean };

export type FilterRejectionReason = 'facilityUserCannotNarrow';

/** Emitted when a change is refused, so the UI can say why nothing happened. */
export interface FilterRejected {
  type: 'filter.rejected';
  reason: FilterRejectionReason;
}

export type FilterEmitted = FilterRejected;
