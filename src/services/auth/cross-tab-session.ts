import type { UserManager } from 'oidc-client-ts';
import { userStorageKey } from './stored-user';

export { userStorageKey };

/**
 * Keeps this tab in step with the portal's other tabs, which share the stored user: a user
 * removed elsewhere (signed out in another tab) unloads it here too, within the storage event's
 * delivery; a user renewed elsewhere is loaded here, so this tab sends the new access token and
 * re-arms its expiry timers instead of spending the rotated refresh token again.
 */
export function followOtherTabs(
  userManager: UserManager,
  storageKey: string,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKey && event.key !== null) return;
    void (async () => {
      const user = await userManager.getUser();
      if (user) await userManager.events.load(user);
      else await userManager.events.unload();
    })();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
