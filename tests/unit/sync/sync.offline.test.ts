import { describe, expect, it } from 'vitest';
import { selectIsOffline, selectIsSyncing, selectOfflineDataFrom } from '../../../machines/sync';
import { FACILITY_SET, RUNNING_PROGRESS, syncEvents } from '../../model/fixtures/sync.fixtures';
import { startSync } from './sync-harness';

const SYNCED_AT = Date.UTC(2026, 10, 20, 9, 30);

describe('sync machine: offline reading', () => {
  it('the offline skip of a sign-in sync is visible, and coming back online runs the full sync', async () => {
    const sync = startSync({ online: { value: false } });
    sync.subject.send(syncEvents.signedIn);
    expect(selectIsOffline(sync.subject.getSnapshot())).toBe(true);
    expect(selectIsSyncing(sync.subject.getSnapshot())).toBe(false);

    sync.online.value = true;
    sync.subject.send({ type: 'sync.online' });
    expect(selectIsSyncing(sync.subject.getSnapshot())).toBe(true);
    expect(sync.sentTo('environment')).toEqual([{ type: 'environment.refresh' }]);
    await sync.answer('loadUserSettings', null);
    await sync.answer('fetchFacilitySet', FACILITY_SET);
    await sync.answer('checkHomePagePermission', false);
    await sync.answer('fetchSyncProgress', RUNNING_PROGRESS);
    expect(selectIsOffline(sync.subject.getSnapshot())).toBe(false);
  });

  it('the portal starts with no offline notice, before anything was synced or skipped', () => {
    const sync = startSync({ online: { value: false } });
    expect(selectIsOffline(sync.subject.getSnapshot())).toBe(false);
    expect(selectOfflineDataFrom(sync.subject.getSnapshot())).toBeNull();
  });

  it("a sign-in skipped offline still tells the language machine: the user's pick is saved from then on", () => {
    const sync = startSync({ online: { value: false } });
    sync.subject.send(syncEvents.signedIn);
    expect(sync.sentTo('language')).toEqual([{ type: 'language.signedIn' }]);
  });

  it('answers from the device say how old they are: the oldest one shown', () => {
    const sync = startSync({ online: { value: false } });
    sync.subject.send(syncEvents.signedIn);
    sync.subject.send({ type: 'sync.offlineAnswer', savedAt: SYNCED_AT + 60_000 });
    sync.subject.send({ type: 'sync.offlineAnswer', savedAt: SYNCED_AT });
    expect(selectOfflineDataFrom(sync.subject.getSnapshot())).toBe(SYNCED_AT);
  });

  it('a data sync skipped offline is visible too', async () => {
    const sync = startSync();
    sync.subject.send(syncEvents.signedIn);
    await sync.answer('loadUserSettings', null);
    await sync.answer('fetchFacilitySet', FACILITY_SET);
    await sync.answer('checkHomePagePermission', false);
    await sync.answer('fetchSyncProgress', RUNNING_PROGRESS);
    expect(selectIsOffline(sync.subject.getSnapshot())).toBe(false);
    sync.online.value = false;
    sync.subject.send(syncEvents.data);
    expect(selectIsOffline(sync.subject.getSnapshot())).toBe(true);
    expect(sync.pending.fetchFacilitySet).toEqual([]);
  });

  it('signed out, coming back online syncs nothing and the notice is gone', () => {
    const sync = startSync({ online: { value: false } });
    sync.subject.send(syncEvents.signedIn);
    sync.subject.send(syncEvents.signedOut);
    expect(selectIsOffline(sync.subject.getSnapshot())).toBe(false);
    sync.online.value = true;
    sync.subject.send({ type: 'sync.online' });
    expect(selectIsSyncing(sync.subject.getSnapshot())).toBe(false);
  });
});
