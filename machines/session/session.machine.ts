import { assign, emit, enqueueActions, setup } from 'xstate';
import type { FilterEvent } from '../filter/filter.types';
import type { QapUser } from '../shared/domain.types';
import { notImplemented } from '../shared/not-implemented';
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

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
const outputUser = ({ event }: { event: { output: QapUser | null } }) => event.output;
const eventUser = ({ event }: { event: { user: QapUser } }) => event.user;
const eventError = ({ event }: { event: { error: unknown } }) => event.error;

export const sessionMachine = setup({
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
    canRetryRenewal: ({ context }) => context.renewRetries < 1,
  },
  delays: { silentRenewRetry: SILENT_RENEW_RETRY_MS },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: null,
    loginHint: input.loginHint,
    errorMessage: null,
    renewRetries: 0,
    announcedSignedIn: undefined,
  }),
  initial: 'loadingStoredUser',
  on: {
    'session.unload': { target: '.signedOut', actions: 'clearUser' },
    'session.completeSignIn': { target: '.completingSignIn' },
  },
  states: {
    loadingStoredUser: {
      tags: 'busy',
      invoke: {
        id: 'loadStoredUser',
        src: 'loadStoredUser',
        onDone: [
          {
            guard: { type: 'isUsableUser', params: outputUser },
            target: 'signedIn',
            actions: assign({ user: ({ event }) => event.output }),
          },
          // A stored user without access token, or expired: try a silent renewal.
          {
            guard: { type: 'hasUser', params: outputUser },
            target: 'renewing',
            actions: assign({ user: ({ event }) => event.output }),
          },
          { target: 'signedOut' },
        ],
        onError: {
          target: 'signedOut',
          actions: {
            type: 'logError',
            params: ({ event }) => ({ message: 'Loading the stored user failed.', error: event.error }),
          },
        },
      },
    },
    signedOut: {
      entry: 'announceSignedInState',
      on: {
        'session.signIn': 'redirectingToSignIn',
        'session.userLoaded': [
          {
            guard: { type: 'isUsableUser', params: eventUser },
            target: 'signedIn',
            actions: assign({ user: ({ event }) => event.user }),
          },
          { target: 'renewing', actions: assign({ user: ({ event }) => event.user }) },
        ],
      },
    },
    signedIn: {
      tags: 'signedIn',
      entry: 'announceSignedInState',
      on: {
        'session.accessTokenExpired': 'renewing',
        'session.sessionChanged': 'renewing',
        // The identity library loaded a (renewed) user: keep it when usable, else renew.
        'session.userLoaded': [
          {
            guard: { type: 'isUsableUser', params: eventUser },
            actions: assign({ user: ({ event }) => event.user }),
          },
          { target: 'renewing', actions: assign({ user: ({ event }) => event.user }) },
        ],
        'session.signOut': 'signingOut',
      },
    },
    renewing: {
      tags: 'busy',
      invoke: {
        id: 'renewSilently',
        src: 'renewSilently',
        onDone: {
          target: 'signedIn',
          actions: assign({ user: ({ event }) => event.output, renewRetries: 0 }),
        },
        onError: [
          {
            guard: { type: 'isRenewTimeout', params: eventError },
            target: 'waitingToRetryRenewal',
          },
          {
            target: 'signingOut',
            actions: {
              type: 'logError',
              params: ({ event }) => ({ message: 'Silent token renewal failed.', error: event.error }),
            },
          },
        ],
      },
    },
    waitingToRetryRenewal: {
      tags: 'busy',
      after: {
        silentRenewRetry: [
          {
            guard: 'canRetryRenewal',
            target: 'renewing',
            actions: assign({ renewRetries: ({ context }) => context.renewRetries + 1 }),
          },
          {
            target: 'signingOut',
            actions: { type: 'logError', params: { message: 'Silent token renewal timed out again.' } },
          },
        ],
      },
    },
    /** Clears the user and leaves through the provider's end-session page. */
    signingOut: {
      tags: 'busy',
      entry: [assign({ renewRetries: 0 }), 'clearUser', 'announceSignedInState'],
      invoke: {
        id: 'signOutRedirect',
        src: 'signOutRedirect',
        onDone: 'signedOut',
        onError: {
          target: 'signedOut',
          actions: {
            type: 'logError',
            params: ({ event }) => ({ message: 'Sign-out failed.', error: event.error }),
          },
        },
      },
    },
    redirectingToSignIn: {
      tags: 'busy',
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'signInRedirect',
        src: 'signInRedirect',
        input: ({ context }) => toSignInRequest(context.loginHint),
        onError: {
          target: 'signInFailed',
          actions: assign({ errorMessage: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
    completingSignIn: {
      tags: 'busy',
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'completeSignIn',
        src: 'completeSignIn',
        input: ({ event }) => ({
          url: (event as Extract<SessionEvent, { type: 'session.completeSignIn' }>).url,
        }),
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ user: ({ event }) => event.output.user }),
            emit(({ event }) => ({
              type: 'navigate' as const,
              routeName: 'Index' as const,
              path: event.output.returnTo,
            })),
          ],
        },
        onError: {
          target: 'signInFailed',
          actions: [
            assign({ errorMessage: ({ event }) => errorMessage(event.error) }),
            {
              type: 'logError',
              params: ({ event }) => ({ message: 'Sign-in could not complete.', error: event.error }),
            },
          ],
        },
      },
    },
    /** "Sign-in could not complete" with the reason (state mismatch, ...) and a retry. */
    signInFailed: {
      tags: 'error',
      entry: 'announceSignedInState',
      on: {
        'session.retry': 'redirectingToSignIn',
        'session.signIn': 'redirectingToSignIn',
      },
    },
  },
});
