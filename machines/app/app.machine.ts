import { assertEvent, assign, emit, enqueueActions, setup, stopChild } from 'xstate';
import type { RuntimeConfig } from '../../contract/domain.types';
import { errorMessageOf } from '../shared/error-message';
import { notImplemented } from '../shared/not-implemented';
import type { StoredSlices } from '../shared/persistence';
import { ROUTES } from '../shared/routes';
import { SYSTEM_IDS } from '../shared/system-ids';
import type { TogglesEvent } from '../toggles/toggles.types';
import type { MyFacilityEvent } from '../my-facility/my-facility.types';
import type { SavedViewsEvent } from '../saved-views/saved-views.types';
import type { UsageEvent } from '../usage/usage.types';
import { forwardChildEvents, loadConfig, restorePersistedSlices } from './app.actors';
import { CHILD_MACHINES, FRAME_MACHINES } from './app.child-machines';
import { FRAME_IDS, isMainLayoutRoute, sharedViewToOpen, watchFrameInputs } from './app.frame';
import { childInputs, PERSISTENT_IDS } from './app.children';
import { PAGE_DATA_MACHINES, PAGE_DATA_TRANSITIONS } from './app.page-data';
import { configProblem, facilityIdParam, isStartupRedirect } from './app.rules';
import type {
  AppContext,
  AppEmitted,
  AppEvent,
  AppInput,
  LogErrorParams,
  StartupRedirect,
} from './app.types';

/** Child key (and actor id, and system id) of every child the root spawns. */
export const CHILD_IDS = [
  SYSTEM_IDS.session,
  SYSTEM_IDS.environment,
  SYSTEM_IDS.language,
  SYSTEM_IDS.permissions,
  SYSTEM_IDS.sync,
  SYSTEM_IDS.filter,
  SYSTEM_IDS.filterOptions,
  SYSTEM_IDS.toggles,
  SYSTEM_IDS.usage,
] as const;

