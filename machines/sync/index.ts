export { syncMachine } from './sync.machine';
export { isDatabaseSyncing } from './sync.rules';
export {
  selectFacilitySet,
  selectHomeData,
  selectIsDatabaseSyncing,
  selectIsSyncing,
  selectIsOffline,
  selectLastSync,
  selectOfflineDataFrom,
} from './sync.selectors';
export type * from './sync.types';
