import type { SyncContext } from '../../../machines/sync/sync.types';
import type { StateOracles } from '../oracle';

/** Sync (spec section 4: after sign-in and on every filter change the data is loaded again). */
export const syncOracles: StateOracles<SyncContext> = {
  idle: {
    'is not syncing': ({ tags }) => !tags.has('syncing'),
    "keeps no signed-out user's data": ({ context }) =>
      context.signedIn || (context.facilitySet === null && context.homeData === null),
  },
  fullSync: {
    'is syncing': ({ tags }) => tags.has('syncing'),
    'is for a signed-in user': ({ context }) => context.signedIn,
  },
  dataSync: {
    'is syncing': ({ tags }) => tags.has('syncing'),
    'is for a signed-in user': ({ context }) => context.signedIn,
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
