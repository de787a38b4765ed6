import { assign, enqueueActions, setup } from 'xstate';
import type { FilterEvent } from '../filter/filter.types';
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
     * After the selection may have changed: tell the root which environment is selected, and
     * when the id differs from `previousId`, reset the filter and the tab toggles.
     */
    announceSelection: enqueueActions(
      ({ context, enqueue, system }, params: { previousId: string | null }) => {
        enqueue.emit({
          type: 'environment.changed',
          environment: findEnvironment(context, context.selectedId),
        });
        if (context.selectedId === params.previousId) return;
        const resetFilter: FilterEvent = { type: 'filter.resetForEnvironment' };
        const resetToggles: TogglesEvent = { type: 'toggles.environmentChanged' };
        enqueue.sendTo(system.get(SYSTEM_IDS.filter), resetFilter);
        enqueue.sendTo(system.get(SYSTEM_IDS.toggles), resetToggles);
      },
    ),
    /** A user switch: record it and sync the new environment (its list, permissions and data). */
    recordSwitch: enqueueActions(({ context, enqueue, system }) => {
      const switched = findEnvironment(context, context.selectedId);
      const track: UsageEvent = {
        type: 'usage.track',
        event: 'Qap switched environment',
        properties: { environmentId: switched?.id, environmentName: switched?.name },
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
  context: ({ input }) => ({
    environments: [],
    selectedId: input.restored?.selectedId ?? null,
    tenantEnvironment: input.tenantEnvironment ?? null,
  }),
  initial: 'idle',
  on: {
    'environment.refresh': { target: '.loading' },
    'environment.signedOut': { target: '.loadingTenant' },
  },
  states: {
    idle: {},
    loading: {
      tags: ['busy', 'signedIn'],
      invoke: {
        id: 'fetchEnvironments',
        src: 'fetchEnvironments',
        onDone: {
          target: 'ready',
          actions: enqueueActions(({ context, event, enqueue }) => {
            const previousId = context.selectedId;
            enqueue.assign({
              environments: event.output,
              selectedId: chooseSelectedId(event.output, previousId),
            });
            enqueue({ type: 'announceSelection', params: { previousId } });
          }),
        },
        onError: {
          target: 'failed',
          actions: {
            type: 'logError',
            params: ({ event }) => ({ message: 'Loading environments failed.', error: event.error }),
          },
        },
      },
    },
    ready: {
      tags: 'signedIn',
      on: {
        'environment.select': {
          guard: { type: 'canSwitchTo', params: ({ event }) => event.id },
          actions: enqueueActions(({ context, event, enqueue }) => {
            const previousId = context.selectedId;
            enqueue.assign({ selectedId: event.id });
            enqueue({ type: 'announceSelection', params: { previousId } });
            enqueue('recordSwitch');
          }),
        },
      },
    },
    failed: { tags: ['error', 'signedIn'] },
    loadingTenant: {
      tags: 'busy',
      invoke: {
        id: 'fetchTenantEnvironment',
        src: 'fetchTenantEnvironment',
        onDone: {
          target: 'anonymous',
          actions: assign({ tenantEnvironment: ({ event }) => event.output }),
        },
        onError: {
          target: 'anonymous',
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
    anonymous: {},
  },
});
