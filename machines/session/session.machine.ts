import { assign, emit, enqueueActions, setup } from 'xstate';
import type { FilterEvent } from '../filter/filter.types';
import type { QapUser } from '../../contract/domain.types';
import { errorMessageOf } from '../shared/error-message';
import { notImplemented } from '../shared/not-implemented';
import { isReturnablePath } from '../../contract/return-path';
import { SYSTEM_IDS } from '../shared/system-ids';
import type { SyncEvent } from '../sync/sync.types';
import type { UsageEvent } from '../usage/usage.types';
import { sessionActors } from './session.actors';
import { isFacilityUser, isUserSignedIn, isUserUsable, toUsageIdentity } from './session.selectors';
import { toSignInRequest } from './session.sign-in-request';
import type {
  LogErrorParams,
  SessionContext,
  SessionEmitted,
  SessionEvent,
  SessionInput,
} from './session.types';

/** Spec section 9: a silent-renew timeout is retried after 5 seconds. */
export const SILENT_RENEW_RETRY_MS = 5000;

const outputUser = ({ event }: { event: { output: QapUser | null } }) => event.output;
const eventUser = ({ event }: { event: { user: QapUser } }) => event.user;
const withOutputUser = ({ event }: { event: { output: QapUser | null } }) => ({ user: event.output });
const withEventUser = ({ event }: { event: { user: QapUser } }) => ({ user: event.user });
const withError = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const eventError = ({ event }: { event: { error: unknown } }) => event.error;

