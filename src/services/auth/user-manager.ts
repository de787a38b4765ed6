import type { UserManager } from 'oidc-client-ts';
import type { CompleteSignInOutput, SignInRequest } from '../../../machines/session/session.types';
import type { QapUser } from '../../../contract/domain.types';
import { AuthError, toAuthError } from './auth-errors';
import { type UserManagerOptions, userManagerSettings } from './oidc-settings';
import { toQapUser } from './qap-user';
import { type BegunSignOut, TabSafeUserManager } from './tab-safe-user-manager';

/** Sign-in keeps its state and the user in local storage (spec); a browser blocking it cannot sign in. */
export const STORAGE_BLOCKED_MESSAGE =
  'This browser blocks site storage, which signing in needs. Allow cookies and site data for this site, then try again.';

function usableLocalStorage(): Storage {
  try {
    const storage = window.localStorage;
    storage.setItem('qap-storage-probe', '1');
    storage.removeItem('qap-storage-probe');
    return storage;
  } catch (cause) {
    throw new AuthError('storageBlocked', STORAGE_BLOCKED_MESSAGE, { cause });
  }
}

export function createUserManager(options: UserManagerOptions): TabSafeUserManager {
  const storage = usableLocalStorage();
  const settings = userManagerSettings(options, storage);
  const manager = new TabSafeUserManager(settings, undefined, undefined, storage);
  // A failed discovery shows in the first step that needs it; sign-out then revokes the library's way.
  manager.learnRevocationEndpoint().catch(() => undefined);
  return manager;
}

/**
 * The stored user as it is, even if expired or without an access token: the session machine
 * decides whether to try a silent renewal.
 */
export async function loadStoredUser(userManager: UserManager): Promise<QapUser | null> {
  const user = await userManager.getUser();
  return user ? toQapUser(user) : null;
}

/** What the sign-in round trip carries in its state, to come back to the page that asked. */
interface SignInState {
  returnTo?: string;
}

/**
 * Leaves the page for the identity provider's login (code flow with PKCE). The request is the
 * session machine's (login hint already mapped); returnTo comes back from completeSignIn;
 * uiLocales (the portal's language) lets the provider's pages speak it too.
 */
export async function signInRedirect(
  userManager: UserManager,
  request: SignInRequest,
  returnTo?: string,
  uiLocales?: string,
): Promise<void> {
  const state: SignInState = { returnTo };
  await userManager.signinRedirect({ ...request, ...(uiLocales && { ui_locales: uiLocales }), state });
}

/** Completes sign-in on /oauth. Library failures reject as AuthError with a kind. */
export async function completeSignIn(
  userManager: UserManager,
  url: string = window.location.href,
): Promise<CompleteSignInOutput> {
  try {
    const user = await userManager.signinRedirectCallback(url);
    const { returnTo } = (user.state ?? {}) as SignInState;
    return { user: toQapUser(user), returnTo };
  } catch (error) {
    throw toAuthError(error);
  }
}

/** Silent renewal (refresh token or hidden iframe). Failures, and an empty answer, reject as AuthError. */
export async function signinSilent(userManager: UserManager): Promise<QapUser> {
  let user: Awaited<ReturnType<UserManager['signinSilent']>>;
  try {
    user = await userManager.signinSilent();
  } catch (error) {
    throw toAuthError(error);
  }
  if (!user) throw new AuthError('unknown', 'Silent renewal returned no user.');
  return toQapUser(user);
}

/**
 * Signs out: the refresh token revoked and the stored user removed first (`begun`, started by the
 * caller as early as it can; TabSafeUserManager.beginSignOut), then the browser leaves for the
 * identity provider's end-session endpoint, which returns to the site root; uiLocales as for
 * sign-in. Without `begun` the library revokes and removes the user itself before leaving.
 */
export async function signOutRedirect(
  userManager: UserManager,
  uiLocales?: string,
  begun?: BegunSignOut,
): Promise<void> {
  await begun?.revoked;
  await userManager.signoutRedirect({
    ...(begun?.idToken && { id_token_hint: begun.idToken }),
    ...(uiLocales && { extraQueryParams: { ui_locales: uiLocales } }),
  });
}

/** Clears the stored user from local storage (fires userUnloaded). */
export async function removeUser(userManager: UserManager): Promise<void> {
  await userManager.removeUser();
}
