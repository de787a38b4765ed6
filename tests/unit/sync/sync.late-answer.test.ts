/**
 * Item 2 (docs/ui.md, "A quick Back"): a filter changed and changed back while the sync
 * loads the data must end with the restored filter's data; an answer for the filter left behind
 * is never taken for the current filter's Home figures.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTER, toWireFilter } from '../../../machines/filter';
import {
  selectHomeData,
  selectHomeDataFor,
  selectIsOffline,
  selectIsSyncing,
  selectLastSync,
} from '../../../machines/sync';
import { FACILITY_SET, FINISHED_PROGRESS, syncEvents } from '../../model/fixtures/sync.fixtures';
import { startSync } from './sync-harness';

const ALL = toWireFilter(DEFAULT_FILTER);
const LEVEL_2 = { ...ALL, awardedLevels: [2] };
const LEVEL_2_SET = { handle: 'fs_level2level2level2level2', count: 40 };
/** Home figures as the server answers them for each filter (their counts differ, as on Home). */
const ALL_FIGURES = { facilityCount: 1239 };
const LEVEL_2_FIGURES = { facilityCount: 40 };

/** Signed in, with a finished sync of the default filter holding its Home figures. */
async function syncedOnAll() {
  const sync = startSync({ input: { filter: ALL } });
  sync.subject.send(syncEvents.signedIn);
  await sync.answer('loadUserSettings', null);
  await sync.answer('fetchFacilitySet', FACILITY_SET);
  await sync.answer('checkHomePagePermission', true);
  await sync.answer('loadHomeData', ALL_FIGURES);
  await sync.answer('fetchSyncProgress', FINISHED_PROGRESS);
  return sync;
}

/** The level-2 filter is chosen: its data steps run up to the Home figures, which are still on the way. */
async function level2HomeFiguresOnTheWay(sync: Awaited<ReturnType<typeof syncedOnAll>>) {
  sync.subject.send({ type: 'sync.data', filter: LEVEL_2 });
  await sync.answer('fetchFacilitySet', LEVEL_2_SET);
  await sync.answer('checkHomePagePermission', true);
  expect(sync.pending.loadHomeData.map((call) => call.input.filter)).toEqual([LEVEL_2]);
}

