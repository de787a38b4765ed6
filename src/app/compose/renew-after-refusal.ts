import type { UserManager } from 'oidc-client-ts';
import { SYSTEM_IDS } from '../../../machines/shared/system-ids';
import type { Runtime } from './runtime';

/**
 * The API refused the access token (401): one silent renewal, under the cross-tab lock. The new
 * user reaches the session machine through the library's userLoaded event before this resolves,
 * so the retried call sends the new token. When renewal fails, the session machine is told the
 * token is spent: it tries once more and, failing, signs the user out to the sign-in screen.
 */
export async function renewAfterRefusal(
  getUserManager: () => Promise<UserManager>,
  runtime: Runtime,
): Promise<boolean> {
  try {
    return (await (await getUserManager()).signinSilent()) !== null;
  } catch {
    runtime.root?.system.get(SYSTEM_IDS.session)?.send({ type: 'session.accessTokenExpired' });
    return false;
  }
}
