import type { AnyActorRef } from 'xstate';
import {
  type ActivityChannel,
  isActivityMessage,
  openActivityChannel,
  type TabSource,
  THIS_TAB_ID,
} from './activity-channel';
import { currentStates, observeActorActivity } from './actor-activity';

/**
 * Lets a /statecharts view in another tab follow this tab's machines. Costs nothing until a
 * view says hello: only then does it start observing and posting (types and states only).
 * The composition root calls it once with the root actor; returns a stop function.
 */
export function publishActorActivity(
  root: AnyActorRef,
  {
    channel = openActivityChannel(),
    tabId = THIS_TAB_ID,
  }: { channel?: ActivityChannel | null; tabId?: string } = {},
): () => void {
  if (!channel) return () => {};
  const source = (): TabSource => ({ id: tabId, title: document.title });
  let stopObserving: (() => void) | null = null;
  const onMessage = (message: MessageEvent) => {
    if (!isActivityMessage(message.data) || message.data.kind !== 'hello') return;
    channel.postMessage({ kind: 'states', source: source(), states: currentStates(root), at: Date.now() });
    stopObserving ??= observeActorActivity(root, (entry) =>
      channel.postMessage({ kind: 'activity', source: source(), entry }),
    );
  };
  channel.addEventListener('message', onMessage);
  return () => {
    stopObserving?.();
    channel.removeEventListener('message', onMessage);
    channel.close();
  };
}
