import { useEffect, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import {
  type ActivityChannel,
  isActivityMessage,
  openActivityChannel,
  THIS_TAB_ID,
} from './activity-channel';
import { type ActivityLog, EMPTY_LOG, LOCAL_SOURCE_ID, withEntry, withStates } from './activity-log';
import { currentStates, observeActorActivity } from './actor-activity';

/**
 * Follows the machines of this tab (the root actor's system, through inspection) and of the
 * portal's other tabs (the `qap-statecharts` channel, after saying hello).
 */
export function useLiveActivity(
  root: AnyActorRef,
  openChannel: () => ActivityChannel | null = openActivityChannel,
): ActivityLog {
  const [log, setLog] = useState<ActivityLog>(() =>
    withStates(EMPTY_LOG, LOCAL_SOURCE_ID, undefined, currentStates(root)),
  );

  useEffect(() => {
    setLog((previous) => withStates(previous, LOCAL_SOURCE_ID, undefined, currentStates(root)));
    const stopObserving = observeActorActivity(root, (entry) =>
      setLog((previous) => withEntry(previous, LOCAL_SOURCE_ID, undefined, entry)),
    );
    const channel = openChannel();
    const onMessage = ({ data }: MessageEvent) => {
      if (!isActivityMessage(data) || data.kind === 'hello' || data.source.id === THIS_TAB_ID) return;
      const { id, title } = data.source;
      setLog((previous) =>
        data.kind === 'states'
          ? withStates(previous, id, title, data.states)
          : withEntry(previous, id, title, data.entry),
      );
    };
    channel?.addEventListener('message', onMessage);
    channel?.postMessage({ kind: 'hello' });
    return () => {
      stopObserving();
      channel?.removeEventListener('message', onMessage);
      channel?.close();
    };
  }, [root, openChannel]);

  return log;
}
