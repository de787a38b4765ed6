export { syncMachine } from './sync.machine';
export { isDatabaseSyncing } from './sync.rules';
export {
  selectFacilitySet,
  selectHomeData,
  selectHomeDataFor,
  selectIsDatabaseSyncing,
  selectIsSyncing,
  selectIsOffline,
  selectLastSync,
  selectLastSyncShown,
  selectOfflineDataFrom,
} from './sync.selectors';
export type * from './sync.types';
