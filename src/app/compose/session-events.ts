import type { UserManager } from 'oidc-client-ts';
import type { AnyActorRef } from 'xstate';
import { followOtherTabs, subscribeUserEvents, userStorageKey } from '../../services/auth';

/**
 * Spec section 4: renewal also runs on access-token expiry, session change and user load, and
 * the user is cleared when the identity library drops it. The library's events become session
 * events, and the other tabs' sign-ins, renewals and sign-outs reach this tab as library events.
 */
export function connectSessionEvents(userManager: UserManager, session: AnyActorRef): () => void {
  const unsubscribe = subscribeUserEvents(userManager, {
    userLoaded: (user) => session.send({ type: 'session.userLoaded', user }),
    accessTokenExpired: () => session.send({ type: 'session.accessTokenExpired' }),
    userSessionChanged: () => session.send({ type: 'session.sessionChanged' }),
    userUnloaded: () => session.send({ type: 'session.unload' }),
  });
  const { authority, client_id } = userManager.settings;
  const stopFollowing = followOtherTabs(userManager, userStorageKey(authority, client_id));
  return () => {
    unsubscribe();
    stopFollowing();
  };
}
