/**
 * Sync (spec section 4): full sync on a sign-in change, data-only sync on a filter change.
 * Effects are promise actors (invoke ids equal their names) plus the `isOnline` guard and the
 * `logSyncError` action.
 */

import type { WireFilter } from '../filter/filter.types';
import type { FacilitySet } from '../../contract/facility-set.schemas';
import type { SyncProgress, UserSettings } from '../../contract/domain.types';

export interface SyncInput {
  /** The wire filter to use until the first `sync.data` (the restored filter). */
  filter?: WireFilter;
}

export interface SyncContext {
  signedIn: boolean;
  /** The latest filter received, used by the data step of a full sync too. */
  filter: WireFilter;
  /** The filter the data steps run for (set as they start), or last ran for. */
  dataFilter: WireFilter;
  /** The server's handle for the filtered facilities and their count; null until the first sync. */
  facilitySet: FacilitySet | null;
  homeData: HomeData | null;
  /** The filter the Home figures were loaded for; null when there are none. */
  homeDataFilter: WireFilter | null;
  syncProgress: SyncProgress | null;
  /** Epoch milliseconds of the last completed sync. */
  lastSync: number | null;
  /** A sync was skipped because the browser is offline, or answers came from the device: shown until a sync completes. */
  offline: boolean;
  /** When the oldest answer shown from the device was synced (epoch ms); null when none was. */
  offlineDataFrom: number | null;
}

export type SyncEvent =
  | { type: 'sync.full'; signedIn: boolean }
  | { type: 'sync.data'; filter: WireFilter }
  /** A call could not reach the server and was answered with what was synced at `savedAt`. */
  | { type: 'sync.offlineAnswer'; savedAt: number }
  /** The browser is back online. */
  | { type: 'sync.online' };

/** Home page data; its shape belongs to the home page (spec: "not shown"). */
export type HomeData = unknown;

/** Effect actors: input and output of each. */
export interface SyncEffects {
  /** GET /api/qps/users/settings; null when the user has none. */
  loadUserSettings: { input: undefined; output: UserSettings | null };
  /** Spec "facility filter execution": POST /api/qps/facility/set with the wire filter. */
  fetchFacilitySet: { input: { filter: WireFilter }; output: FacilitySet };
  /** Whether the signed-in user holds QAP.HomePage (waits for the permission list). */
  checkHomePagePermission: { input: undefined; output: boolean };
  /** The home page data for the filtered facilities, named by their handle (the filter as fallback). */
  loadHomeData: { input: { filter: WireFilter; facilitySet: string | undefined }; output: HomeData };
  /** getResult 'General/SyncProgress'; null when the query returns no row. */
  fetchSyncProgress: { input: undefined; output: SyncProgress | null };
}

export interface LogSyncErrorParams {
  error: unknown;
}
