import type { AnyActorRef } from 'xstate';
import { actorName, type InspectionRecorder } from './inspection-recorder';
import type { InspectorChannel, MachineViews, TabSource } from './inspector-channel';
import { redact } from './redact';
import { toWireEntry } from './wire-entry';

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

/** Posts this tab's recorded trace and machines to a view that said hello. */
export function postReplay(
  channel: InspectorChannel,
  source: TabSource,
  root: AnyActorRef,
  recorder: InspectionRecorder,
): void {
  channel.postMessage({
    kind: 'replay',
    source,
    entries: recorder.entries().map(toWireEntry),
    machines: currentMachines(root),
  });
}

/** From now on posts each new entry; returns the stop function. */
export function streamEntries(
  channel: InspectorChannel,
  source: () => TabSource,
  recorder: InspectionRecorder,
): () => void {
  return recorder.subscribe((entry) =>
    channel.postMessage({ kind: 'entry', source: source(), entry: toWireEntry(entry) }),
  );
}
