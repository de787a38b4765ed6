import type { AnyActorRef } from 'xstate';
import type { InspectionRecorder } from './inspection-recorder';
import {
  type InspectorChannel,
  isInspectorMessage,
  openInspectorChannel,
  type TabSource,
  THIS_TAB_ID,
} from './inspector-channel';

/**
 * Lets /statecharts views in other tabs follow this tab: says `present` at start (so a view
 * already open picks this tab up), answers each `hello` with the recorded trace, then posts
 * each new entry. Posts nothing else until a view has said hello. Returns a stop function.
 */
export function publishInspection(
  root: AnyActorRef,
  recorder: InspectionRecorder,
  {
    channel = openInspectorChannel(),
    tabId = THIS_TAB_ID,
  }: { channel?: InspectorChannel | null; tabId?: string } = {},
): () => void {
  if (!channel) return () => {};
  const source = (): TabSource => ({ id: tabId, title: document.title });
  let stopStreaming: (() => void) | null = null;
  let stopped = false;
  const onMessage = ({ data }: MessageEvent) => {
    if (!isInspectorMessage(data) || data.kind !== 'hello') return;
    if (data.to !== undefined && data.to !== tabId) return;
    // The replay and its redaction load only once a view asks: most tabs are never inspected.
    void import('./inspection-stream').then(({ postReplay, streamEntries }) => {
      if (stopped) return;
      postReplay(channel, source(), root, recorder);
      stopStreaming ??= streamEntries(channel, source, recorder);
    });
  };
  channel.addEventListener('message', onMessage);
  channel.postMessage({ kind: 'present', source: source() });
  return () => {
    stopped = true;
    stopStreaming?.();
    channel.removeEventListener('message', onMessage);
    channel.close();
  };
}