describe('sync: a quick Back while the data of the new filter is loading', () => {
  it('the late answers of the filter left behind do not stay: the data steps run again for the restored filter', async () => {
    const sync = await syncedOnAll();
    await level2HomeFiguresOnTheWay(sync);
    sync.subject.send({ type: 'sync.data', filter: ALL }); // Back
    await sync.answer('loadHomeData', LEVEL_2_FIGURES); // late
    await sync.answer('fetchSyncProgress', FINISHED_PROGRESS);

    expect(sync.pending.fetchFacilitySet.map((call) => call.input)).toEqual([{ filter: ALL }]);
    await sync.answer('fetchFacilitySet', FACILITY_SET);
    expect(sync.sentTo('toggles').at(-1)).toEqual({ type: 'toggles.load', facilitySet: FACILITY_SET.handle });
    await sync.answer('checkHomePagePermission', true);
    expect(await sync.answer('loadHomeData', ALL_FIGURES)).toEqual({
      filter: ALL,
      facilitySet: FACILITY_SET.handle,
    });
    await sync.answer('fetchSyncProgress', FINISHED_PROGRESS);

    const snapshot = sync.subject.getSnapshot();
    expect(selectIsSyncing(snapshot)).toBe(false);
    expect(selectHomeData(snapshot)).toEqual(ALL_FIGURES);
    expect(selectHomeDataFor(snapshot, ALL)).toEqual({ status: 'loaded', homeData: ALL_FIGURES });
  });

  it("the level's late Home figures are never offered as the restored filter's", async () => {
    const sync = await syncedOnAll();
    await level2HomeFiguresOnTheWay(sync);
    sync.subject.send({ type: 'sync.data', filter: ALL });
    await sync.answer('loadHomeData', LEVEL_2_FIGURES);
    expect(selectHomeDataFor(sync.subject.getSnapshot(), ALL)).not.toMatchObject({
      homeData: LEVEL_2_FIGURES,
    });
    await sync.answer('fetchSyncProgress', FINISHED_PROGRESS);
    // The restored filter's own figures are on the way: Home waits for them.
    expect(selectHomeDataFor(sync.subject.getSnapshot(), ALL)).toEqual({ status: 'loading' });
  });

  it('after Back, the figures already held for the restored filter are offered at once, while the level still loads', async () => {
    const sync = await syncedOnAll();
    await level2HomeFiguresOnTheWay(sync);
    sync.subject.send({ type: 'sync.data', filter: ALL });
    expect(selectHomeDataFor(sync.subject.getSnapshot(), ALL)).toEqual({
      status: 'loaded',
      homeData: ALL_FIGURES,
    });
    expect(selectHomeDataFor(sync.subject.getSnapshot(), LEVEL_2)).toEqual({ status: 'loading' });
  });

  it("after a failed step, the last sync's figures are still only their own filter's", async () => {
    const sync = await syncedOnAll();
    sync.subject.send({ type: 'sync.data', filter: LEVEL_2 });
    await sync.answer('fetchFacilitySet', new Error('facility set failed'));
    const snapshot = sync.subject.getSnapshot();
    expect(selectIsSyncing(snapshot)).toBe(false);
    expect(selectHomeDataFor(snapshot, LEVEL_2)).toEqual({ status: 'none' });
    expect(selectHomeDataFor(snapshot, ALL)).toEqual({ status: 'loaded', homeData: ALL_FIGURES });
  });

  it('during a full sync, the Home figures of the filter its data steps will load are on the way', () => {
    const sync = startSync({ input: { filter: ALL } });
    sync.subject.send(syncEvents.signedIn);
    sync.subject.send({ type: 'sync.data', filter: LEVEL_2 });
    expect(selectHomeDataFor(sync.subject.getSnapshot(), LEVEL_2)).toEqual({ status: 'loading' });
    expect(selectHomeDataFor(sync.subject.getSnapshot(), ALL)).toEqual({ status: 'none' });
  });

  it('without the Home permission the sync holds no figures for any filter', async () => {
    const sync = startSync({ input: { filter: ALL } });
    sync.subject.send(syncEvents.signedIn);
    await sync.answer('loadUserSettings', null);
    await sync.answer('fetchFacilitySet', FACILITY_SET);
    await sync.answer('checkHomePagePermission', false);
    await sync.answer('fetchSyncProgress', FINISHED_PROGRESS);
    expect(selectHomeDataFor(sync.subject.getSnapshot(), ALL)).toEqual({ status: 'none' });
  });

  it('a pass that completed is the last sync and live data, even when its run again for the restored filter fails', async () => {
    const sync = await syncedOnAll();
    const firstSync = selectLastSync(sync.subject.getSnapshot()) as number;
    await level2HomeFiguresOnTheWay(sync);
    sync.subject.send({ type: 'sync.offlineAnswer', savedAt: firstSync }); // an answer read from the device
    expect(selectIsOffline(sync.subject.getSnapshot())).toBe(true);
    sync.subject.send({ type: 'sync.data', filter: ALL }); // Back
    await new Promise((resolve) => setTimeout(resolve, 5));
    await sync.answer('loadHomeData', LEVEL_2_FIGURES);
    await sync.answer('fetchSyncProgress', FINISHED_PROGRESS);
    await sync.answer('fetchFacilitySet', new Error('the network went away'));

    const snapshot = sync.subject.getSnapshot();
    expect(selectIsSyncing(snapshot)).toBe(false);
    expect(selectLastSync(snapshot)).toBeGreaterThan(firstSync);
    expect(selectIsOffline(snapshot)).toBe(false);
  });
});