const eventError = ({ event }: { event: { error: unknown } }) => event.error;
/** Only after the isStartupRedirect guard: the error is a redirect. */
const redirectOf = ({ event }: { event: { error: unknown } }) => event.error as StartupRedirect;
/** Only after the hasConfigProblem guard: the configuration has a problem. */
const problemOf = ({ event }: { event: { output: RuntimeConfig } }) => configProblem(event.output) as string;
export const appMachine = setup({
  // Stryker disable next-line ObjectLiteral: type declarations only, nothing runs them.
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
    emitted: {} as AppEmitted,
    children: {} as {
      session: 'session';
      environment: 'environment';
      language: 'language';
      permissions: 'permissions';
      sync: 'sync';
      filter: 'filter';
      filterOptions: 'filterOptions';
      toggles: 'toggles';
      usage: 'usage';
      forwarder: 'forwardChildEvents';
      savedViews: 'savedViews';
      myFacility: 'myFacility';
      documentDownload: 'documentDownload';
      frameForwarder: 'forwardChildEvents';
      frameWatcher: 'watchFrameInputs';
    },
  },
  actors: {
    loadConfig,
    restorePersistedSlices,
    forwardChildEvents,
    watchFrameInputs,
    ...CHILD_MACHINES,
    ...FRAME_MACHINES,
    ...PAGE_DATA_MACHINES,
  },
  actions: {
    logError: (_, _params: LogErrorParams) => notImplemented('logError'),
    rememberPath: assign({
      path: ({ event }) => {
        assertEvent(event, 'app.routeChanged');
        return event.path;
      },
    }),
    clearErrorMessage: assign({ errorMessage: null }),
    storeErrorMessage: assign({ errorMessage: (_, params: { message: string | null }) => params.message }),
    storeConfig: assign({ config: (_, params: { config: RuntimeConfig }) => params.config }),
    /** `redirecting` is only entered after rememberRedirect: the start-up step named the address. */
    requestRedirect: emit(({ context }) => ({
      type: 'redirect' as const,
      url: context.redirectTo as string,
    })),
    rememberRedirect: assign({ redirectTo: (_, redirect: StartupRedirect) => redirect.redirectTo }),
    /** Forwarder first (see forwardChildEvents), then every child with its input and system id. */
    spawnChildren: enqueueActions(({ context, enqueue }, stored: StoredSlices) => {
      const inputs = childInputs(context.config as RuntimeConfig, stored, context.queryLanguage);
      enqueue.spawnChild('forwardChildEvents', { id: 'forwarder', input: { childIds: [...CHILD_IDS] } });
      enqueue.spawnChild('session', { id: 'session', systemId: SYSTEM_IDS.session, input: inputs.session });
      enqueue.spawnChild('environment', {
        id: 'environment',
        systemId: SYSTEM_IDS.environment,
        input: inputs.environment,
      });
      enqueue.spawnChild('language', {
        id: 'language',
        systemId: SYSTEM_IDS.language,
        input: inputs.language,
      });
      enqueue.spawnChild('permissions', {
        id: 'permissions',
        systemId: SYSTEM_IDS.permissions,
        input: inputs.permissions,
      });
      enqueue.spawnChild('sync', { id: 'sync', systemId: SYSTEM_IDS.sync, input: inputs.sync });
      enqueue.spawnChild('filter', { id: 'filter', systemId: SYSTEM_IDS.filter, input: inputs.filter });
      // After session, environment and filter: it watches them from its start.
      enqueue.spawnChild('filterOptions', { id: 'filterOptions', systemId: SYSTEM_IDS.filterOptions });
      enqueue.spawnChild('toggles', { id: 'toggles', systemId: SYSTEM_IDS.toggles, input: inputs.toggles });
      enqueue.spawnChild('usage', { id: 'usage', systemId: SYSTEM_IDS.usage, input: inputs.usage });
    }),
    rememberAddress: assign(({ event }) => {
      assertEvent(event, 'app.addressChanged');
      return { address: event.path, addressRoute: event.routeName };
    }),
    /**
     * Once running: the first page of the main layout opens the frame (its children start with
     * that address, for the start-page and landing rules); after that each address is told to
     * them, and a `?view=` link not asked for before is opened.
     */
    followAddressInFrame: enqueueActions(({ context, enqueue }) => {
      const { address, frameAddress } = context;
      if (frameAddress === null) {
        if (!isMainLayoutRoute(context.addressRoute)) return;
        const input = { openedAt: address };
        enqueue.spawnChild('forwardChildEvents', {
          id: 'frameForwarder',
          input: { childIds: [...FRAME_IDS] },
        });
        enqueue.spawnChild('savedViews', { id: 'savedViews', systemId: SYSTEM_IDS.savedViews, input });
        enqueue.spawnChild('myFacility', { id: 'myFacility', systemId: SYSTEM_IDS.myFacility, input });
        enqueue.spawnChild('documentDownload', {
          id: 'documentDownload',
          systemId: SYSTEM_IDS.documentDownload,
        });
        // Last: it tells the children above who is signed in where as soon as it starts.
        enqueue.spawnChild('watchFrameInputs', { id: 'frameWatcher' });
      } else if (address === frameAddress) return;
      enqueue.assign({ frameAddress: address });
      const toViews: SavedViewsEvent = { type: 'savedViews.addressChanged', path: address };
      const toFacility: MyFacilityEvent = { type: 'myFacility.addressChanged', path: address };
      // By child id: a child spawned just above is not in the system until these actions run.
      enqueue.sendTo('savedViews', toViews);
      enqueue.sendTo('myFacility', toFacility);
      const shared = sharedViewToOpen(address, frameAddress);
      const open: SavedViewsEvent = { type: 'savedViews.open', id: shared as string };
      if (shared && isMainLayoutRoute(context.addressRoute)) enqueue.sendTo('savedViews', open);
    }),
    /** Tell toggles (routing rules) and usage (tracked page) where the user is now. */
    forwardRoute: enqueueActions(({ event, enqueue, system }) => {
      assertEvent(event, 'app.routeChanged');
      const toToggles: TogglesEvent = { type: 'toggles.routeChanged', routeName: event.routeName };
      enqueue.sendTo(system.get(SYSTEM_IDS.toggles), toToggles);
      const page = ROUTES[event.routeName].trackedPage;
      if (!page) return;
      const toUsage: UsageEvent = {
        type: 'usage.pageChanged',
        page,
        facilityId: facilityIdParam(event.params),
      };
      enqueue.sendTo(system.get(SYSTEM_IDS.usage), toUsage);
    }),
    /** Keep what the start gate needs, then re-emit the child's event to src/app. */
    relayChildEvent: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'app.childEmitted');
      const emitted = event.event;
      if (emitted.type === 'environment.changed')
        enqueue.assign({ selectedEnvironment: emitted.environment });
      if (emitted.type === 'language.listLoaded')
        enqueue.assign({ languagesLoaded: emitted.languages.length > 0 });
      enqueue.emit(emitted);
    }),
    /**
     * A component's page-data child (app.page-data.ts), known to the system by the component's
     * id too. An id already open keeps the child it has: spawning over it would leave the first
     * one running with nobody to stop it.
     */
    openPageDataChild: enqueueActions(({ event, enqueue, system }) => {
      assertEvent(event, 'pageData.open');
      if (system.get(event.id)) return;
      const input = { key: event.key, params: event.params };
      enqueue.spawnChild(event.logic, { id: event.id, systemId: event.id, input });
    }),
    /** Its request in flight is aborted; an id not open is ignored. */
    closePageDataChild: stopChild(({ event }) => {
      assertEvent(event, 'pageData.close');
      return event.id;
    }),
  },
  guards: {
    isStartupRedirect: (_, error: unknown) => isStartupRedirect(error),
    hasConfigProblem: (_, config: RuntimeConfig) => configProblem(config) !== null,
  },
}).createMachine({
  id: 'app',
  description:
    'The portal as a whole: loads /config.json, restores the saved choices, then starts one child machine per behaviour.',
  context: ({ input }) => ({
    config: null,
    errorMessage: null,
    redirectTo: null,
    path: input.path,
    queryLanguage: input.queryLanguage,
    selectedEnvironment: null,
    languagesLoaded: false,
    address: input.address ?? input.path,
    addressRoute: null,
    frameAddress: null,
  }),
  initial: 'loadingConfig',
  on: {
    'app.routeChanged': {
      description: 'The user moved to another page: tab toggles and usage tracking are told.',
      actions: ['rememberPath', 'forwardRoute'],
    },
    'app.addressChanged': {
      description: 'The address on screen changed (its query too): kept for the main frame.',
      actions: 'rememberAddress',
    },
    'app.childEmitted': {
      description: 'A child announced something for the portal (navigate, language changed, ...): passed on.',
      actions: 'relayChildEvent',
    },
    ...PAGE_DATA_TRANSITIONS,
  },
  states: {
    loadingConfig: {
      description: 'Loading the portal configuration (/config.json).',
      tags: 'busy',
      entry: 'clearErrorMessage',
      invoke: {
        id: 'loadConfig',
        src: 'loadConfig',
        onDone: [
          {
            // Logged and start-up aborted; no base URL is stored.
            guard: { type: 'hasConfigProblem', params: ({ event }) => event.output },
            target: 'failed',
            description: 'The configuration is incomplete: start-up stops with the reason.',
            actions: [
              { type: 'storeErrorMessage', params: (args) => ({ message: problemOf(args) }) },
              { type: 'logError', params: (args) => ({ message: problemOf(args) }) },
            ],
          },
          {
            target: 'restoring',
            description: "The configuration is complete: the user's saved choices are read next.",
            actions: { type: 'storeConfig', params: ({ event }) => ({ config: event.output }) },
          },
        ],
        onError: [
          {
            guard: { type: 'isStartupRedirect', params: eventError },
            target: 'redirecting',
            description: 'A start-up step asked to send the browser elsewhere.',
            actions: { type: 'rememberRedirect', params: redirectOf },
          },
          {
            target: 'failed',
            description:
              '/config.json could not be loaded: start-up stops and shows the reason with a retry.',
            actions: [
              {
                type: 'storeErrorMessage',
                params: ({ event }) => ({
                  message: `Loading the configuration failed: ${errorMessageOf(event.error)}`,
                }),
              },
              {
                type: 'logError',
                params: ({ event }) => ({ message: 'Loading /config.json failed.', error: event.error }),
              },
            ],
          },
        ],
      },
    },
    restoring: {
      description:
        "Reading the user's saved choices (filter, language, environment, toggles) from the browser.",
      tags: 'busy',
      invoke: {
        id: 'restorePersistedSlices',
        src: 'restorePersistedSlices',
        input: { ids: PERSISTENT_IDS },
        onDone: {
          target: 'running',
          description: 'The saved choices are back: the child machines start with them.',
          actions: { type: 'spawnChildren', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'isStartupRedirect', params: eventError },
            target: 'redirecting',
            description:
              'While the saved choices were read, a start-up step asked to send the browser elsewhere.',
            actions: { type: 'rememberRedirect', params: redirectOf },
          },
          {
            // Storage that does not work costs the restored choices, not the portal (our choice).
            target: 'running',
            description: 'The browser storage failed: the child machines start without saved choices.',
            actions: [
              {
                type: 'logError',
                params: ({ event }) => ({ message: 'Restoring saved state failed.', error: event.error }),
              },
              { type: 'spawnChildren', params: {} },
            ],
          },
        ],
      },
    },
    running: {
      description: 'The portal is running; the child machines do the work.',
      tags: 'ready',
      entry: 'followAddressInFrame',
      on: {
        'app.addressChanged': {
          description:
            'The address on screen changed: the first page of the main layout starts saved views and My facility, which then follow every address.',
          actions: ['rememberAddress', 'followAddressInFrame'],
        },
      },
    },
    redirecting: {
      description: 'The browser is being sent to another address.',
      tags: 'busy',
      entry: 'requestRedirect',
    },
    failed: {
      description: 'Start-up failed: the reason is shown with a retry.',
      tags: 'error',
      on: { 'app.retry': { target: 'loadingConfig', description: 'The user asked to try again.' } },
    },
  },
});
