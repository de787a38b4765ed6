import type { EventObject } from 'xstate';
import type { SessionContext } from '../../../machines/session/session.types';
import type { QapUser } from '../../../machines/shared/domain.types';
import { awaitingAnswerOf, logsFailureOf, type StateOracles } from '../oracle';

/**
 * Session states as the spec describes them (sections 2 and 5): who is signed in, what the UI
 * is told by tags, and what the other actors hear on a change of signed-in state.
 */
const userOf = (event: EventObject) =>
  (event as { user?: QapUser }).user ??
  (event as { output?: QapUser | { user?: QapUser } | null }).output ??
  null;
/** The user a step handed over: the identity library's, a stored or renewed one, or a completed sign-in's. */
const handedUser = (event: EventObject): QapUser | null => {
  const user = userOf(event);
  return user && 'user' in user ? ((user as { user?: QapUser }).user ?? null) : (user as QapUser | null);
};
const carriesUser = (event: EventObject) =>
  event.type === 'session.userLoaded' ||
  (event.type.startsWith('xstate.done.actor.') && event.type !== 'xstate.done.actor.signOutRedirect');

export const sessionOracles: StateOracles<SessionContext> = {
  loadingStoredUser: {
    ...awaitingAnswerOf('loadStoredUser'),
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
    'holds the user that was handed over': ({ event, context }) =>
      !carriesUser(event) || context.user === handedUser(event),
    'on signing in, tells sync (full sync), usage (who) and filter (what kind of user)': ({
      before,
      context,
      sentNow,
    }) =>
      before.announcedSignedIn === true ||
      (sentNow('sync', 'sync.full').some((e) => (e as { signedIn?: boolean }).signedIn === true) &&
        sentNow('usage', 'usage.signedIn').some(
          (e) => (e as { identity?: { userId?: string } }).identity?.userId === context.user?.sub,
        ) &&
        sentNow('filter', 'filter.userChanged').some(
          (e) =>
            (e as { isFacilityUser?: boolean }).isFacilityUser ===
            (context.user?.user_type === 'FacilityUser'),
        )),
    'after the sign-in page, goes back where the user started': ({ event, emittedNow }) =>
      event.type !== 'xstate.done.actor.completeSignIn' ||
      emittedNow.some(
        (e) =>
          e.type === 'navigate' &&
          (e as { path?: string }).path === (event as { output?: { returnTo?: string } }).output?.returnTo,
      ),
  },
  renewing: {
    ...awaitingAnswerOf('renewSilently'),
    'shows a busy screen': ({ tags }) => tags.has('busy'),
    'has retried the renewal at most once': ({ context }) => context.renewRetries <= 1,
  },
  waitingToRetryRenewal: {
    'shows a busy screen': ({ tags }) => tags.has('busy'),
    'has retried the renewal at most once (one retry after 5 s)': ({ context }) => context.renewRetries <= 1,
  },
  signingOut: {
    'a renewal that failed, or timed out twice, is logged': ({ event, effectsNow }) =>
      (event.type !== 'xstate.error.actor.renewSilently' && !event.type.startsWith('xstate.after.')) ||
      effectsNow.some(
        (effect) =>
          effect.name === 'logError' &&
          Boolean((effect.params as { message?: string }).message) &&
          (event.type.startsWith('xstate.after.') ||
            (effect.params as { error?: unknown }).error === (event as { error?: unknown }).error),
      ),
    ...awaitingAnswerOf('signOutRedirect'),
    'shows a busy screen': ({ tags }) => tags.has('busy'),
    'has cleared the user': ({ context }) => context.user === null,
    'has told the others the user is signed out': ({ context }) => context.announcedSignedIn === false,
    'on signing out, tells sync and usage': ({ before, sentNow }) =>
      before.announcedSignedIn !== true ||
      (sentNow('sync', 'sync.full').some((e) => (e as { signedIn?: boolean }).signedIn === false) &&
        sentNow('usage', 'usage.signedOut').length === 1),
  },
  redirectingToSignIn: {
    // Spec section 6: the configured login hint's user id goes to the provider as login_hint.
    'sends the browser to sign in with the login hint': ({ context, startedNow }) =>
      startedNow.length === 0 ||
      startedNow.some(
        (child) =>
          child.id === 'signInRedirect' &&
          (child.input as { login_hint?: string }).login_hint === context.loginHint?.userId,
      ),
    ...awaitingAnswerOf('signInRedirect'),
    'shows a busy screen': ({ tags }) => tags.has('busy'),
    'is not tagged signedIn': ({ tags }) => !tags.has('signedIn'),
  },
  completingSignIn: {
    ...awaitingAnswerOf('completeSignIn'),
    'shows a busy screen': ({ tags }) => tags.has('busy'),
    "completes the sign-in with the provider's answer (the address it came back to)": ({
      event,
      startedNow,
    }) =>
      event.type !== 'session.completeSignIn' ||
      startedNow.some(
        (child) =>
          child.id === 'completeSignIn' &&
          (child.input as { url?: string }).url === (event as { url?: string }).url,
      ),
    'shows no old sign-in error': ({ context }) => context.errorMessage === null,
  },
  signInFailed: {
    'is tagged error': ({ tags }) => tags.has('error'),
    'says why the sign-in failed': ({ event, context }) =>
      Boolean(context.errorMessage) &&
      (!event.type.startsWith('xstate.error.actor.') ||
        Boolean(context.errorMessage?.includes((event as { error?: Error }).error?.message ?? ''))),
    'offers a retry': ({ can }) => can({ type: 'session.retry' }),
    'is not tagged signedIn': ({ tags }) => !tags.has('signedIn'),
  },
};

/** Facts of every state: a failed call is logged with its error, wherever the machine goes next. */
for (const facts of Object.values(sessionOracles))
  Object.assign(
    facts,
    logsFailureOf('loadStoredUser'),
    logsFailureOf('completeSignIn'),
    logsFailureOf('signOutRedirect'),
  );
