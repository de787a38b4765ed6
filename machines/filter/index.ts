export { filterMachine } from './filter.machine';
export {
  type ActivityScope,
  activeFilterCount,
  activityScope,
  DEFAULT_FILTER,
  FACILITY_USER_FILTER,
  isFacilityActive,
  isSameFilter,
  narrowFilter,
  removeUnderscoreKeys,
  toWireFilter,
} from './filter.rules';
export {
  filterPersistentSlice,
  PERSIST_ID,
  PERSIST_VERSION,
  selectActiveFilterCount,
  selectCanEdit,
  selectActivityScope,
  selectFilter,
  selectIsDefault,
  selectPersisted,
  selectWireFilter,
} from './filter.selectors';
export type * from './filter.types';
export {
  FILTER_PARAMS,
  filterFromAddress,
  filterToAddress,
  type ParsedAddress,
} from './filter-address';
export {
  type AgreedAddress,
  agreedAfter,
  ENVIRONMENT_PARAM,
  type FilterAddressContext,
  type FilterAddressSync,
  hasFilterParams,
  holdsPageForEnvironment,
  namesForeignEnvironment,
  syncEnvironmentWithAddress,
  syncFilterWithAddress,
  withFilterParams,
} from './filter-address-sync';
