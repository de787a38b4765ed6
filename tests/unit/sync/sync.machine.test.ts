import { describe, expect, it } from 'vitest';
import {
  isDatabaseSyncing,
  selectFacilitySet,
  selectHomeData,
  selectIsDatabaseSyncing,
  selectIsSyncing,
  selectLastSync,
} from '../../../machines/sync';
import {
  FACILITY_SET,
  FINISHED_PROGRESS,
  HOME_DATA,
  NARROW_FILTER,
  RUNNING_PROGRESS,
  syncEvents,
} from '../../model/fixtures/sync.fixtures';
import { startSync } from './sync-harness';

/** Runs a signed-in full sync to its end with the given home-page permission. */
async function completeFullSync(sync: ReturnType<typeof startSync>, homePermitted: boolean) {
  sync.subject.send(syncEvents.signedIn);
  await sync.answer('loadUserSettings', { language: 'fr-FR' });
  await sync.answer('fetchFacilitySet', FACILITY_SET);
  await sync.answer('checkHomePagePermission', homePermitted);
  if (homePermitted) await sync.answer('loadHomeData', HOME_DATA);
  await sync.answer('fetchSyncProgress', RUNNING_PROGRESS);
}

describe('sync machine: full sync', () => {
  it('a sign-in triggers a full sync: environment and permissions refresh, user settings go to language, then data', async () => {
    const sync = startSync();
    sync.subject.send(syncEvents.signedIn);
    expect(selectIsSyncing(sync.subject.getSnapshot())).toBe(true);
    expect(sync.sentTo('environment')).toEqual([{ type: 'environment.refresh' }]);
    expect(sync.sentTo('permissions')).toEqual([{ type: 'permissions.refresh' }]);
    await sync.answer('loadUserSettings', { language: 'fr-FR' });
    expect(sync.sentTo('language')).toEqual([
      { type: 'language.signedIn' },
      { type: 'language.userSettingsLoaded', language: 'fr-FR' },
    ]);
    expect(sync.pending.fetchFacilitySet).toHaveLength(1);
  });

  it('a sign-out tells environment, permissions and language, clears the synced data and forgets remembered answers', async () => {
    const sync = startSync();
    await completeFullSync(sync, true);
    sync.subject.send(syncEvents.signedOut);
    expect(sync.sentTo('environment', 'environment.signedOut')).toHaveLength(1);
    expect(sync.sentTo('permissions', 'permissions.clear')).toHaveLength(1);
    expect(sync.sentTo('language', 'language.signedOut')).toHaveLength(1);
    expect(selectFacilitySet(sync.subject.getSnapshot())).toBeNull();
    expect(selectHomeData(sync.subject.getSnapshot())).toBeNull();
    expect(sync.forgotten).toEqual(['forgotten']);
  });

  it('a sign-out during a running sync cancels it', async () => {
    const sync = startSync();
    sync.subject.send(syncEvents.signedIn);
    sync.subject.send(syncEvents.signedOut);
    expect(selectIsSyncing(sync.subject.getSnapshot())).toBe(false);
    await sync.answer('loadUserSettings', { language: 'fr-FR' });
    expect(sync.sentTo('language', 'language.userSettingsLoaded')).toEqual([]);
  });

  it('lastSync is set after a sync', async () => {
    const sync = startSync();
    expect(selectLastSync(sync.subject.getSnapshot())).toBeNull();
    const before = Date.now();
    await completeFullSync(sync, false);
    expect(selectIsSyncing(sync.subject.getSnapshot())).toBe(false);
    expect(selectLastSync(sync.subject.getSnapshot())).toBeGreaterThanOrEqual(before);
  });
});

