export { syncMachine } from './sync.machine';
export { isDatabaseSyncing } from './sync.rules';
export {
  selectFacilitySet,
  selectHomeData,
  selectIsDatabaseSyncing,
  selectIsSyncing,
  selectLastSync,
} from './sync.selectors';
export type * from './sync.types';
