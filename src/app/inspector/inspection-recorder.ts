import type { AnyActorRef, EventObject, InspectionEvent, StateValue } from 'xstate';

/**
 * Records what the portal's actors do, from the moment the root actor is created (the
 * composition root passes `recorder.inspect` as the root's `inspect` option): the last 500
 * events the machines processed, with their sender and the state before and after, the events
 * machines emitted, and when each effect (an invoked promise or callback) started and ended.
 * Raw references only (contexts are immutable snapshots): redacting happens when someone looks
 * (src/app/inspector/redact.ts), so recording costs almost nothing.
 */

export const TRACE_CAPACITY = 500;

export interface TraceEntry {
  seq: number;
  at: number;
  /**
   * `event`: a machine processed an event; `emit`: a machine emitted one to its listeners;
   * `effect`: an effect started (`xstate.init`), settled or was stopped.
   */
  kind: 'event' | 'emit' | 'effect';
  /** The machine: `app` for the root, else its system id, else its actor id; an effect: see effectName. */
  actor: string;
  /** After the event (kinds `event` and `effect`): `active` while it runs, else `done`, `error` or `stopped`. */
  status?: string;
  /** Who sent the event, when an actor did (sendTo, a child's done event, a timer: itself). */
  source?: string;
  event: EventObject;
  /** State value before and after the event (kind `event`). */
  from?: StateValue;
  value?: StateValue;
  /** The machine's tags after the event (kind `event`), sorted: what the UI shows (busy...). */
  tags?: string[];
  context?: unknown;
}

export interface InspectionRecorder {
  /** The observer to pass as `createActor(root, { inspect })`. */
  inspect(inspection: InspectionEvent): void;
  /** The entries kept, oldest first. */
  entries(): readonly TraceEntry[];
  /** Called with every new entry; returns the unsubscribe function. */
  subscribe(listener: (entry: TraceEntry) => void): () => void;
}

/** Delayed events (`after`), such as the one-second focus poll. */
export function isTimerEvent(type: string): boolean {
  return type.startsWith('xstate.after.');
}

/** An actor's name in the trace: the root is `app`; children go by system id, else actor id. */
export function actorName(actor: AnyActorRef): string {
  if (!actor._parent) return 'app';
  return (actor as { systemId?: string }).systemId ?? actor.id;
}

/** An effect in the trace: its invoke id under the actor that runs it (`environment/fetchEnvironments`). */
export function effectName(actor: AnyActorRef): string {
  return `${actorName(actor._parent as AnyActorRef)}/${actor.id}`;
}

function tagsOf(snapshot: unknown): string[] {
  const tags = (snapshot as { tags?: Iterable<string> } | undefined)?.tags;
  return tags ? [...tags].sort() : [];
}

export function createInspectionRecorder({
  capacity = TRACE_CAPACITY,
  now = Date.now,
}: {
  capacity?: number;
  now?: () => number;
} = {}): InspectionRecorder {
  const kept: TraceEntry[] = [];
  const listeners = new Set<(entry: TraceEntry) => void>();
  const senders = new WeakMap<EventObject, AnyActorRef>();
  const lastValues = new WeakMap<AnyActorRef, StateValue>();
  let seq = 0;

  function record(entry: Omit<TraceEntry, 'seq' | 'at'>) {
    seq += 1;
    const recorded: TraceEntry = { seq, at: now(), ...entry };
    kept.push(recorded);
    if (kept.length > capacity) kept.splice(0, kept.length - capacity);
    for (const listener of listeners) listener(recorded);
  }

  function inspect(inspection: InspectionEvent) {
    if (inspection.type === '@xstate.event') {
      if (inspection.sourceRef) senders.set(inspection.event, inspection.sourceRef as AnyActorRef);
      return;
    }
    const actor = inspection.actorRef as AnyActorRef;
    if (inspection.type === '@xstate.snapshot') {
      // A machine's snapshot has a state value; a promise's or a callback's only its status.
      const { value, status, context } = inspection.snapshot as {
        value?: StateValue;
        status: string;
        context?: unknown;
      };
      if (value === undefined)
        return record({ kind: 'effect', actor: effectName(actor), event: inspection.event, status });
      const sender = senders.get(inspection.event);
      const from = lastValues.get(actor);
      lastValues.set(actor, value);
      record({
        kind: 'event',
        actor: actorName(actor),
        source: sender ? actorName(sender) : undefined,
        event: inspection.event,
        from,
        value,
        tags: tagsOf(inspection.snapshot),
        context,
        status,
      });
      return;
    }
    if (inspection.type === '@xstate.action' && inspection.action.type === 'xstate.emit') {
      const event = (inspection.action.params as { event?: EventObject } | undefined)?.event;
      if (event) record({ kind: 'emit', actor: actorName(actor), event });
    }
  }

  return {
    inspect,
    entries: () => kept,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
