import type { SnapshotFrom } from 'xstate';
import type { FacilitySet } from '../../contract/facility-set.schemas';
import type { syncMachine } from './sync.machine';
import { isDatabaseSyncing } from './sync.rules';
import type { HomeData } from './sync.types';

type SyncSnapshot = SnapshotFrom<typeof syncMachine>;

/** Sync metadata isSyncing (spec section 3). */
export const selectIsSyncing = (snapshot: SyncSnapshot): boolean => snapshot.hasTag('syncing');

/** Sync metadata lastSync: epoch milliseconds of the last completed sync, or null. */
export const selectLastSync = (snapshot: SyncSnapshot): number | null => snapshot.context.lastSync;

/** The server's handle for the filtered facilities and their count; null before the first sync. */
export const selectFacilitySet = (snapshot: SyncSnapshot): FacilitySet | null => snapshot.context.facilitySet;

export const selectHomeData = (snapshot: SyncSnapshot): HomeData | null => snapshot.context.homeData;

export const selectIsDatabaseSyncing = (snapshot: SyncSnapshot): boolean =>
  isDatabaseSyncing(snapshot.context.syncProgress);

/** Offline reading (issue 17): the portal shows data from the device (a sync was skipped offline, or answers came from storage). */
export const selectIsOffline = (snapshot: SyncSnapshot): boolean => snapshot.context.offline;

/** When the data shown offline was synced (epoch ms), or null when unknown. */
export const selectOfflineDataFrom = (snapshot: SyncSnapshot): number | null =>
  snapshot.context.offline ? (snapshot.context.offlineDataFrom ?? snapshot.context.lastSync) : null;
