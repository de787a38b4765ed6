import type { TabSafeUserManager } from '../../services/auth/tab-safe-user-manager';
import { SYSTEM_IDS } from '../../../machines/shared/system-ids';
import type { Runtime } from './runtime';

/** What a renewal after a refusal needs of the identity library's manager. */
export type RenewingUserManager = Pick<TabSafeUserManager, 'signinSilent' | 'refuse'>;

/**
 * The API refused the access token (401): one silent renewal, under the cross-tab lock, that never
 * answers with the refused token itself (reusing it would "renew" into the same 401). The new user
 * reaches the session machine through the library's userLoaded event before this resolves, so the
 * retried call sends the new token. When renewal fails, the session machine is told the token is
 * spent: it tries once more and, failing, signs the user out to the sign-in screen.
 */
export async function renewAfterRefusal(
  getUserManager: () => Promise<RenewingUserManager>,
  runtime: Runtime,
  refusedAccessToken?: string,
): Promise<boolean> {
  try {
    const manager = await getUserManager();
    if (refusedAccessToken) manager.refuse(refusedAccessToken);
    return (await manager.signinSilent()) !== null;
  } catch {
    runtime.root?.system.get(SYSTEM_IDS.session)?.send({ type: 'session.accessTokenExpired' });
    return false;
  }
}
