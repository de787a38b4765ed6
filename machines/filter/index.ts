export { filterMachine } from './filter.machine';
export {
  activeFilterCount,
  DEFAULT_FILTER,
  FACILITY_USER_FILTER,
  isFacilityActive,
  removeUnderscoreKeys,
  toWireFilter,
} from './filter.rules';
export {
  filterPersistentSlice,
  PERSIST_ID,
  PERSIST_VERSION,
  selectActiveFilterCount,
  selectCanEdit,
  selectFilter,
  selectIsDefault,
  selectPersisted,
  selectWireFilter,
} from './filter.selectors';
export type * from './filter.types';
