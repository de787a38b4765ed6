import type { AnyActorRef } from 'xstate';
import type { Adapters } from './create-adapters';

/**
 * The identity library's events, this tab's and the other tabs', drive the session machine.
 * The library loads only when this tab needs it; until then a sign-in in another tab (a new
 * stored user) is what loads it here, so this tab follows that sign-in as before. `session` is
 * read when the library is there: the session machine is spawned only after config.json.
 */
export function followSessionEvents(
  adapters: Pick<Adapters, 'userManagerCreated' | 'getUserManager' | 'hasStoredSession'>,
  session: () => AnyActorRef,
): void {
  let wokenByOtherTab = false;
  const onStorage = (event: StorageEvent) => {
    if (!event.key?.startsWith('oidc.user:') || !adapters.hasStoredSession()) return;
    wokenByOtherTab = true;
    adapters.getUserManager().catch((error: unknown) => console.error('Loading sign-in failed.', error));
  };
  window.addEventListener('storage', onStorage);
  void adapters.userManagerCreated.then(async (userManager) => {
    window.removeEventListener('storage', onStorage);
    const { connectSessionEvents } = await import('./session-events');
    connectSessionEvents(userManager, session());
    if (!wokenByOtherTab) return;
    const user = await userManager.getUser();
    if (user) await userManager.events.load(user);
  });
}
