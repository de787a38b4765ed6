import type { AppContext } from '../../../machines/app/app.types';
import type { RuntimeConfig } from '../../../machines/shared/domain.types';
import { awaitingAnswerOf, type OracleView, type StartedChild, type StateOracles } from '../oracle';

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
const inputOf = (startedNow: readonly StartedChild[], id: string) =>
  startedNow.find((child) => child.id === id)?.input as Record<string, unknown> | undefined;
/** The step that starts the children: the saved choices came back, or the storage failed. */
const startsChildren = ({ event }: OracleView<AppContext>) =>
  event.type === 'xstate.done.actor.restorePersistedSlices' ||
  (event.type === 'xstate.error.actor.restorePersistedSlices' &&
    !(event as { error?: { redirectTo?: string } }).error?.redirectTo);

/** Start-up of the portal (spec section 2: configuration, saved choices, then the portal runs). */
export const appOracles: StateOracles<AppContext> = {
  loadingConfig: {
    ...awaitingAnswerOf('loadConfig'),
    'shows the start-up screen': ({ tags }) => tags.has('busy'),
    'shows no old error': ({ context }) => context.errorMessage === null,
  },
  restoring: {
    ...awaitingAnswerOf('restorePersistedSlices'),
    'shows the start-up screen': ({ tags }) => tags.has('busy'),
    'keeps the configuration it loaded': ({ event, context }) =>
      event.type !== 'xstate.done.actor.loadConfig' ||
      context.config === (event as { output?: unknown }).output,
    'has a configuration': ({ context }) => context.config !== null,
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
    'a page change is told to the tab toggles, and a tracked page to usage': ({ event, sentToChildrenNow }) =>
      event.type !== 'app.routeChanged' ||
      (sentToChildrenNow.some(
        (sent) =>
          sent.id === 'toggles' &&
          sent.event.type === 'toggles.routeChanged' &&
          (sent.event as { routeName?: string }).routeName === (event as { routeName?: string }).routeName,
      ) &&
        sentToChildrenNow.some(
          (sent) =>
            sent.id === 'usage' &&
            sent.event.type === 'usage.pageChanged' &&
            Boolean((sent.event as { page?: string }).page),
        )),
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
  },
  redirecting: {
    'is busy leaving': ({ tags }) => tags.has('busy'),
    'knows where to go': ({ context }) => context.redirectTo !== null,
    'sends the browser where the start-up step asked': ({ event, context, emittedNow }) =>
      !event.type.startsWith('xstate.error.actor.') ||
      (context.redirectTo === (event as { error?: { redirectTo?: string } }).error?.redirectTo &&
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
  },
};

/** Facts of every state: the portal follows the address and passes its children's news on. */
for (const facts of Object.values(appOracles)) {
  facts['remembers the address the user is on'] = ({ event, context }) =>
    event.type !== 'app.routeChanged' || context.path === (event as { path?: string }).path;
  facts["passes a child's announcement on to the portal"] = ({ event, emittedNow }) =>
    event.type !== 'app.childEmitted' ||
    emittedNow.includes((event as unknown as { event: { type: string } }).event);
  facts['knows when the list of languages has arrived'] = ({ event, context }) =>
    event.type !== 'app.childEmitted' ||
    (event as unknown as { event: { type: string; languages?: unknown[] } }).event.type !==
      'language.listLoaded' ||
    context.languagesLoaded ===
      (event as unknown as { event: { languages: unknown[] } }).event.languages.length > 0;
}
