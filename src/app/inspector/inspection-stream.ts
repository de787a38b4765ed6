import type { AnyActorRef } from 'xstate';
import { actorName, effectName, type InspectionRecorder } from './inspection-recorder';
import type { InspectorChannel, MachineViews, TabSource } from './inspector-channel';
import { redact } from './redact';
import { toWireEntry } from './wire-entry';

type ActorSnapshot = {
  value?: unknown;
  context?: unknown;
  children?: Record<string, AnyActorRef | undefined>;
};

/**
 * Every actor running under the root now, found through each machine's children: machines with
 * their state value and redacted context, spawned ones included, and the effects (invoked
 * promises and callbacks) they are waiting on.
 */
export function currentMachines(root: AnyActorRef): MachineViews {
  const machines: MachineViews = {};
  const visit = (actor: AnyActorRef) => {
    const snapshot = actor.getSnapshot() as ActorSnapshot | undefined;
    if (snapshot?.value === undefined) {
      machines[effectName(actor)] = { effect: true };
      return;
    }
    machines[actorName(actor)] = { value: snapshot.value as never, context: redact(snapshot.context) };
    for (const child of Object.values(snapshot.children ?? {})) if (child) visit(child);
  };
  visit(root);
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
