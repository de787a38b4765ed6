import { assign, setup } from 'xstate';
import type { Permission } from '../../contract/domain.types';
import { notImplemented } from '../shared/not-implemented';
import { permissionsActors } from './permissions.actors';
import type {
  LogErrorParams,
  PermissionsContext,
  PermissionsEvent,
  PermissionsInput,
} from './permissions.types';

export const permissionsMachine = setup({
  // Stryker disable next-line ObjectLiteral: type declarations only, nothing runs them.
  types: {
    context: {} as PermissionsContext,
    events: {} as PermissionsEvent,
    input: {} as PermissionsInput | undefined,
  },
  actors: permissionsActors,
  actions: {
    logError: (_, _params: LogErrorParams) => notImplemented('logError'),
    storePermissions: assign({
      permissions: (_, params: { permissions: Permission[] }) => params.permissions,
    }),
    forgetPermissions: assign({ permissions: [] }),
  },
  guards: {
    isOnline: () => notImplemented('isOnline'),
    hasRestoredPermissions: ({ context }) => context.permissions.length > 0,
  },
}).createMachine({
  id: 'permissions',
  description: "The signed-in user's permissions, which decide the pages they may open.",
  context: ({ input }) => ({ permissions: input?.restored?.permissions ?? [] }),
  initial: 'starting',
  on: {
    // Refreshed only when online; offline the current list stays.
    'permissions.refresh': {
      guard: 'isOnline',
      target: '.loading',
      description: 'Signed in (or the environment changed): fetch the permissions again.',
    },
    'permissions.clear': {
      target: '.empty',
      description: 'Signed out: the user has no permissions.',
      actions: 'forgetPermissions',
    },
  },
  states: {
    starting: {
      description: 'Starting: a list kept on the device from the last sign-in is used until a refresh.',
      always: [
        {
          guard: 'hasRestoredPermissions',
          target: 'loaded',
          description: 'A list kept from the last sign-in: pages are shown or refused by it until a refresh.',
        },
        { target: 'empty', description: 'Nothing kept on the device: no permissions until the list loads.' },
      ],
    },
    empty: { description: 'No permissions: signed out, or not loaded yet.' },
    loading: {
      description: "Asking the server for the user's permissions.",
      tags: 'busy',
      invoke: {
        id: 'fetchPermissions',
        src: 'fetchPermissions',
        onDone: {
          target: 'loaded',
          description: 'The permissions arrived: pages are shown or refused by them.',
          actions: { type: 'storePermissions', params: ({ event }) => ({ permissions: event.output }) },
        },
        onError: {
          target: 'failed',
          description: 'Loading failed: the user has no permissions until the next refresh.',
          actions: [
            'forgetPermissions',
            {
              type: 'logError',
              params: ({ event }) => ({ message: 'Loading permissions failed.', error: event.error }),
            },
          ],
        },
      },
    },
    loaded: { description: 'The permissions are known; pages are shown or refused by them.' },
    failed: { description: 'The permissions could not be loaded.', tags: 'error' },
  },
});
