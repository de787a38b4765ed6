/**
 * Session (spec sections 4, 6, 8, 9): the signed-in user, silent renewal, sign-in with the
 * code flow + PKCE, the /oauth callback and sign-out. Effects are promise actors whose invoke
 * ids equal their names, plus the `logError` action and the `isRenewTimeout` and `isOffline` guards.
 */
import type { LoginHint, QapUser } from '../../contract/domain.types';
import type { NavigateRequest } from '../shared/routes';

export interface SessionInput {
  /** config.loginHint, passed to sign-in (spec section 6). */
  loginHint?: LoginHint;
}

export interface SessionContext {
  user: QapUser | null;
  loginHint?: LoginHint;
  /** What went wrong in the last sign-in attempt (shown with a retry), else null. */
  errorMessage: string | null;
  /** Silent-renew timeouts retried so far in this renewal (one retry, after 5 s). */
  renewRetries: number;
  /** Signed-in state last told to the other actors; undefined before the first telling. */
  announcedSignedIn: boolean | undefined;
}

export type SessionEvent =
  | { type: 'session.signIn' }
  | { type: 'session.signOut' }
  | { type: 'session.userLoaded'; user: QapUser }
  | { type: 'session.accessTokenExpired' }
  | { type: 'session.sessionChanged' }
  | { type: 'session.unload' }
  /** The browser is back online (its `online` event). */
  | { type: 'session.online' }
  /** Sent by the /oauth page with the callback address it was opened with. */
  | { type: 'session.completeSignIn'; url: string }
  /** "Try again" after a sign-in that could not complete. */
  | { type: 'session.retry' };

/** The identity provider's sign-in request (oidc-client-ts `signinRedirect` arguments). */
export interface SignInRequest {
  login_hint?: string;
  extraQueryParams: { token?: string; __tenant?: string; tenant_id?: string };
}

/** Output of `completeSignIn`: the user and where to go back to (the page that asked). */
export interface CompleteSignInOutput {
  user: QapUser;
  returnTo?: string;
}

/** Effect actors: input and output of each (invoke id = name). */
export interface SessionEffects {
  /** Read the stored user (browser storage); null when none. */
  loadStoredUser: { input: undefined; output: QapUser | null };
  /** Silent renewal (iframe / refresh token); rejects on failure or timeout. */
  renewSilently: { input: undefined; output: QapUser };
  /** Start the authorization-code + PKCE redirect; the page leaves, so it may never settle. */
  signInRedirect: { input: SignInRequest; output: undefined };
  /** Complete the /oauth callback; rejects with the library's message (state mismatch, ...). */
  completeSignIn: { input: { url: string }; output: CompleteSignInOutput };
  /** Remove the stored user and go to the provider's end-session page (back to the site root). */
  signOutRedirect: { input: undefined; output: undefined };
}

export interface LogErrorParams {
  message: string;
  error?: unknown;
}

export type SessionEmitted = NavigateRequest;
