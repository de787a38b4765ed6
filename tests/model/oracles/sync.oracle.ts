import type { SyncContext, SyncEvent } from '../../../machines/sync/sync.types';
import type { Facts, StateOracles } from '../oracle';

/** The model's browser is offline for an event that carries the marker `offline` (sync fixtures). */
const sentOffline = (event: object) => 'offline' in event;

/**
 * Issue 17 (offline reading, docs/ui.md): a page answered from the device makes the portal say it
 * is offline, with the time of the oldest answer shown; whatever the sync is doing.
 */
const answeredFromDevice: Facts<SyncContext> = {
  'says it is offline, with data no newer than the answer from the device': ({ event, context }) => {
    if (event.type !== 'sync.offlineAnswer') return true;
    const { savedAt } = event as Extract<SyncEvent, { type: 'sync.offlineAnswer' }>;
    return context.offline && context.offlineDataFrom !== null && context.offlineDataFrom <= savedAt;
  },
};

/** Sync (spec section 4: after sign-in and on every filter change the data is loaded again). */
export const syncOracles: StateOracles<SyncContext> = {
  idle: {
    'is not syncing': ({ tags }) => !tags.has('syncing'),
    "keeps no signed-out user's data": ({ context }) =>
      context.signedIn || (context.facilitySet === null && context.homeData === null),
    'says it is offline when a signed-in sync was skipped offline': ({ event, context }) =>
      !sentOffline(event) || !context.signedIn || context.offline,
    'says nothing about being offline after sign-out': ({ event, context }) =>
      event.type !== 'sync.full' ||
      context.signedIn ||
      (!context.offline && context.offlineDataFrom === null),
    'says the data is live again once a sync completes': ({ event, context }) =>
      event.type !== 'xstate.done.actor.fetchSyncProgress' ||
      (!context.offline && context.offlineDataFrom === null && context.lastSync !== null),
    'back online, a signed-in user does not stay idle (everything skipped is loaded)': ({ event, context }) =>
      event.type !== 'sync.online' || !context.signedIn,
    ...answeredFromDevice,
  },
  fullSync: {
    'is syncing': ({ tags }) => tags.has('syncing'),
    'is for a signed-in user': ({ context }) => context.signedIn,
    ...answeredFromDevice,
    // Spec section 4: a sync is skipped while offline (one already running goes on).
    'is never started while the browser is offline': ({ event, sentNow }) =>
      !sentOffline(event) || sentNow('environment', 'environment.refresh').length === 0,
  },
  dataSync: {
    'is syncing': ({ tags }) => tags.has('syncing'),
    'is for a signed-in user': ({ context }) => context.signedIn,
    ...answeredFromDevice,
  },
  'dataSync.facilitySet': {},
  'dataSync.homePermission': {
    'knows the facility set': ({ context }) => context.facilitySet !== null,
  },
  'dataSync.homeData': {
    'knows the facility set': ({ context }) => context.facilitySet !== null,
  },
  'dataSync.syncProgress': {
    'knows the facility set': ({ context }) => context.facilitySet !== null,
  },
  'dataSync.done': {},
};
