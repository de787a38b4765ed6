import { assign, setup } from 'xstate';
import { notImplemented } from '../shared/not-implemented';
import { permissionsActors } from './permissions.actors';
import type { LogErrorParams, PermissionsContext, PermissionsEvent } from './permissions.types';

export const permissionsMachine = setup({
  types: { context: {} as PermissionsContext, events: {} as PermissionsEvent },
  actors: permissionsActors,
  actions: {
    logError: (_, _params: LogErrorParams) => notImplemented('logError'),
  },
  guards: {
    isOnline: () => notImplemented('isOnline'),
  },
}).createMachine({
  id: 'permissions',
  context: { permissions: [] },
  initial: 'empty',
  on: {
    // Refreshed only when online; offline the current list stays.
    'permissions.refresh': { guard: 'isOnline', target: '.loading' },
    'permissions.clear': { target: '.empty', actions: assign({ permissions: [] }) },
  },
  states: {
    empty: {},
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchPermissions',
        src: 'fetchPermissions',
        onDone: { target: 'loaded', actions: assign({ permissions: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: [
            assign({ permissions: [] }),
            {
              type: 'logError',
              params: ({ event }) => ({ message: 'Loading permissions failed.', error: event.error }),
            },
          ],
        },
      },
    },
    loaded: {},
    failed: { tags: 'error' },
  },
});
