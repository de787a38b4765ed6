import type { SnapshotFrom } from 'xstate';
import type { FacilitySet } from '../../contract/facility-set.schemas';
import { isSameFilter } from '../filter/filter.rules';
import type { syncMachine } from './sync.machine';
import { isDatabaseSyncing } from './sync.rules';
import type { HomeData } from './sync.types';

type SyncSnapshot = SnapshotFrom<typeof syncMachine>;

/** Sync metadata isSyncing (spec section 3). */
export const selectIsSyncing = (snapshot: SyncSnapshot): boolean => snapshot.hasTag('syncing');

/** Sync metadata lastSync: epoch milliseconds of the last completed sync, or null. */
export const selectLastSync = (snapshot: SyncSnapshot): number | null => snapshot.context.lastSync;

/**
 * The last sync Home names under its title: the time, null before the first one, or undefined
 * (nothing to say) while offline, where the offline notice says from when the data is. A reload
 * offline has no sync of its own, and "Not synced yet" beside "Offline — data from …" contradicts it.
 */
export const selectLastSyncShown = (snapshot: SyncSnapshot): number | null | undefined =>
  snapshot.context.offline ? undefined : snapshot.context.lastSync;

/** The server's handle for the filtered facilities and their count; null before the first sync. */
export const selectFacilitySet = (snapshot: SyncSnapshot): FacilitySet | null => snapshot.context.facilitySet;

export const selectHomeData = (snapshot: SyncSnapshot): HomeData | null => snapshot.context.homeData;

/** What the sync holds of one filter's Home figures (see selectHomeDataFor). */
export type HomeDataFor =
  | { status: 'loading' }
  | { status: 'loaded'; homeData: HomeData }
  | { status: 'none' };

/**
 * The sync's Home figures for `filter` (Home waits for them rather than asking twice;
 * Never another filter's). Loading while the running sync is to load this filter's;
 * loaded when the figures held were loaded for it; none otherwise (another filter, no Home
 * permission, a failed step): the page then asks the server itself.
 */
export function selectHomeDataFor(snapshot: SyncSnapshot, filter: unknown): HomeDataFor {
  const { context } = snapshot;
  if (snapshot.hasTag('syncing')) {
    // A full sync's data steps will take the latest filter; running ones load the one they started with.
    const loading = snapshot.matches('dataSync') ? context.dataFilter : context.filter;
    if (isSameFilter(loading, filter)) return { status: 'loading' };
  }
  if (context.homeData !== null && isSameFilter(context.homeDataFilter, filter)) {
    return { status: 'loaded', homeData: context.homeData };
  }
  return { status: 'none' };
}

export const selectIsDatabaseSyncing = (snapshot: SyncSnapshot): boolean =>
  isDatabaseSyncing(snapshot.context.syncProgress);

/** Offline reading: the portal shows data from the device (a sync was skipped offline, or answers came from storage). */
export const selectIsOffline = (snapshot: SyncSnapshot): boolean => snapshot.context.offline;

/** When the data shown offline was synced (epoch ms), or null when unknown. */
export const selectOfflineDataFrom = (snapshot: SyncSnapshot): number | null =>
  snapshot.context.offline ? (snapshot.context.offlineDataFrom ?? snapshot.context.lastSync) : null;
