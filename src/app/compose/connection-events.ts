import type { AnyActorRef } from 'xstate';
import { SYSTEM_IDS } from '../../../machines/shared/system-ids';

/**
 * The browser coming back online asks the sync machine to catch up (offline reading)
 * and the session to renew a token that ran out while offline (test 38).
 */
export function connectConnectionEvents(root: AnyActorRef, target: Window = window): () => void {
  const backOnline = () => {
    root.system.get(SYSTEM_IDS.sync)?.send({ type: 'sync.online' });
    root.system.get(SYSTEM_IDS.session)?.send({ type: 'session.online' });
  };
  target.addEventListener('online', backOnline);
  return () => target.removeEventListener('online', backOnline);
}
