export { syncMachine } from './sync.machine';
export { isDatabaseSyncing } from './sync.rules';
export {
  selectFacilities,
  selectHomeData,
  selectIsDatabaseSyncing,
  selectIsSyncing,
  selectLastSync,
  selectSyncProgress,
} from './sync.selectors';
export type * from './sync.types';
