import { DEFAULT_FILTER, toWireFilter } from '../../../machines/filter';
import type { SyncContext, SyncEvent } from '../../../machines/sync/sync.types';
import {
  awaitingAnswerOf,
  type Facts,
  logsFailureOf,
  type OracleView,
  type StateOracles,
  startedWith,
} from '../oracle';

/** The model's browser is offline for an event that carries the marker `offline` (sync fixtures). */
const sentOffline = (event: object) => 'offline' in event;

/**
 * Offline reading (docs/ui.md): a page answered from the device makes the portal say it
 * is offline, with the time of the oldest answer shown; whatever the sync is doing.
 */
const answeredFromDevice: Facts<SyncContext> = {
  'says it is offline, with the time of the oldest answer shown from the device': ({
    event,
    before,
    context,
  }) => {
    if (event.type !== 'sync.offlineAnswer') return true;
    const { savedAt } = event as Extract<SyncEvent, { type: 'sync.offlineAnswer' }>;
    const oldest =
      before.offlineDataFrom !== null && before.offlineDataFrom < savedAt ? before.offlineDataFrom : savedAt;
    return context.offline && context.offlineDataFrom === oldest;
  },
};

/**
 * A sign-in tells the language machine, online or not: from then on the user's pick is saved to
 * their settings. Idle takes every sign-in; one arriving while a sync runs is skipped, so in a
 * full sync the fact is about the sign-in that started it.
 */
