import {
  and,
  assertEvent,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  fromPromise,
  not,
  sendTo,
  setup,
} from 'xstate';
import { DEFAULT_FILTER, isSameFilter, toWireFilter } from '../filter/filter.rules';
import type { FacilitySet } from '../../contract/facility-set.schemas';
import type { SyncProgress, UserSettings } from '../../contract/domain.types';
import { notImplemented } from '../shared/not-implemented';
import { SYSTEM_IDS } from '../shared/system-ids';
import type {
  HomeData,
  LogSyncErrorParams,
  SyncContext,
  SyncEffects,
  SyncEvent,
  SyncInput,
} from './sync.types';

type Effect<Name extends keyof SyncEffects> = ReturnType<
  typeof fromPromise<SyncEffects[Name]['output'], SyncEffects[Name]['input']>
>;

/** A promise actor whose real implementation comes from the composition root. */
const effect = <Name extends keyof SyncEffects>(name: Name): Effect<Name> =>
  fromPromise<SyncEffects[Name]['output'], SyncEffects[Name]['input']>(() => notImplemented(name));

const outputOf = <T>({ event }: { event: DoneActorEvent<T> }) => ({ value: event.output });

/** Spec section 8: sync errors are logged and the syncing flag is reset (back to idle). */
const failSync = {
  target: '#sync.idle',
  description: 'A step failed: the error is logged and the sync stops.',
  actions: {
    type: 'logSyncError',
    params: ({ event }: { event: ErrorActorEvent }) => ({ error: event.error }),
  },
} as const;

/** Nothing synced yet; the data steps, not run yet either, start from the same filter. */
function initialContext(filter: SyncContext['filter']): SyncContext {
  return {
    signedIn: false,
    filter,
    dataFilter: filter,
    facilitySet: null,
    homeData: null,
    homeDataFilter: null,
    syncProgress: null,
    lastSync: null,
    offline: false,
    offlineDataFrom: null,
  };
}

/**
 * Sync (spec section 4). `sync.full {signedIn}`: signed in, it asks environment and
 * permissions to refresh, loads the user settings for language, then syncs data; signed out,
 * it tells environment, permissions and language. `sync.data {filter}`: data only (the facility
 * set of the filter: a server handle and a count, never the list; then toggles for it, home data
 * if permitted, database sync progress).
 * Skipped when offline or while a sync runs; the filter of a skipped `sync.data` is kept, so a
 * running full sync that has not reached its data step yet uses it. The data steps load the filter
 * they started with (`dataFilter`); when the filter changed meanwhile, they run once more for the
 * latest one, so what the sync holds never stays another filter's. The Home figures carry the
 * filter they were loaded for (`homeDataFilter`): an answer for a filter left behind (a quick Back)
 * is never taken for the current one's.
 */
