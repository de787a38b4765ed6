import { UserManager } from 'oidc-client-ts';
import type { LoginHint, QapUser } from '../../../machines/shared/domain.types';
import { toAuthError } from './auth-errors';
import { loginHintSigninArgs } from './login-hint';
import { type UserManagerOptions, userManagerSettings } from './oidc-settings';
import { toQapUser } from './qap-user';

export function createUserManager(options: UserManagerOptions): UserManager {
  return new UserManager(userManagerSettings(options));
}

/**
 * The stored user as it is, even if expired or without an access token: the session machine
 * decides whether to try a silent renewal.
 */
export async function loadStoredUser(userManager: UserManager): Promise<QapUser | null> {
  const user = await userManager.getUser();
  return user ? toQapUser(user) : null;
}

/** Leaves the page for the identity provider's login (code flow with PKCE). */
export async function signInRedirect(userManager: UserManager, loginHint?: LoginHint): Promise<void> {
  await userManager.signinRedirect(loginHintSigninArgs(loginHint));
}

/** Completes sign-in on /oauth. Library failures reject as AuthError with a kind. */
export async function completeSignIn(
  userManager: UserManager,
  url: string = window.location.href,
): Promise<QapUser> {
  try {
    return toQapUser(await userManager.signinRedirectCallback(url));
  } catch (error) {
    throw toAuthError(error);
  }
}

/** Silent renewal (refresh token or hidden iframe). Failures reject as AuthError. */
export async function signinSilent(userManager: UserManager): Promise<QapUser | null> {
  try {
    const user = await userManager.signinSilent();
    return user ? toQapUser(user) : null;
  } catch (error) {
    throw toAuthError(error);
  }
}

/** Leaves the page for the identity provider's end-session endpoint; it returns to the site root. */
export async function signOutRedirect(userManager: UserManager): Promise<void> {
  await userManager.signoutRedirect();
}

/** Clears the stored user from local storage (fires userUnloaded). */
export async function removeUser(userManager: UserManager): Promise<void> {
  await userManager.removeUser();
}