const tellsLanguageOfSignIn = (
  startsHere: (view: OracleView<SyncContext>) => boolean,
): Facts<SyncContext> => ({
  'a sign-in tells the language machine the user is signed in': (view) =>
    view.event.type !== 'sync.full' ||
    !(view.event as { signedIn?: boolean }).signedIn ||
    !startsHere(view) ||
    view.sentNow('language', 'language.signedIn').length === 1,
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const outputOf = (event: object) => (event as { output?: unknown }).output;

/** Sync (spec section 4: after sign-in and on every filter change the data is loaded again). */
export const syncOracles: StateOracles<SyncContext> = {
  idle: {
    'is not syncing': ({ tags }) => !tags.has('syncing'),
    'starts signed out, online, with nothing synced and the filter restored or the default one': ({
      event,
      context,
    }) =>
      event.type !== 'xstate.init' ||
      (!context.signedIn &&
        !context.offline &&
        context.offlineDataFrom === null &&
        context.facilitySet === null &&
        context.homeData === null &&
        context.syncProgress === null &&
        context.lastSync === null &&
        same(context.filter, toWireFilter(DEFAULT_FILTER))),
    ...tellsLanguageOfSignIn(() => true),
    'a sign-in while online starts a full sync': ({ event }) =>
      event.type !== 'sync.full' || !(event as { signedIn?: boolean }).signedIn || sentOffline(event),
    'a filter change of a signed-in user while online loads the data': ({ event, before }) =>
      event.type !== 'sync.data' || !before.signedIn || sentOffline(event),
    "keeps no signed-out user's data": ({ context }) =>
      context.signedIn ||
      (context.facilitySet === null && context.homeData === null && context.syncProgress === null),
    'says it is offline when a signed-in sync was skipped offline': ({ event, context }) =>
      !sentOffline(event) || !context.signedIn || context.offline,
    'says nothing about being offline after sign-out': ({ event, context }) =>
      event.type !== 'sync.full' ||
      context.signedIn ||
      (!context.offline && context.offlineDataFrom === null),
    // A quick Back: the data a finished sync leaves is the latest filter's, never one left behind.
    'after a completed sync, holds the data of the latest filter': ({ event, context }) =>
      event.type !== 'xstate.done.actor.fetchSyncProgress' || same(context.dataFilter, context.filter),
    'shows the database sync progress the server answered': ({ event, context }) =>
      event.type !== 'xstate.done.actor.fetchSyncProgress' || context.syncProgress === outputOf(event),
    'says the data is live again once a sync completes': ({ event, context }) =>
      event.type !== 'xstate.done.actor.fetchSyncProgress' ||
      (!context.offline && context.offlineDataFrom === null && typeof context.lastSync === 'number'),
    'back online, a signed-in user does not stay idle (everything skipped is loaded)': ({ event, context }) =>
      event.type !== 'sync.online' || !context.signedIn,
    ...answeredFromDevice,
    'at sign-out, tells environment, permissions and language, and notes the time': ({
      event,
      context,
      sentNow,
    }) =>
      event.type !== 'sync.full' ||
      context.signedIn ||
      (sentNow('environment', 'environment.signedOut').length === 1 &&
        sentNow('permissions', 'permissions.clear').length === 1 &&
        sentNow('language', 'language.signedOut').length === 1 &&
        typeof context.lastSync === 'number'),
    'at sign-out, the answers remembered for the user are forgotten': ({ event, context, effectsNow }) =>
      event.type !== 'sync.full' ||
      context.signedIn ||
      effectsNow.some((effect) => effect.name === 'forgetRememberedAnswers'),
  },
  fullSync: {
    ...awaitingAnswerOf('loadUserSettings'),
    ...tellsLanguageOfSignIn(({ startedNow }) => startedNow.some((child) => child.id === 'loadUserSettings')),
    'is syncing': ({ tags }) => tags.has('syncing'),
    'is for a signed-in user': ({ context }) => context.signedIn,
    ...answeredFromDevice,
    'a full sync asks environment and permissions to refresh as it loads the user settings': ({
      sentNow,
      startedNow,
    }) =>
      !startedNow.some((child) => child.id === 'loadUserSettings') ||
      (sentNow('environment', 'environment.refresh').length === 1 &&
        sentNow('permissions', 'permissions.refresh').length === 1),
    'back online, the full sync starts again': ({ event, startedNow }) =>
      event.type !== 'sync.online' || startedNow.some((child) => child.id === 'loadUserSettings'),
    // Spec section 4: a sync is skipped while offline (one already running goes on).
    'is never started while the browser is offline': ({ event, sentNow }) =>
      !sentOffline(event) || sentNow('environment', 'environment.refresh').length === 0,
  },
  dataSync: {
    'is syncing': ({ tags }) => tags.has('syncing'),
    'is for a signed-in user': ({ context }) => context.signedIn,
    ...answeredFromDevice,
  },
  'dataSync.facilitySet': {
    ...awaitingAnswerOf('fetchFacilitySet'),
    'asks for the facility set of the current filter once the settings are loaded': ({
      event,
      context,
      startedNow,
    }) =>
      event.type !== 'xstate.done.actor.loadUserSettings' ||
      startedWith(startedNow, 'fetchFacilitySet', { filter: context.filter }),
    'a data sync asks for the facility set of the current filter': ({ context, startedNow }) =>
      !startedNow.some((child) => child.id === 'fetchFacilitySet') ||
      startedWith(startedNow, 'fetchFacilitySet', { filter: context.filter }),
    "hands the user's saved language to the language machine": ({ event, sentNow }) =>
      event.type !== 'xstate.done.actor.loadUserSettings' ||
      sentNow('language', 'language.userSettingsLoaded').some(
        (sent) =>
          (sent as { language?: string }).language ===
          (outputOf(event) as { language?: string } | null)?.language,
      ),
  },
  'dataSync.homePermission': {
    ...awaitingAnswerOf('checkHomePagePermission'),
    'knows the facility set': ({ context }) => context.facilitySet !== null,
    'keeps the facility set the server answered and loads the toggles for its handle': ({
      event,
      context,
      sentNow,
    }) =>
      event.type !== 'xstate.done.actor.fetchFacilitySet' ||
      (context.facilitySet === outputOf(event) &&
        sentNow('toggles', 'toggles.load').some(
          (sent) => (sent as { facilitySet?: string }).facilitySet === context.facilitySet?.handle,
        )),
  },
  'dataSync.homeData': {
    ...awaitingAnswerOf('loadHomeData'),
    'knows the facility set': ({ context }) => context.facilitySet !== null,
    // A quick Back: the figures are the facility set's filter's, even if it changed since.
    'loads the Home figures for the filter of its facility set, and that set': ({
      event,
      context,
      startedNow,
    }) =>
      event.type !== 'xstate.done.actor.checkHomePagePermission' ||
      startedWith(startedNow, 'loadHomeData', {
        filter: context.dataFilter,
        facilitySet: context.facilitySet?.handle,
      }),
  },
  'dataSync.syncProgress': {
    ...awaitingAnswerOf('fetchSyncProgress'),
    'knows the facility set': ({ context }) => context.facilitySet !== null,
    'keeps the Home figures when permitted, with the filter they are for; none when not': ({
      event,
      context,
    }) =>
      (event.type !== 'xstate.done.actor.loadHomeData' ||
        (context.homeData === outputOf(event) && same(context.homeDataFilter, context.dataFilter))) &&
      (event.type !== 'xstate.done.actor.checkHomePagePermission' ||
        (context.homeData === null && context.homeDataFilter === null)),
    'asks for the database sync progress': ({ event, startedNow }) =>
      !event.type.startsWith('xstate.done.actor.') ||
      startedNow.some((child) => child.id === 'fetchSyncProgress'),
  },
  // Final: the data sync ends as soon as its last step answered.
  'dataSync.done': { 'is left at once: the sync completes': () => false },
};

/** Facts of every state: the latest filter is kept for the data step, whatever runs. */
for (const facts of Object.values(syncOracles)) {
  facts['keeps the filter of the latest change'] = ({ event, context }) =>
    event.type !== 'sync.data' || context.filter === (event as { filter?: unknown }).filter;
  facts['knows whether the user is signed in'] = ({ event, context }) =>
    event.type !== 'sync.full' || context.signedIn === (event as { signedIn?: boolean }).signedIn;
}

/** Facts of every state: a failed call is logged with its error, wherever the machine goes next. */
for (const facts of Object.values(syncOracles))
  Object.assign(
    facts,
    logsFailureOf('loadUserSettings', 'logSyncError'),
    logsFailureOf('fetchFacilitySet', 'logSyncError'),
    logsFailureOf('checkHomePagePermission', 'logSyncError'),
    logsFailureOf('loadHomeData', 'logSyncError'),
    logsFailureOf('fetchSyncProgress', 'logSyncError'),
  );
