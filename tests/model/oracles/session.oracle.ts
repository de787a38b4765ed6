import type { EventObject } from 'xstate';
import type { SessionContext } from '../../../machines/session/session.types';
import type { QapUser } from '../../../contract/domain.types';
import { renewedUser, validUser } from '../fixtures/session.fixtures';
import { awaitingAnswerOf, type Facts, logsFailureOf, type OracleView, type StateOracles } from '../oracle';

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
/** Spec section 4: signed in means a user is present and not expired (expiry in seconds). */
const isSignedInPerSpec = (user: QapUser | null) =>
  user !== null && (user.expiresAt === undefined || user.expiresAt * 1000 > Date.now());
/** The effect the state runs while it waits (the invoke id is the effect's name, session.types.ts). */
const runs =
  (invokeId: string) =>
  ({ children }: OracleView<SessionContext>) =>
    children.includes(invokeId);

export const sessionOracles: StateOracles<SessionContext> = {
  loadingStoredUser: {
    ...awaitingAnswerOf('loadStoredUser'),
    'looks for the user kept in the browser': runs('loadStoredUser'),
    'shows a busy screen': ({ tags }) => tags.has('busy'),
    'has no user yet': ({ context }) => context.user === null,
  },
  signedOut: {
    'holds no user': ({ context }) => context.user === null,
    'counts no renewal retry: the next renewal gets its retry again': ({ context }) =>
      context.renewRetries === 0,
    'is not tagged signedIn': ({ tags }) => !tags.has('signedIn'),
    'has told the others the user is signed out': ({ context }) => context.announcedSignedIn === false,
    'on signing out, tells sync and usage': ({ before, sentNow }) =>
      before.announcedSignedIn !== true ||
      (sentNow('sync', 'sync.full').length === 1 && sentNow('usage', 'usage.signedOut').length === 1),
    'offers Sign in': ({ can }) => can({ type: 'session.signIn' }),
    // Spec section 4: renewal also runs on user load; a usable user (another tab) signs in.
    'takes a user the identity library loads (signed in in another tab)': ({ can }) =>
      can({ type: 'session.userLoaded', user: validUser } as EventObject),
    'a user the identity library loads is never ignored: it is signed in or renewed': ({ event }) =>
      event.type !== 'session.userLoaded',
  },
  signedIn: {
    'is tagged signedIn': ({ tags }) => tags.has('signedIn'),
    'holds a user with an access token': ({ context }) => Boolean(context.user?.accessToken),
    'holds a user who is present and not expired': ({ context }) => isSignedInPerSpec(context.user),
    'has told the others the user is signed in': ({ context }) => context.announcedSignedIn === true,
    'shows no sign-in error': ({ context }) => context.errorMessage === null,
    // One retry per renewal (spec section 8): however a renewal cycle ended (renewed, signed in
    // again, dropped), the next renewal that times out gets its retry again.
    'counts no renewal retry: the next renewal gets its retry again': ({ context }) =>
      context.renewRetries === 0,
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
    'offers Sign out': ({ can }) => can({ type: 'session.signOut' }),
    // Spec section 4: renewal also runs on access-token expiry, session change and user load.
    'renews when the access token expires or the session changes': ({ can }) =>
      can({ type: 'session.accessTokenExpired' }) && can({ type: 'session.sessionChanged' }),
    'takes a renewed user the identity library loads': ({ can }) =>
      can({ type: 'session.userLoaded', user: renewedUser } as EventObject),
  },
  renewing: {
    ...awaitingAnswerOf('renewSilently'),
    'renews silently': runs('renewSilently'),
    'shows a busy screen': ({ tags }) => tags.has('busy'),
    'has retried the renewal at most once': ({ context }) => context.renewRetries <= 1,
    'has a user to renew': ({ context }) => context.user !== null,
  },
  waitingToRetryRenewal: {
    'shows a busy screen': ({ tags }) => tags.has('busy'),
    'has retried the renewal at most once (one retry after 5 s)': ({ context }) => context.renewRetries <= 1,
    // Spec section 8: a silent-renew timeout is retried after 5 seconds; a second one signs out.
    'is left once the 5 seconds have passed': ({ event }) => !event.type.startsWith('xstate.after.'),
    // Test 38: a lost connection signs nobody out; back online, the renewal runs at once.
    'keeps the user whose token it will renew': ({ context }) => context.user !== null,
    'renews once the browser is back online': ({ can }) => can({ type: 'session.online' }),
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
    "leaves through the provider's end-session page": runs('signOutRedirect'),
    'is signed out once the end-session page answers': ({ can }) =>
      can({ type: 'xstate.done.actor.signOutRedirect' }),
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
    "goes to the provider's sign-in page": runs('signInRedirect'),
    'shows a busy screen': ({ tags }) => tags.has('busy'),
    'is not tagged signedIn': ({ tags }) => !tags.has('signedIn'),
    'shows no old sign-in error': ({ context }) => context.errorMessage === null,
  },
  completingSignIn: {
    ...awaitingAnswerOf('completeSignIn'),
    "exchanges the provider's answer for tokens": runs('completeSignIn'),
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

/** What the other actors hear (docs/actor-wiring.md): one telling per change, the same to each. */
const announcements: Facts<SessionContext> = {
  'tells the others only on a change of signed-in state': ({ before, sentNow }) => {
    const told = sentNow('sync', 'sync.full');
    return (
      told.length === 0 ||
      (told.length === 1 && (told[0] as { signedIn?: boolean }).signedIn !== before.announcedSignedIn)
    );
  },
  'sync, usage and filter hear the same signed-in state': ({ sentNow }) =>
    sentNow('sync', 'sync.full').every((told) =>
      (told as { signedIn?: boolean }).signedIn
        ? sentNow('usage', 'usage.signedIn').length === 1 && sentNow('usage', 'usage.signedOut').length === 0
        : sentNow('usage', 'usage.signedOut').length === 1 &&
          sentNow('usage', 'usage.signedIn').length === 0 &&
          sentNow('filter', 'filter.userChanged').every(
            (e) => (e as { isFacilityUser?: boolean }).isFacilityUser === false,
          ),
    ),
  'holds the user that was handed over': ({ event, context }) =>
    !carriesUser(event) || context.user === handedUser(event),
};

/** Facts of every state: a failed call is logged with its error, wherever the machine goes next. */
for (const facts of Object.values(sessionOracles))
  Object.assign(
    facts,
    announcements,
    logsFailureOf('loadStoredUser'),
    logsFailureOf('completeSignIn'),
    logsFailureOf('signOutRedirect'),
  );

/** The states the user rests in: the others know whether a user is signed in (spec section 4). */
for (const state of ['signedOut', 'signedIn', 'signingOut', 'signInFailed'])
  sessionOracles[state]['the others have been told whether a user is present and not expired'] = ({
    context,
  }) => context.announcedSignedIn === isSignedInPerSpec(context.user);
