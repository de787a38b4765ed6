import type { SnapshotFrom } from 'xstate';
import type { PersistentSlice } from '../shared/persistence';
import type { filterMachine } from './filter.machine';
import {
  type ActivityScope,
  activeFilterCount,
  activityScope,
  DEFAULT_FILTER,
  defaultFilterFor,
  isSameFilter,
  toWireFilter,
} from './filter.rules';
import type { FilterPersisted, FilterValues, WireFilter } from './filter.types';

type FilterSnapshot = SnapshotFrom<typeof filterMachine>;

export const PERSIST_ID = 'filter';
export const PERSIST_VERSION = 1;

export const selectFilter = (snapshot: FilterSnapshot): FilterValues => snapshot.context.filter;

/** Spec section 4: equal to the initial filter (for a facility user: their fixed default). */
export const selectIsDefault = (snapshot: FilterSnapshot): boolean =>
  isSameFilter(snapshot.context.filter, defaultFilterFor(snapshot.context.isFacilityUser));

export const selectActiveFilterCount = (snapshot: FilterSnapshot): number =>
  activeFilterCount(snapshot.context.filter);

/** False for a facility user, who cannot narrow the filter. */
export const selectCanEdit = (snapshot: FilterSnapshot): boolean => !snapshot.hasTag('readOnly');

const wireFilters = new WeakMap<FilterValues, WireFilter>();

/**
 * The filter as sent. Every screen selects it on every snapshot: memoised on the identity of the
 * filter, it stays the same object until the filter changes, so memos and reload keys downstream hold.
 */
export const selectWireFilter = (snapshot: FilterSnapshot): WireFilter => {
  const { filter } = snapshot.context;
  const cached = wireFilters.get(filter);
  if (cached) return cached;
  const wire = toWireFilter(filter);
  wireFilters.set(filter, wire);
  return wire;
};

/** Whether the filter lets in active facilities only, inactive ones only, or both (the figures' wording). */
export const selectActivityScope = (snapshot: FilterSnapshot): ActivityScope =>
  activityScope(selectWireFilter(snapshot).activeStates);

/**
 * What this browser keeps of the filter. A facility user's filter is their lock, not a choice:
 * kept, it would come back for the next user of the browser (restored at start, before anyone has
 * signed in), so the default is kept instead.
 */
export const selectPersisted = (snapshot: FilterSnapshot): FilterPersisted => ({
  filter: snapshot.context.isFacilityUser ? DEFAULT_FILTER : snapshot.context.filter,
});

export const filterPersistentSlice: PersistentSlice<FilterSnapshot, FilterPersisted> = {
  id: PERSIST_ID,
  version: PERSIST_VERSION,
  select: selectPersisted,
};