export const syncMachine = setup({
  // Stryker disable next-line ObjectLiteral: type declarations only, nothing runs them.
  types: {
    context: {} as SyncContext,
    events: {} as SyncEvent,
    input: {} as SyncInput,
  },
  actors: {
    loadUserSettings: effect('loadUserSettings'),
    fetchFacilitySet: effect('fetchFacilitySet'),
    checkHomePagePermission: effect('checkHomePagePermission'),
    loadHomeData: effect('loadHomeData'),
    fetchSyncProgress: effect('fetchSyncProgress'),
  },
  actions: {
    assignSignedIn: assign({
      signedIn: ({ event }) => {
        assertEvent(event, 'sync.full');
        return event.signedIn;
      },
    }),
    assignFilter: assign({
      filter: ({ event }) => {
        assertEvent(event, 'sync.data');
        return event.filter;
      },
    }),
    assignFacilitySet: assign({ facilitySet: (_, params: { value: FacilitySet }) => params.value }),
    startDataSteps: assign({ dataFilter: ({ context }) => context.filter }),
    assignHomeData: assign({
      homeData: (_, params: { value: HomeData }) => params.value,
      homeDataFilter: ({ context }) => context.dataFilter,
    }),
    assignSyncProgress: assign({ syncProgress: (_, params: { value: SyncProgress | null }) => params.value }),
    // The signed-out user's data must not stay on screen.
    clearUserData: assign({
      facilitySet: null,
      homeData: null,
      homeDataFilter: null,
      syncProgress: null,
      offline: false,
      offlineDataFrom: null,
    }),
    markOfflineSkip: assign({ offline: true }),
    keepOfflineDataTime: assign({
      offline: true,
      offlineDataFrom: ({ context, event }) => {
        assertEvent(event, 'sync.offlineAnswer');
        return Math.min(event.savedAt, context.offlineDataFrom ?? event.savedAt);
      },
    }),
    clearOffline: assign({ offline: false, offlineDataFrom: null }),
    clearHomeData: assign({ homeData: null, homeDataFilter: null }),
    stampLastSync: assign({ lastSync: () => Date.now() }),
    requestEnvironmentRefresh: sendTo(({ system }) => system.get(SYSTEM_IDS.environment), {
      type: 'environment.refresh',
    }),
    requestPermissionsRefresh: sendTo(({ system }) => system.get(SYSTEM_IDS.permissions), {
      type: 'permissions.refresh',
    }),
    tellLanguageSettings: sendTo(
      ({ system }) => system.get(SYSTEM_IDS.language),
      (_, params: { value: UserSettings | null }) => ({
        type: 'language.userSettingsLoaded',
        language: params.value?.language,
      }),
    ),
    tellEnvironmentSignedOut: sendTo(({ system }) => system.get(SYSTEM_IDS.environment), {
      type: 'environment.signedOut',
    }),
    clearPermissions: sendTo(({ system }) => system.get(SYSTEM_IDS.permissions), {
      type: 'permissions.clear',
    }),
    tellLanguageSignedOut: sendTo(({ system }) => system.get(SYSTEM_IDS.language), {
      type: 'language.signedOut',
    }),
    // From now on the language machine saves the user's pick to their settings.
    tellLanguageSignedIn: sendTo(({ system }) => system.get(SYSTEM_IDS.language), {
      type: 'language.signedIn',
    }),
    requestToggles: sendTo(
      ({ system }) => system.get(SYSTEM_IDS.toggles),
      (_, params: { value: FacilitySet }) => ({ type: 'toggles.load', facilitySet: params.value.handle }),
    ),
    logSyncError: (_, _params: LogSyncErrorParams) => notImplemented('logSyncError'),
    /** Effect: the API client drops the answers it remembered for the signed-out user (ETag reuse). */
    forgetRememberedAnswers: () => notImplemented('forgetRememberedAnswers'),
  },
  guards: {
    /** Effect guard: is the browser online (navigator.onLine)? */
    isOnline: () => notImplemented('isOnline'),
    isSigningIn: ({ event }) => {
      assertEvent(event, 'sync.full');
      return event.signedIn;
    },
    isSignedIn: ({ context }) => context.signedIn,
    isHomePagePermitted: (_, params: { value: boolean }) => params.value,
    isFilterChangedDuringDataSteps: ({ context }) => !isSameFilter(context.filter, context.dataFilter),
  },
}).createMachine({
  id: 'sync',
  description:
    'Loads what the signed-in user sees (environments, permissions, settings, the facility set, home figures) and clears it at sign-out.',
  context: ({ input }) => initialContext(input?.filter ?? toWireFilter(DEFAULT_FILTER)),
  initial: 'idle',
  on: {
    // Signing out is never skipped: it fetches nothing, and it cancels a sync in flight.
    'sync.full': {
      guard: not('isSigningIn'),
      target: '.idle',
      description: "Signed out: the user's data is cleared and the other machines are told.",
      actions: [
        'assignSignedIn',
        'clearUserData',
        'forgetRememberedAnswers',
        'tellEnvironmentSignedOut',
        'clearPermissions',
        'tellLanguageSignedOut',
        'stampLastSync',
      ],
    },
    // Skipped while a sync runs; the latest filter is kept for the data step.
    'sync.data': { description: 'A sync is running: only the new filter is kept.', actions: 'assignFilter' },
    'sync.offlineAnswer': {
      description:
        'A page was answered from the device: the portal says it is offline and how old the data is.',
      actions: 'keepOfflineDataTime',
    },
  },
  states: {
    idle: {
      description: 'No sync running.',
      on: {
        'sync.full': [
          {
            guard: and(['isSigningIn', 'isOnline']),
            target: 'fullSync',
            description: 'Signed in and online: everything is loaded.',
            actions: ['assignSignedIn', 'tellLanguageSignedIn'],
          },
          // Offline: skipped (and shown), but the sign-in is remembered for later data syncs.
          {
            guard: 'isSigningIn',
            description: 'Signed in but offline: skipped, and the portal says so.',
            actions: ['assignSignedIn', 'tellLanguageSignedIn', 'markOfflineSkip'],
          },
          // Signing out falls through to the root's handler.
        ],
        'sync.data': [
          {
            guard: and(['isOnline', 'isSignedIn']),
            target: 'dataSync',
            description: 'The filter changed: the data is loaded again.',
            actions: 'assignFilter',
          },
          {
            guard: and([not('isOnline'), 'isSignedIn']),
            description: 'The filter changed while offline: skipped, and the portal says so.',
            actions: ['assignFilter', 'markOfflineSkip'],
          },
          {
            description: 'The filter changed while signed out: it is kept for the next sync.',
            actions: 'assignFilter',
          },
        ],
        'sync.online': {
          guard: 'isSignedIn',
          target: 'fullSync',
          description: 'Back online: everything skipped while offline is loaded.',
        },
      },
    },
    fullSync: {
      description:
        'After sign-in: environments and permissions refresh, the user settings load (for the language).',
      tags: ['syncing'],
      entry: ['requestEnvironmentRefresh', 'requestPermissionsRefresh'],
      invoke: {
        id: 'loadUserSettings',
        src: 'loadUserSettings',
        onDone: {
          target: 'dataSync',
          description: "The user's settings arrived: language gets the saved language, then the data loads.",
          actions: { type: 'tellLanguageSettings', params: outputOf },
        },
        onError: failSync,
      },
    },
    dataSync: {
      description: 'Loading the data for the current filter, one step after the other.',
      tags: ['syncing'],
      entry: 'startDataSteps',
      initial: 'facilitySet',
      onDone: [
        {
          guard: 'isFilterChangedDuringDataSteps',
          target: 'dataSync',
          reenter: true,
          description:
            'All steps done, but the filter changed meanwhile (a quick Back): they run again for the latest filter.',
          actions: ['stampLastSync', 'clearOffline'],
        },
        {
          target: 'idle',
          description: 'All steps done: the time of the sync is kept, and the data is live again.',
          actions: ['stampLastSync', 'clearOffline'],
        },
      ],
      states: {
        facilitySet: {
          description:
            "Asking the server for the filter's facility set (a handle and a count, not the list).",
          invoke: {
            id: 'fetchFacilitySet',
            src: 'fetchFacilitySet',
            input: ({ context }) => ({ filter: context.dataFilter }),
            onDone: {
              target: 'homePermission',
              description:
                "The filter's facility set arrived: the tab toggles load for it; the Home permission is checked.",
              actions: [
                { type: 'assignFacilitySet', params: outputOf },
                { type: 'requestToggles', params: outputOf },
              ],
            },
            onError: failSync,
          },
        },
        homePermission: {
          description: 'Checking whether the user may see the Home page figures.',
          invoke: {
            id: 'checkHomePagePermission',
            src: 'checkHomePagePermission',
            onDone: [
              {
                guard: { type: 'isHomePagePermitted', params: outputOf },
                target: 'homeData',
                description: 'The user may see the Home page: its figures load.',
              },
              {
                target: 'syncProgress',
                description: 'Not permitted: no home figures.',
                actions: 'clearHomeData',
              },
            ],
            onError: failSync,
          },
        },
        homeData: {
          description: 'Loading the Home page figures for the filtered facilities.',
          invoke: {
            id: 'loadHomeData',
            src: 'loadHomeData',
            input: ({ context }) => ({
              filter: context.dataFilter,
              facilitySet: context.facilitySet?.handle,
            }),
            onDone: {
              target: 'syncProgress',
              description: 'The Home figures for the filter arrived: the database sync progress loads next.',
              actions: { type: 'assignHomeData', params: outputOf },
            },
            onError: failSync,
          },
        },
        syncProgress: {
          description: "Loading the database sync progress (the banner's last sync time).",
          invoke: {
            id: 'fetchSyncProgress',
            src: 'fetchSyncProgress',
            onDone: {
              target: 'done',
              description:
                "The database sync progress arrived (the banner's last sync time): the steps are done.",
              actions: { type: 'assignSyncProgress', params: outputOf },
            },
            onError: failSync,
          },
        },
        done: { type: 'final', description: 'Every step of the data sync is done.' },
      },
    },
  },
});