export const sessionMachine = setup({
  // Stryker disable next-line ObjectLiteral: type declarations only, nothing runs them.
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: sessionActors,
  actions: {
    logError: (_, _params: LogErrorParams) => notImplemented('logError'),
    clearUser: assign({ user: null }),
    storeUser: assign({ user: (_, params: { user: QapUser | null }) => params.user }),
    countRenewalRetry: assign({ renewRetries: ({ context }) => context.renewRetries + 1 }),
    resetRenewalRetries: assign({ renewRetries: 0 }),
    clearErrorMessage: assign({ errorMessage: null }),
    storeErrorMessage: assign({
      errorMessage: (_, params: { error: unknown }) => errorMessageOf(params.error),
    }),
    /** After sign-in, back to the page the user started from. */
    // Never back to /oauth itself (its code is spent, completing it again would loop), and never
    // off this origin: anything else goes Home.
    navigateBack: emit((_, params: { returnTo?: string }) => ({
      type: 'navigate' as const,
      routeName: 'Index' as const,
      path: isReturnablePath(params.returnTo) ? params.returnTo : undefined,
    })),
    /** On a change of signed-in state, tell sync, usage and filter (docs/actor-wiring.md). */
    announceSignedInState: enqueueActions(({ context, enqueue, system }) => {
      const signedIn = isUserSignedIn(context.user);
      if (signedIn === context.announcedSignedIn) return;
      enqueue.assign({ announcedSignedIn: signedIn });
      const syncFull: SyncEvent = { type: 'sync.full', signedIn };
      const usage: UsageEvent =
        signedIn && context.user
          ? { type: 'usage.signedIn', identity: toUsageIdentity(context.user) }
          : { type: 'usage.signedOut' };
      const userChanged: FilterEvent = {
        type: 'filter.userChanged',
        isFacilityUser: signedIn && isFacilityUser(context.user),
      };
      enqueue.sendTo(system.get(SYSTEM_IDS.sync), syncFull);
      enqueue.sendTo(system.get(SYSTEM_IDS.usage), usage);
      enqueue.sendTo(system.get(SYSTEM_IDS.filter), userChanged);
    }),
  },
  guards: {
    isUsableUser: (_, user: QapUser | null) => isUserUsable(user),
    hasUser: (_, user: QapUser | null) => user !== null,
    isRenewTimeout: (_, _error: unknown) => notImplemented('isRenewTimeout'),
    /** The renewal failed while the browser is offline (test 38: no sign-out for a lost connection). */
    isOffline: (_, _error: unknown) => notImplemented('isOffline'),
    canRetryRenewal: ({ context }) => context.renewRetries < 1,
  },
  delays: { silentRenewRetry: SILENT_RENEW_RETRY_MS },
}).createMachine({
  id: 'session',
  description:
    'Who is signed in: restores the user, signs in and out through the identity provider and renews the access token.',
  context: ({ input }) => ({
    user: null,
    loginHint: input.loginHint,
    errorMessage: null,
    renewRetries: 0,
    announcedSignedIn: undefined,
  }),
  initial: 'loadingStoredUser',
  on: {
    'session.unload': {
      target: '.signedOut',
      description: 'The identity library dropped the user (signed out elsewhere).',
      actions: 'clearUser',
    },
    'session.completeSignIn': {
      target: '.completingSignIn',
      description: 'The browser came back from the sign-in page (/oauth).',
    },
  },
  states: {
    loadingStoredUser: {
      description: 'Looking for a user saved in the browser from an earlier visit.',
      tags: 'busy',
      invoke: {
        id: 'loadStoredUser',
        src: 'loadStoredUser',
        onDone: [
          {
            guard: { type: 'isUsableUser', params: outputUser },
            target: 'signedIn',
            description: 'A saved user with a valid access token: signed in at once.',
            actions: { type: 'storeUser', params: withOutputUser },
          },
          // A stored user without access token, or expired: try a silent renewal.
          {
            guard: { type: 'hasUser', params: outputUser },
            target: 'renewing',
            description: 'A saved user whose token expired: renew it silently.',
            actions: { type: 'storeUser', params: withOutputUser },
          },
          { target: 'signedOut', description: 'No user saved in the browser: nobody is signed in.' },
        ],
        onError: {
          target: 'signedOut',
          description: 'The saved user could not be read: the error is logged and nobody is signed in.',
          actions: {
            type: 'logError',
            params: ({ event }) => ({ message: 'Loading the stored user failed.', error: event.error }),
          },
        },
      },
    },
    signedOut: {
      description: 'Nobody is signed in; the user can press Sign in.',
      // Each resting state ends a renewal cycle, however it was left (sign-in, unload): the next
      // renewal that times out gets its one retry (section 8).
      entry: ['resetRenewalRetries', 'announceSignedInState'],
      on: {
        'session.signIn': { target: 'redirectingToSignIn', description: 'The user pressed Sign in.' },
        'session.userLoaded': [
          {
            guard: { type: 'isUsableUser', params: eventUser },
            target: 'signedIn',
            description: 'The identity library loaded a user with a valid token (signed in in another tab).',
            actions: { type: 'storeUser', params: withEventUser },
          },
          {
            target: 'renewing',
            description:
              'The identity library loaded a user whose token is missing or expired: renew it silently.',
            actions: { type: 'storeUser', params: withEventUser },
          },
        ],
      },
    },
    signedIn: {
      description: 'A user is signed in with a valid access token.',
      tags: 'signedIn',
      entry: ['resetRenewalRetries', 'announceSignedInState'],
      on: {
        'session.accessTokenExpired': {
          target: 'renewing',
          description: 'The access token expired: renew it silently.',
        },
        'session.sessionChanged': {
          target: 'renewing',
          description: 'The session changed at the identity provider: renew to find out who is signed in.',
        },
        // The identity library loaded a (renewed) user: keep it when usable, else renew.
        'session.userLoaded': [
          {
            guard: { type: 'isUsableUser', params: eventUser },
            description: 'A renewed user with a valid token: the user stays signed in with the new token.',
            actions: { type: 'storeUser', params: withEventUser },
          },
          {
            target: 'renewing',
            description: 'The loaded user has no valid token (missing or expired): renew it silently.',
            actions: { type: 'storeUser', params: withEventUser },
          },
        ],
        'session.signOut': { target: 'signingOut', description: 'The user chose Sign out.' },
      },
    },
    renewing: {
      description: 'Renewing the access token silently, without leaving the page.',
      tags: 'busy',
      invoke: {
        id: 'renewSilently',
        src: 'renewSilently',
        onDone: {
          target: 'signedIn',
          description: 'The token was renewed without leaving the page: the user stays signed in.',
          actions: { type: 'storeUser', params: withOutputUser },
        },
        onError: [
          {
            guard: { type: 'isOffline', params: eventError },
            target: 'waitingToRetryRenewal',
            description:
              'The browser is offline: nobody is signed out for that; the renewal is tried again when the connection is back, or every 5 seconds.',
            actions: 'resetRenewalRetries',
          },
          {
            guard: { type: 'isRenewTimeout', params: eventError },
            target: 'waitingToRetryRenewal',
            description: 'The renewal timed out: wait 5 seconds and try once more.',
          },
          {
            target: 'signingOut',
            description: 'The renewal failed: the user is signed out.',
            actions: {
              type: 'logError',
              params: ({ event }) => ({ message: 'Silent token renewal failed.', error: event.error }),
            },
          },
        ],
      },
    },
    waitingToRetryRenewal: {
      description: 'Waiting 5 seconds before retrying a renewal that timed out or found the browser offline.',
      tags: 'busy',
      on: {
        'session.online': { target: 'renewing', description: 'The browser is back online: renew now.' },
      },
      after: {
        silentRenewRetry: [
          {
            guard: 'canRetryRenewal',
            target: 'renewing',
            description: 'Five seconds passed: the renewal is tried once more.',
            actions: 'countRenewalRetry',
          },
          {
            target: 'signingOut',
            description: 'The retry timed out as well: the user is signed out.',
            actions: { type: 'logError', params: { message: 'Silent token renewal timed out again.' } },
          },
        ],
      },
    },
    signingOut: {
      description:
        "Signing out: the user is cleared and the browser leaves through the provider's end-session page.",
      tags: 'busy',
      entry: ['clearUser', 'announceSignedInState'],
      invoke: {
        id: 'signOutRedirect',
        src: 'signOutRedirect',
        onDone: {
          target: 'signedOut',
          description: "The provider's sign-out page has been asked for: nobody is signed in.",
        },
        onError: {
          target: 'signedOut',
          description:
            "The provider's sign-out page could not be reached: logged; the user is signed out here anyway.",
          actions: {
            type: 'logError',
            params: ({ event }) => ({ message: 'Sign-out failed.', error: event.error }),
          },
        },
      },
    },
    redirectingToSignIn: {
      description: "Sending the browser to the identity provider's sign-in page.",
      tags: 'busy',
      entry: 'clearErrorMessage',
      invoke: {
        id: 'signInRedirect',
        src: 'signInRedirect',
        input: ({ context }) => toSignInRequest(context.loginHint),
        onError: {
          target: 'signInFailed',
          description: 'The sign-in page could not be opened: the user sees the reason with a retry.',
          actions: { type: 'storeErrorMessage', params: withError },
        },
      },
    },
    completingSignIn: {
      description: "Finishing the sign-in with the provider's answer (exchanging the code for tokens).",
      tags: 'busy',
      entry: 'clearErrorMessage',
      invoke: {
        id: 'completeSignIn',
        src: 'completeSignIn',
        input: ({ event }) => ({
          url: (event as Extract<SessionEvent, { type: 'session.completeSignIn' }>).url,
        }),
        onDone: {
          target: 'signedIn',
          description: 'Signed in: back to the page the user started from.',
          actions: [
            { type: 'storeUser', params: ({ event }) => ({ user: event.output.user }) },
            { type: 'navigateBack', params: ({ event }) => ({ returnTo: event.output.returnTo }) },
          ],
        },
        onError: {
          target: 'signInFailed',
          description:
            "The provider's answer was refused (state mismatch, ...): logged; the user sees why, with a retry.",
          actions: [
            { type: 'storeErrorMessage', params: withError },
            {
              type: 'logError',
              params: ({ event }) => ({ message: 'Sign-in could not complete.', error: event.error }),
            },
          ],
        },
      },
    },
    signInFailed: {
      description: '"Sign-in could not complete" with the reason (state mismatch, ...) and a retry.',
      tags: 'error',
      entry: 'announceSignedInState',
      on: {
        'session.retry': { target: 'redirectingToSignIn', description: 'The user asked to try again.' },
        'session.signIn': { target: 'redirectingToSignIn', description: 'The user pressed Sign in.' },
      },
    },
  },
});
