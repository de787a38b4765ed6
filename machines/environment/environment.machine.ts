import { assign, enqueueActions, setup } from 'xstate';
import type { FilterEvent } from '../filter/filter.types';
import type { Environment } from '../../contract/domain.types';
import { notImplemented } from '../shared/not-implemented';
import { SYSTEM_IDS } from '../shared/system-ids';
import type { SyncEvent } from '../sync/sync.types';
import type { TogglesEvent } from '../toggles/toggles.types';
import type { UsageEvent } from '../usage/usage.types';
import { environmentActors } from './environment.actors';
import { chooseSelectedId, findEnvironment } from './environment.selectors';
import type {
  EnvironmentContext,
  EnvironmentEmitted,
  EnvironmentEvent,
  EnvironmentInput,
  LogErrorParams,
} from './environment.types';

export const environmentMachine = setup({
  // Stryker disable next-line ObjectLiteral: type declarations only, nothing runs them.
  types: {
    context: {} as EnvironmentContext,
    events: {} as EnvironmentEvent,
    input: {} as EnvironmentInput,
    emitted: {} as EnvironmentEmitted,
  },
  actors: environmentActors,
  actions: {
    logError: (_, _params: LogErrorParams) => notImplemented('logError'),
    /**
     * Store the list and the selection, tell the root which environment is selected, and when
     * the selection moved from one environment to another, reset the filter and the tab toggles
     * (the first selection of a sign-in changes no environment: nothing to reset, no filter event).
     */
    selectEnvironment: enqueueActions(
      ({ context, enqueue, system }, params: { environments: Environment[]; selectedId: string | null }) => {
        const next = { ...context, ...params };
        enqueue.assign(params);
        enqueue.emit({ type: 'environment.changed', environment: findEnvironment(next, next.selectedId) });
        if (context.selectedId === null || next.selectedId === context.selectedId) return;
        const resetFilter: FilterEvent = { type: 'filter.resetForEnvironment' };
        const resetToggles: TogglesEvent = { type: 'toggles.environmentChanged' };
        enqueue.sendTo(system.get(SYSTEM_IDS.filter), resetFilter);
        enqueue.sendTo(system.get(SYSTEM_IDS.toggles), resetToggles);
      },
    ),
    /** Offline start: the kept list names the selected environment before any call. */
    announceKeptSelection: enqueueActions(({ context, enqueue }) => {
      const kept = findEnvironment(context, context.selectedId);
      if (kept) enqueue.emit({ type: 'environment.changed', environment: kept });
    }),
    // A signed-out user's environments and choice must not stay on the device: the next user's
    // first calls would go out in an environment that user may not work in (403s).
    forgetEnvironments: assign({ environments: [], selectedId: null }),
    storeTenantEnvironment: assign({
      tenantEnvironment: (_, params: { tenantEnvironment: Environment }) => params.tenantEnvironment,
    }),
    /** A user switch: record it and sync the new environment (its list, permissions and data). */
    recordSwitch: enqueueActions(({ context, enqueue, system }) => {
      // Only after canSwitchTo: the selected environment is in the list.
      const switched = findEnvironment(context, context.selectedId) as Environment;
      const track: UsageEvent = {
        type: 'usage.track',
        event: 'Qap switched environment',
        properties: { environmentId: switched.id, environmentName: switched.name },
      };
      const sync: SyncEvent = { type: 'sync.full', signedIn: true };
      enqueue.sendTo(system.get(SYSTEM_IDS.usage), track);
      enqueue.sendTo(system.get(SYSTEM_IDS.sync), sync);
    }),
  },
  guards: {
    /** Switching needs a different environment that exists in the list. */
    canSwitchTo: ({ context }, id: string) =>
      id !== context.selectedId && context.environments.some((environment) => environment.id === id),
  },
}).createMachine({
  id: 'environment',
  description:
    'The tenant environment the user works in: the list of environments, the selected one and the signed-out theme.',
  context: ({ input }) => ({
    environments: input.restored?.environments ?? [],
    selectedId: input.restored?.selectedId ?? null,
    tenantEnvironment: input.tenantEnvironment ?? null,
  }),
  initial: 'idle',
  on: {
    'environment.refresh': { target: '.loading', description: 'Signed in: load the list of environments.' },
    'environment.signedOut': {
      target: '.loadingTenant',
      actions: 'forgetEnvironments',
      description: 'Signed out: load the tenant environment for the signed-out theme.',
    },
  },
  states: {
    idle: {
      description:
        'Waiting to learn whether the user is signed in; a list kept from the last sign-in selects at once (offline start).',
      entry: 'announceKeptSelection',
    },
    loading: {
      description: "Asking the server for the environments of the user's tenant.",
      tags: ['busy', 'signedIn'],
      invoke: {
        id: 'fetchEnvironments',
        src: 'fetchEnvironments',
        onDone: {
          target: 'ready',
          description:
            "The list arrived: this sign-in's selection (kept over a reload) stays when it is in the list, else the first.",
          actions: {
            type: 'selectEnvironment',
            params: ({ context, event }) => ({
              environments: event.output,
              selectedId: chooseSelectedId(event.output, context.selectedId),
            }),
          },
        },
        onError: {
          target: 'failed',
          description:
            'The list could not be loaded: logged; a list kept from the last sign-in, if any, stays.',
          actions: {
            type: 'logError',
            params: ({ event }) => ({ message: 'Loading environments failed.', error: event.error }),
          },
        },
      },
    },
    ready: {
      description: 'An environment is selected; the user can switch to another one.',
      tags: 'signedIn',
      on: {
        'environment.select': {
          guard: { type: 'canSwitchTo', params: ({ event }) => event.id },
          description: 'The user switched environment: filter and tabs reset, the data syncs again.',
          actions: [
            {
              type: 'selectEnvironment',
              params: ({ context, event }) => ({ environments: context.environments, selectedId: event.id }),
            },
            'recordSwitch',
          ],
        },
      },
    },
    failed: { description: 'The list of environments could not be loaded.', tags: ['error', 'signedIn'] },
    loadingTenant: {
      description: 'Signed out: asking for the tenant environment (its colours and logo).',
      tags: 'busy',
      invoke: {
        id: 'fetchTenantEnvironment',
        src: 'fetchTenantEnvironment',
        onDone: {
          target: 'anonymous',
          description: 'The tenant environment arrived: the signed-out portal takes its colours and logo.',
          actions: {
            type: 'storeTenantEnvironment',
            params: ({ event }) => ({ tenantEnvironment: event.output }),
          },
        },
        onError: {
          target: 'anonymous',
          description:
            'The tenant environment could not be loaded: logged; the signed-out portal keeps the tenant theme it already has (configured or loaded before).',
          actions: {
            type: 'logError',
            params: ({ event }) => ({
              message: 'Loading the tenant environment failed.',
              error: event.error,
            }),
          },
        },
      },
    },
    anonymous: { description: "Signed out: the portal wears the tenant environment's theme." },
  },
});
