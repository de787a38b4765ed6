import type { TransitionTargets } from '../oracle';

/**
 * Where each transition of the sync machine lands, each row checked against the transition's
 * meaning (the sentence above it, from docs/statecharts/sync.md). Kept apart from the machine: a
 * transition that lands anywhere else fails the model test, so a new target is a change of this
 * table too, made on purpose; a transition added or removed fails until the table says so.
 */
export const syncTargets: TransitionTargets = {
  // Signed out: the user's data is cleared and the other machines are told.
  '(machine) --sync.full': 'idle',
  // A sync is running: only the new filter is kept.
  '(machine) --sync.data': null,
  // A page was answered from the device: the portal says it is offline and how old the data is.
  '(machine) --sync.offlineAnswer': null,
  // Signed in and online: everything is loaded.
  'idle --sync.full #1': 'fullSync',
  // Signed in but offline: skipped, and the portal says so.
  'idle --sync.full #2': null,
  // The filter changed: the data is loaded again.
  'idle --sync.data #1': 'dataSync.facilitySet',
  // The filter changed while offline: skipped, and the portal says so.
  'idle --sync.data #2': null,
  // The filter changed while signed out: it is kept for the next sync.
  'idle --sync.data #3': null,
  // Back online: everything skipped while offline is loaded.
  'idle --sync.online': 'fullSync',
  // The user's settings arrived: language gets the saved language, then the data loads.
  'fullSync --done: loadUserSettings': 'dataSync.facilitySet',
  // A step failed: the error is logged and the sync stops.
  'fullSync --error: loadUserSettings': 'idle',
  // All steps done, but the filter changed meanwhile (a quick Back): they run again for the latest filter.
  'dataSync --done: dataSync #1': 'dataSync.facilitySet',
  // All steps done: the time of the sync is kept, and the data is live again.
  'dataSync --done: dataSync #2': 'idle',
  // The filter's facility set arrived: the tab toggles load for it; the Home permission is checked.
  'dataSync.facilitySet --done: fetchFacilitySet': 'dataSync.homePermission',
  // A step failed: the error is logged and the sync stops.
  'dataSync.facilitySet --error: fetchFacilitySet': 'idle',
  // The user may see the Home page: its figures load.
  'dataSync.homePermission --done: checkHomePagePermission #1': 'dataSync.homeData',
  // Not permitted: no home figures.
  'dataSync.homePermission --done: checkHomePagePermission #2': 'dataSync.syncProgress',
  // A step failed: the error is logged and the sync stops.
  'dataSync.homePermission --error: checkHomePagePermission': 'idle',
  // The Home figures for the filter arrived: the database sync progress loads next.
  'dataSync.homeData --done: loadHomeData': 'dataSync.syncProgress',
  // A step failed: the error is logged and the sync stops.
  'dataSync.homeData --error: loadHomeData': 'idle',
  // The database sync progress arrived (the banner's last sync time): the steps are done.
  'dataSync.syncProgress --done: fetchSyncProgress': 'dataSync.done',
  // A step failed: the error is logged and the sync stops.
  'dataSync.syncProgress --error: fetchSyncProgress': 'idle',
};
