import type { EventObject } from 'xstate';
import type { AppContext } from '../../../machines/app/app.types';
import type { RuntimeConfig } from '../../../contract/domain.types';
import {
  awaitingAnswerOf,
  type Facts,
  type OracleView,
  type StartedChild,
  type StateOracles,
} from '../oracle';

const CHILDREN = [
  'session',
  'environment',
  'language',
  'permissions',
  'sync',
  'filter',
  'filterOptions',
  'toggles',
  'usage',
] as const;
/** Spec section 2: the page name usage tracking records for each route; a route not listed is not tracked. */
const TRACKED_PAGE: Record<string, string> = {
  Index: 'Home',
  Home: 'Home',
  FacilityDetail: 'Facility',
  MomCare: 'MomCare',
  Network: 'Network',
  Benchmarking: 'Benchmarking',
  FacilityNumbers: 'Facility Numbers',
  YearlyPerformance: 'Yearly Performance',
};
const inputOf = (startedNow: readonly StartedChild[], id: string) =>
  startedNow.find((child) => child.id === id)?.input as Record<string, unknown> | undefined;
const redirectOf = (event: EventObject) => (event as { error?: { redirectTo?: string } }).error?.redirectTo;
/** A start-up step failed (not one that asked for a redirect, which is followed: spec section 8). */
const failedStep = (event: EventObject, invokeId: string) =>
  event.type === `xstate.error.actor.${invokeId}` && redirectOf(event) === undefined;
/** The step that starts the children: the saved choices came back, or the storage failed. */
const startsChildren = ({ event }: OracleView<AppContext>) =>
  event.type === 'xstate.done.actor.restorePersistedSlices' || failedStep(event, 'restorePersistedSlices');
/** Spec section 2: the pages of the main layout (header, navigation, saved views); sign-in and public pages are not. */
const MAIN_LAYOUT_PAGES = [
  'Index',
  'Home',
  'FacilityDetail',
  'MomCare',
  'Benchmarking',
  'BenchmarkingV2',
  'Network',
  'YearlyPerformance',
  'FacilityNumbers',
  'FacilityList',
  'Statecharts',
];
/** The frame's children that follow the address; the document downloads start with them. */
const ADDRESS_CHILDREN = ['savedViews', 'myFacility'] as const;
const FRAME_CHILDREN = [...ADDRESS_CHILDREN, 'documentDownload'] as const;
const addressOf = (event: EventObject) => event as { routeName?: string; path?: string };
const sentTo = (view: OracleView<AppContext>, id: string, type: string) =>
  view.sentToChildrenNow.filter((sent) => sent.id === id && sent.event.type === type);

/** What a child emitted, when this step passes a child's announcement on. */
const childEvent = (event: EventObject) =>
  event.type === 'app.childEmitted'
    ? (event as unknown as { event: { type: string; languages?: unknown[]; environment?: unknown } }).event
    : undefined;

/**
 * A fact: the context's `key` holds what a child last announced in an event of `type` (read from
 * it by `read`); any other step leaves it as it was.
 */
const lastAnnounced =
  <TKey extends keyof AppContext>(
    key: TKey,
    type: string,
    read: (emitted: NonNullable<ReturnType<typeof childEvent>>) => unknown,
  ) =>
  ({ event, before, context }: OracleView<AppContext>) => {
    const emitted = childEvent(event);
    return context[key] === (emitted?.type === type ? read(emitted) : before[key]);
  };

