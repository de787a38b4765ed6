import type { SessionContext } from '../../../machines/session/session.types';
import type { StateOracles } from '../oracle';

/**
 * Session states as the spec describes them (sections 2 and 5): who is signed in, what the UI
 * is told by tags, and what the other actors hear on a change of signed-in state.
 */
export const sessionOracles: StateOracles<SessionContext> = {
  loadingStoredUser: {
    'shows a busy screen': ({ tags }) => tags.has('busy'),
    'has no user yet': ({ context }) => context.user === null,
  },
  signedOut: {
    'holds no user': ({ context }) => context.user === null,
    'is not tagged signedIn': ({ tags }) => !tags.has('signedIn'),
    'has told the others the user is signed out': ({ context }) => context.announcedSignedIn === false,
    'on signing out, tells sync and usage': ({ before, sentNow }) =>
      before.announcedSignedIn !== true ||
      (sentNow('sync', 'sync.full').length === 1 && sentNow('usage', 'usage.signedOut').length === 1),
  },
  signedIn: {
    'is tagged signedIn': ({ tags }) => tags.has('signedIn'),
    'holds a user with an access token': ({ context }) => Boolean(context.user?.accessToken),
    'has told the others the user is signed in': ({ context }) => context.announcedSignedIn === true,
    'shows no sign-in error': ({ context }) => context.errorMessage === null,
    'after a successful renewal, no retry is pending': ({ event, context }) =>
      event.type !== 'xstate.done.actor.renewSilently' || context.renewRetries === 0,
    'on signing in, tells sync (full sync), usage and filter': ({ before, sentNow }) =>
      before.announcedSignedIn === true ||
      (sentNow('sync', 'sync.full').length === 1 &&
        sentNow('usage', 'usage.signedIn').length === 1 &&
        sentNow('filter', 'filter.userChanged').length === 1),
    'after the sign-in page, goes back where the user started': ({ event, emittedNow }) =>
      event.type !== 'xstate.done.actor.completeSignIn' || emittedNow.some((e) => e.type === 'navigate'),
  },
  renewing: {
    'shows a busy screen': ({ tags }) => tags.has('busy'),
    'has retried the renewal at most once': ({ context }) => context.renewRetries <= 1,
  },
  waitingToRetryRenewal: {
    'shows a busy screen': ({ tags }) => tags.has('busy'),
    'has retried the renewal at most once (one retry after 5 s)': ({ context }) => context.renewRetries <= 1,
  },
  signingOut: {
    'shows a busy screen': ({ tags }) => tags.has('busy'),
    'has cleared the user': ({ context }) => context.user === null,
    'has told the others the user is signed out': ({ context }) => context.announcedSignedIn === false,
    'on signing out, tells sync and usage': ({ before, sentNow }) =>
      before.announcedSignedIn !== true ||
      (sentNow('sync', 'sync.full').length === 1 && sentNow('usage', 'usage.signedOut').length === 1),
  },
  redirectingToSignIn: {
    'shows a busy screen': ({ tags }) => tags.has('busy'),
    'is not tagged signedIn': ({ tags }) => !tags.has('signedIn'),
  },
  completingSignIn: {
    'shows a busy screen': ({ tags }) => tags.has('busy'),
    'shows no old sign-in error': ({ context }) => context.errorMessage === null,
  },
  signInFailed: {
    'is tagged error': ({ tags }) => tags.has('error'),
    'says why the sign-in failed': ({ context }) => Boolean(context.errorMessage),
    'offers a retry': ({ can }) => can({ type: 'session.retry' }),
    'is not tagged signedIn': ({ tags }) => !tags.has('signedIn'),
  },
};
