/**
 * What the first screen may know about sign-in without loading oidc-client-ts: whether a user is
 * stored at all. A visitor who never signed in never downloads the identity library.
 */

/** Where oidc-client-ts keeps the user: WebStorageStateStore's `oidc.` prefix and the manager's key. */
export function userStorageKey(authority: string, clientId: string): string {
  return `oidc.user:${authority}:${clientId}`;
}

/** True when this browser holds a signed-in user for the portal (valid or not: the library decides). */
export function hasStoredUser(
  storage: Pick<Storage, 'getItem'>,
  authority: string,
  clientId: string,
): boolean {
  try {
    return storage.getItem(userStorageKey(authority, clientId)) !== null;
  } catch {
    return false; // storage blocked: nobody can be signed in (sign-in itself reports why)
  }
}
