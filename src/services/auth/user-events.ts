import type { UserManager } from 'oidc-client-ts';
import type { QapUser } from '../../../contract/domain.types';
import { type AuthError, toAuthError } from './auth-errors';
import { toQapUser } from './qap-user';

export interface UserEventHandlers {
  userLoaded?: (user: QapUser) => void;
  accessTokenExpired?: () => void;
  userSessionChanged?: () => void;
  silentRenewError?: (error: AuthError) => void;
  userUnloaded?: () => void;
}

/**
 * Bridges the UserManager's events to plain callbacks (the session machine turns them into
 * session.* events). Returns one function that removes every subscription.
 */
export function subscribeUserEvents(userManager: UserManager, handlers: UserEventHandlers): () => void {
  const { events } = userManager;
  const unsubscribers: (() => void)[] = [];
  const { userLoaded, accessTokenExpired, userSessionChanged, silentRenewError, userUnloaded } = handlers;
  if (userLoaded) unsubscribers.push(events.addUserLoaded((user) => userLoaded(toQapUser(user))));
  if (accessTokenExpired) unsubscribers.push(events.addAccessTokenExpired(() => accessTokenExpired()));
  if (userSessionChanged) unsubscribers.push(events.addUserSessionChanged(() => userSessionChanged()));
  if (silentRenewError)
    unsubscribers.push(events.addSilentRenewError((error) => silentRenewError(toAuthError(error))));
  if (userUnloaded) unsubscribers.push(events.addUserUnloaded(() => userUnloaded()));
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe();
  };
}