describe('sync machine: data sync', () => {
  it('a change of the facility filter re-fetches data only, with that filter', async () => {
    const sync = startSync();
    await completeFullSync(sync, false);
    sync.subject.send(syncEvents.data);
    expect(await sync.answer('fetchFacilitySet', FACILITY_SET)).toEqual({ filter: NARROW_FILTER });
    expect(sync.sentTo('environment')).toHaveLength(1);
    expect(sync.sentTo('permissions')).toHaveLength(1);
    expect(sync.pending.loadUserSettings).toEqual([]);
  });

  it('facility filter execution keeps the facility set (handle and count), never the list, and toggles get the handle', async () => {
    const sync = startSync();
    sync.subject.send(syncEvents.signedIn);
    await sync.answer('loadUserSettings', null);
    await sync.answer('fetchFacilitySet', { handle: 'fs_0123456789abcdefghijkl', count: 95_000 });
    expect(sync.sentTo('toggles')).toEqual([
      { type: 'toggles.load', facilitySet: 'fs_0123456789abcdefghijkl' },
    ]);
    expect(selectFacilitySet(sync.subject.getSnapshot())).toEqual({
      handle: 'fs_0123456789abcdefghijkl',
      count: 95_000,
    });
  });

  it('home data is loaded for the facility set handle of this sync, with its filter', async () => {
    const sync = startSync();
    sync.subject.send(syncEvents.signedIn);
    sync.subject.send(syncEvents.data);
    await sync.answer('loadUserSettings', null);
    await sync.answer('fetchFacilitySet', { handle: 'fs_0123456789abcdefghijkl', count: 3 });
    await sync.answer('checkHomePagePermission', true);
    expect(await sync.answer('loadHomeData', HOME_DATA)).toEqual({
      filter: NARROW_FILTER,
      facilitySet: 'fs_0123456789abcdefghijkl',
    });
  });

  it('home data is synced only if the home-page permission is held', async () => {
    const permitted = startSync();
    await completeFullSync(permitted, true);
    expect(selectHomeData(permitted.subject.getSnapshot())).toEqual(HOME_DATA);

    const refused = startSync();
    await completeFullSync(refused, false);
    expect(refused.pending.loadHomeData).toEqual([]);
    expect(selectHomeData(refused.subject.getSnapshot())).toBeNull();
  });

  it('the database sync progress is fetched; the database is syncing when a run started and has not ended', async () => {
    const sync = startSync();
    await completeFullSync(sync, false);
    expect(selectIsDatabaseSyncing(sync.subject.getSnapshot())).toBe(true);
    expect(isDatabaseSyncing(FINISHED_PROGRESS)).toBe(false);
    expect(isDatabaseSyncing({ run_start_timestamp: null, run_end_timestamp: null })).toBe(false);
    expect(isDatabaseSyncing(null)).toBe(false);
  });

  it('a data sync before anyone signed in is skipped (signed-in calls need a user)', () => {
    const sync = startSync();
    sync.subject.send(syncEvents.data);
    expect(selectIsSyncing(sync.subject.getSnapshot())).toBe(false);
    expect(sync.pending.fetchFacilitySet).toEqual([]);
  });
});

describe('sync machine: skipping and errors', () => {
  it('sync is skipped when offline', () => {
    const sync = startSync({ online: { value: false } });
    sync.subject.send(syncEvents.signedIn);
    expect(selectIsSyncing(sync.subject.getSnapshot())).toBe(false);
    expect(sync.sentTo('environment')).toEqual([]);
    sync.subject.send(syncEvents.data);
    expect(sync.pending.fetchFacilitySet).toEqual([]);
  });

  it('a data sync is skipped when offline even while signed in', async () => {
    const sync = startSync();
    await completeFullSync(sync, false);
    sync.online.value = false;
    sync.subject.send(syncEvents.data);
    expect(sync.pending.fetchFacilitySet).toEqual([]);
  });

  it('sync is skipped when a sync is already running, and the newer filter is used by the data step', async () => {
    const sync = startSync();
    sync.subject.send(syncEvents.signedIn);
    sync.subject.send(syncEvents.signedIn);
    sync.subject.send(syncEvents.data);
    expect(sync.sentTo('environment')).toHaveLength(1);
    expect(sync.pending.loadUserSettings).toHaveLength(1);
    await sync.answer('loadUserSettings', null);
    expect(sync.pending.fetchFacilitySet.map((call) => call.input)).toEqual([{ filter: NARROW_FILTER }]);
  });

  it('sync errors are logged and the syncing flag is reset', async () => {
    const sync = startSync();
    const failure = new Error('facility failed');
    sync.subject.send(syncEvents.signedIn);
    await sync.answer('loadUserSettings', null);
    await sync.answer('fetchFacilitySet', failure);
    expect(sync.errors).toEqual([failure]);
    expect(selectIsSyncing(sync.subject.getSnapshot())).toBe(false);
    expect(selectLastSync(sync.subject.getSnapshot())).toBeNull();
  });

  it('the restored filter given as input is used until the first filter change', async () => {
    const sync = startSync({ input: { filter: NARROW_FILTER } });
    sync.subject.send(syncEvents.signedIn);
    await sync.answer('loadUserSettings', null);
    expect(sync.pending.fetchFacilitySet[0].input).toEqual({ filter: NARROW_FILTER });
  });
});
