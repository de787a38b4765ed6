import { isTimerEvent } from '../../app/inspector/inspection-recorder';
import type { WireEntry } from '../../app/inspector/inspector-channel';

/**
 * The trace as the inspector shows it: optionally without timer events (the one-second focus
 * poll would flood it), per machine, and the messages between actors for the sequence view.
 */

export function visibleEntries(entries: readonly WireEntry[], hideTimers: boolean): WireEntry[] {
  return hideTimers ? entries.filter((entry) => !isTimerEvent(entry.type)) : [...entries];
}

/** The events one machine processed, newest first. */
export function machineEvents(entries: readonly WireEntry[], machine: string): WireEntry[] {
  return entries.filter((entry) => entry.kind === 'event' && entry.actor === machine).reverse();
}

export interface ActorMessage {
  seq: number;
  at: number;
  from: string;
  /** The receiving actor, or null for an emitted event (it goes to the emitter's listeners). */
  to: string | null;
  type: string;
  via: 'sendTo' | 'emit';
}

/** Messages between actors: events one actor sent another (sendTo, done events) and emitted events. */
export function actorMessages(entries: readonly WireEntry[]): ActorMessage[] {
  return entries.flatMap((entry): ActorMessage[] => {
    const { seq, at, type } = entry;
    if (entry.kind === 'emit') return [{ seq, at, from: entry.actor, to: null, type, via: 'emit' }];
    if (!entry.source || entry.source === entry.actor) return [];
    return [{ seq, at, from: entry.source, to: entry.actor, type, via: 'sendTo' }];
  });
}

/** Mermaid's sequence diagram of the messages (participants aliased: actor ids may hold `:`). */
export function sequenceDiagramText(messages: readonly ActorMessage[], listenersName: string): string {
  const aliases = new Map<string, string>();
  const alias = (name: string) => {
    let found = aliases.get(name);
    if (!found) {
      found = `p${aliases.size}`;
      aliases.set(name, found);
    }
    return found;
  };
  const clean = (text: string) => text.replace(/[;#:<>]/g, ' ');
  const lines = messages.map((message) =>
    message.to === null
      ? `  ${alias(message.from)}--)${alias(listenersName)}: ${clean(message.type)}`
      : `  ${alias(message.from)}->>${alias(message.to)}: ${clean(message.type)}`,
  );
  const participants = [...aliases].map(([name, id]) => `  participant ${id} as ${clean(name)}`);
  return ['sequenceDiagram', ...participants, ...lines].join('\n');
}
