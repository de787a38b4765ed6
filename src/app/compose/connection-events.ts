import type { AnyActorRef } from 'xstate';
import { SYSTEM_IDS } from '../../../machines/shared/system-ids';

/** Offline reading (issue 17): the browser coming back online asks the sync machine to catch up. */
export function connectConnectionEvents(root: AnyActorRef, target: Window = window): () => void {
  const backOnline = () => root.system.get(SYSTEM_IDS.sync)?.send({ type: 'sync.online' });
  target.addEventListener('online', backOnline);
  return () => target.removeEventListener('online', backOnline);
}