/** Start-up of the portal (spec section 2: configuration, saved choices, then the portal runs). */
export const appOracles: StateOracles<AppContext> = {
  loadingConfig: {
    ...awaitingAnswerOf('loadConfig'),
    'shows the start-up screen': ({ tags }) => tags.has('busy'),
    'shows no old error': ({ context }) => context.errorMessage === null,
    'starts knowing nothing yet: no configuration, redirect, environment or language list': ({
      event,
      context,
    }) =>
      event.type !== 'xstate.init' ||
      (context.config === null &&
        context.redirectTo === null &&
        context.selectedEnvironment === null &&
        !context.languagesLoaded),
    'takes a failed configuration load': ({ can }) =>
      can({ type: 'xstate.error.actor.loadConfig', error: new Error('Network Error') } as EventObject),
  },
  restoring: {
    ...awaitingAnswerOf('restorePersistedSlices'),
    'shows the start-up screen': ({ tags }) => tags.has('busy'),
    'keeps the configuration it loaded': ({ event, context }) =>
      event.type !== 'xstate.done.actor.loadConfig' ||
      context.config === (event as { output?: unknown }).output,
    'has a configuration': ({ context }) => context.config !== null,
    // Spec section 4: persistent stores are restored at start; filter values and the language are persisted.
    'asks the browser for the saved choices, the filter and the language among them': ({
      event,
      startedNow,
    }) =>
      event.type !== 'xstate.done.actor.loadConfig' ||
      ['filter', 'language'].every((id) =>
        (inputOf(startedNow, 'restorePersistedSlices')?.ids as string[] | undefined)?.includes(id),
      ),
    'takes a storage that does not work': ({ can }) =>
      can({
        type: 'xstate.error.actor.restorePersistedSlices',
        error: new Error('No available storage method found.'),
      } as EventObject),
  },
  running: {
    'is ready': ({ tags }) => tags.has('ready'),
    'runs one child machine per behaviour, and the forwarder of their events': ({ children }) =>
      [...CHILDREN, 'forwarder'].every((id) => children.includes(id)),
    'each child is started under the system id the others address it by, the forwarder first': (view) =>
      !startsChildren(view) ||
      (view.startedNow[0]?.id === 'forwarder' &&
        JSON.stringify((view.startedNow[0].input as { childIds?: unknown }).childIds) ===
          JSON.stringify(CHILDREN) &&
        CHILDREN.every((id) => view.startedNow.some((child) => child.id === id && child.systemId === id))),
    'a page change is told to the tab toggles': ({ event, sentToChildrenNow }) =>
      event.type !== 'app.routeChanged' ||
      sentToChildrenNow.some(
        (sent) =>
          sent.id === 'toggles' &&
          sent.event.type === 'toggles.routeChanged' &&
          (sent.event as { routeName?: string }).routeName === (event as { routeName?: string }).routeName,
      ),
    'a tracked page is told to usage under its tracked name, any other page is not': ({
      event,
      sentToChildrenNow,
    }) => {
      if (event.type !== 'app.routeChanged') return true;
      const toUsage = sentToChildrenNow.filter(
        (sent) => sent.id === 'usage' && sent.event.type === 'usage.pageChanged',
      );
      const page = TRACKED_PAGE[(event as { routeName?: string }).routeName ?? ''];
      return page === undefined
        ? toUsage.length === 0
        : toUsage.length === 1 && (toUsage[0].event as { page?: string }).page === page;
    },
    'the children start with the configuration': (view) => {
      if (!startsChildren(view)) return true;
      const config = view.context.config as RuntimeConfig;
      return (
        inputOf(view.startedNow, 'session')?.loginHint === config.loginHint &&
        inputOf(view.startedNow, 'environment')?.tenantEnvironment === config.tenantEnvironment &&
        inputOf(view.startedNow, 'language')?.languages === config.languages &&
        inputOf(view.startedNow, 'usage')?.config !== undefined
      );
    },
    'the saved choices are handed to the children that keep them': (view) =>
      view.event.type !== 'xstate.done.actor.restorePersistedSlices' ||
      (['environment', 'language', 'permissions', 'filter', 'toggles'].every(
        (id) =>
          inputOf(view.startedNow, id) !== undefined && 'restored' in (inputOf(view.startedNow, id) ?? {}),
      ) &&
        inputOf(view.startedNow, 'sync') !== undefined),
    'has a configuration': ({ context }) => context.config !== null,
    // The app actor, not a component, owns saved views and My facility; they
    // start with the address the main frame was opened at (the start-page and landing rules).
    'the first page of the main layout starts saved views and My facility with its address, and the document downloads; no other page does':
      (view) => {
        const started = view.startedNow.filter((child) =>
          (FRAME_CHILDREN as readonly string[]).includes(child.id),
        );
        const opening =
          view.before.frameAddress === null && MAIN_LAYOUT_PAGES.includes(view.context.addressRoute ?? '');
        if (!opening) return started.length === 0;
        const startedAs = (id: string) => started.find((child) => child.systemId === id);
        return (
          ADDRESS_CHILDREN.every(
            (id) => (startedAs(id)?.input as { openedAt?: string })?.openedAt === view.context.address,
          ) && startedAs('documentDownload') !== undefined
        );
      },
    'once the main frame is open, saved views and My facility run and are told each new address': (view) => {
      if (view.context.frameAddress === null) return true;
      const told = view.before.frameAddress !== view.context.address;
      return (
        FRAME_CHILDREN.every((id) => view.children.includes(id)) &&
        view.context.frameAddress === view.context.address &&
        (!told ||
          (sentTo(view, 'savedViews', 'savedViews.addressChanged').length === 1 &&
            sentTo(view, 'myFacility', 'myFacility.addressChanged').length === 1))
      );
    },
    'a view shared by link (?view=<id>) in a new address of the main layout is opened in saved views': (
      view,
    ) => {
      const id = /[?&]view=([^&#]+)/.exec(view.context.address)?.[1];
      const newLink =
        view.context.frameAddress !== null &&
        MAIN_LAYOUT_PAGES.includes(view.context.addressRoute ?? '') &&
        id !== undefined &&
        !view.before.frameAddress?.includes(`view=${id}`);
      const opened = sentTo(view, 'savedViews', 'savedViews.open');
      return newLink
        ? opened.length === 1 && (opened[0].event as { id?: string }).id === id
        : opened.length === 0;
    },
  },
  redirecting: {
    'is busy leaving': ({ tags }) => tags.has('busy'),
    'knows where to go': ({ context }) => context.redirectTo !== null,
    'sends the browser where the start-up step asked': ({ event, context, emittedNow }) =>
      !event.type.startsWith('xstate.error.actor.') ||
      (context.redirectTo === redirectOf(event) &&
        emittedNow.some(
          (emitted) =>
            emitted.type === 'redirect' && (emitted as { url?: string }).url === context.redirectTo,
        )),
  },
  failed: {
    'shows the error': ({ tags, context }) => tags.has('error') && Boolean(context.errorMessage),
    'offers a retry': ({ can }) => can({ type: 'app.retry' }),
    'says why the configuration could not be loaded': ({ event, context }) =>
      event.type !== 'xstate.error.actor.loadConfig' ||
      Boolean(context.errorMessage?.includes((event as { error?: Error }).error?.message ?? '')),
    'keeps no configuration that failed': ({ context }) => context.config === null,
    // Spec section 8: "'QES Base URL not set.' when the quality-service base URL is missing: logged".
    'an incomplete configuration is shown and logged with the reason': ({ event, context, effectsNow }) => {
      if (event.type !== 'xstate.done.actor.loadConfig') return true;
      const config = (event as { output?: RuntimeConfig }).output;
      return (
        (Boolean(config?.qesBaseUrl) || context.errorMessage === 'QES Base URL not set.') &&
        effectsNow.some(
          (effect) =>
            effect.name === 'logError' &&
            (effect.params as { message?: string }).message === context.errorMessage,
        )
      );
    },
  },
};

/**
 * Facts of every state: the portal follows the address, passes its children's news on and keeps
 * what the start gate needs (spec section 2); a failed start-up step is logged (section 8).
 */
const everywhere: Facts<AppContext> = {
  'remembers the address the user is on': ({ event, context }) =>
    event.type !== 'app.routeChanged' || context.path === (event as { path?: string }).path,
  'remembers the address on screen, query included, and its page': ({ event, context }) =>
    event.type !== 'app.addressChanged' ||
    (context.address === addressOf(event).path && context.addressRoute === addressOf(event).routeName),
  'the main frame stays closed until the portal runs': ({ context, tags }) =>
    tags.has('ready') || context.frameAddress === null,
  "passes a child's announcement on to the portal": ({ event, emittedNow }) =>
    childEvent(event) === undefined || emittedNow.includes(childEvent(event) as EventObject),
  'follows the address and listens to its children': ({ can }) =>
    can({ type: 'app.routeChanged', routeName: 'Home', path: '/home', params: {} } as EventObject) &&
    can({ type: 'app.childEmitted', event: { type: 'navigate', routeName: 'Index' } } as EventObject),
  'the language list has arrived once the language child announced a list that is not empty': lastAnnounced(
    'languagesLoaded',
    'language.listLoaded',
    (emitted) => (emitted.languages ?? []).length > 0,
  ),
  // The pages' data are the app actor's children, one per component, by its id.
  // (Closing is checked in tests/unit/app/page-data-children.test.ts: children are not in the
  // path key, so no planned path opens a child before it closes one.)
  "a component's page data runs as a child under the component's id, started with its query and params": ({
    event,
    children,
    startedNow,
  }) => {
    if (event.type !== 'pageData.open') return true;
    const { id, key, params } = event as EventObject & { id: string; key: string; params: unknown };
    const started = startedNow.filter((child) => child.id === id);
    return (
      children.includes(id) &&
      started.length <= 1 &&
      started.every((child) => JSON.stringify(child.input) === JSON.stringify({ key, params }))
    );
  },
  'the selected environment is the one the environment child announced last': lastAnnounced(
    'selectedEnvironment',
    'environment.changed',
    (emitted) => emitted.environment,
  ),
};
for (const invokeId of ['loadConfig', 'restorePersistedSlices'])
  everywhere[`a failure of ${invokeId} is logged with its error`] = ({ event, effectsNow }) =>
    !failedStep(event, invokeId) ||
    effectsNow.some(
      (effect) =>
        effect.name === 'logError' &&
        (effect.params as { error?: unknown }).error === (event as { error?: unknown }).error &&
        Boolean((effect.params as { message?: string }).message),
    );
for (const facts of Object.values(appOracles)) Object.assign(facts, everywhere);
