/**
 * oidc-client-ts and the portal's sign-in effects, loaded on first need: a stored user to
 * restore, a sign-in, the /oauth return or a renewal. The anonymous public page never loads them.
 */
export const loadAuth = () => import('../../services/auth');

/**
 * Parallel start: a browser holding a signed-in user needs the library at once (to
 * restore the session), so its download starts at boot, beside config.json.
 */
export function preloadAuthIfSignedIn(storage: Pick<Storage, 'length' | 'key'> | undefined): void {
  if (!storage) return; // site data blocked: nobody is signed in
  try {
    for (let index = 0; index < storage.length; index += 1) {
      if (storage.key(index)?.startsWith('oidc.user:')) {
        loadAuth().catch(() => undefined); // a failure shows when the session is restored
        return;
      }
    }
  } catch {
    // storage blocked: nobody is signed in
  }
}
