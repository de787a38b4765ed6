import type { PermissionsContext } from '../../../machines/permissions/permissions.types';
import { awaitingAnswerOf, logsFailureOf, type StateOracles } from '../oracle';

/**
 * Permissions (spec section 5): pages are shown or refused by the user's permissions;
 * the list of the last sign-in is kept on the device, so an offline start can open pages.
 */
export const permissionsOracles: StateOracles<PermissionsContext> = {
  // Never rests here (an eventless choice at start); where the start leads is checked below.
  starting: {
    'asks the server nothing yet': ({ tags }) => !tags.has('busy'),
    'is passed through at once, never seen at rest': () => false,
  },
  empty: {
    'grants nothing': ({ context }) => context.permissions.length === 0,
  },
  loading: {
    ...awaitingAnswerOf('fetchPermissions'),
    'is busy': ({ tags }) => tags.has('busy'),
    'asks the server for the permissions': ({ startedNow }) =>
      startedNow.some((child) => child.id === 'fetchPermissions'),
  },
  loaded: {
    'is neither busy nor failed': ({ tags }) => !tags.has('busy') && !tags.has('error'),
    // Offline reading: at start only a list kept from the last sign-in is loaded.
    'starts loaded only with the list kept on the device': ({ event, context }) =>
      event.type !== 'xstate.init' || context.permissions.length > 0,
    'grants what the server answered': ({ event, context }) =>
      event.type !== 'xstate.done.actor.fetchPermissions' ||
      context.permissions === (event as { output?: unknown }).output,
  },
  failed: {
    'shows an error': ({ tags }) => tags.has('error'),
    'grants nothing': ({ context }) => context.permissions.length === 0,
  },
};

/** Facts of every state: a failed call is logged with its error, wherever the machine goes next. */
for (const facts of Object.values(permissionsOracles))
  Object.assign(facts, logsFailureOf('fetchPermissions'));
