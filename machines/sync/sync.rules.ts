import type { SyncProgress } from '../../contract/domain.types';

/** Spec section 4: the database sync is in progress when a run has started and not ended. */
export function isDatabaseSyncing(progress: SyncProgress | null): boolean {
  return Boolean(progress?.run_start_timestamp) && !progress?.run_end_timestamp;
}
