import type { AnyActorRef } from 'xstate';
import { actorName, type InspectionRecorder } from './inspection-recorder';
import {
  type InspectorChannel,
  isInspectorMessage,
  type MachineViews,
  openInspectorChannel,
  type TabSource,
  THIS_TAB_ID,
  toWireEntry,
} from './inspector-channel';
import { redact } from './redact';

/** Every machine of the root's system as it is now (state value and redacted context). */
export function currentMachines(root: AnyActorRef): MachineViews {
  const machines: MachineViews = {};
  const actors: AnyActorRef[] = [root, ...Object.values(root.system.getAll())] as AnyActorRef[];
  for (const actor of actors) {
    const snapshot = actor.getSnapshot() as { value?: unknown; context?: unknown } | undefined;
    if (snapshot?.value === undefined) continue;
    machines[actorName(actor)] = { value: snapshot.value as never, context: redact(snapshot.context) };
  }
  return machines;
}

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
  const onMessage = ({ data }: MessageEvent) => {
    if (!isInspectorMessage(data) || data.kind !== 'hello') return;
    if (data.to !== undefined && data.to !== tabId) return;
    channel.postMessage({
      kind: 'replay',
      source: source(),
      entries: recorder.entries().map(toWireEntry),
      machines: currentMachines(root),
    });
    stopStreaming ??= recorder.subscribe((entry) =>
      channel.postMessage({ kind: 'entry', source: source(), entry: toWireEntry(entry) }),
    );
  };
  channel.addEventListener('message', onMessage);
  channel.postMessage({ kind: 'present', source: source() });
  return () => {
    stopStreaming?.();
    channel.removeEventListener('message', onMessage);
    channel.close();
  };
}
