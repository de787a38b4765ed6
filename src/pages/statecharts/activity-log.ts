import type { SystemId } from '../../../machines/shared/system-ids';
import type { ActivityEntry, MachineStates } from './actor-activity';

/**
 * What the view has heard, per source (this tab, or another tab over the channel): each
 * machine's latest state value and its last events, newest first. Pure, for the hook.
 */

export const LOCAL_SOURCE_ID = 'this-tab';
/** Events kept per machine and source. */
export const MAX_EVENTS = 20;

export interface LoggedEvent {
  /** Unique within the log (a React key). */
  id: number;
  type: string;
  at: number;
}

export interface SourceLog {
  id: string;
  /** Another tab's document title; undefined for this tab. */
  title?: string;
  states: MachineStates;
  events: Partial<Record<SystemId, LoggedEvent[]>>;
}

export interface ActivityLog {
  sources: SourceLog[];
  sequence: number;
}

export const EMPTY_LOG: ActivityLog = { sources: [], sequence: 0 };

function updateSource(
  log: ActivityLog,
  id: string,
  title: string | undefined,
  change: (source: SourceLog) => SourceLog,
): SourceLog[] {
  const existing = log.sources.find((source) => source.id === id);
  const updated = change({ ...(existing ?? { id, states: {}, events: {} }), title });
  return existing
    ? log.sources.map((source) => (source.id === id ? updated : source))
    : [...log.sources, updated];
}

/** A full picture of a source's states (at start, or a tab answering hello). */
export function withStates(
  log: ActivityLog,
  sourceId: string,
  title: string | undefined,
  states: MachineStates,
): ActivityLog {
  return {
    ...log,
    sources: updateSource(log, sourceId, title, (source) => ({
      ...source,
      states: { ...source.states, ...states },
    })),
  };
}

/** One processed event: the machine's new state and the event at the top of its list. */
export function withEntry(
  log: ActivityLog,
  sourceId: string,
  title: string | undefined,
  entry: ActivityEntry,
): ActivityLog {
  const sequence = log.sequence + 1;
  const logged: LoggedEvent = { id: sequence, type: entry.eventType, at: entry.at };
  return {
    sequence,
    sources: updateSource(log, sourceId, title, (source) => ({
      ...source,
      states: { ...source.states, [entry.machine]: entry.value },
      events: {
        ...source.events,
        [entry.machine]: [logged, ...(source.events[entry.machine] ?? [])].slice(0, MAX_EVENTS),
      },
    })),
  };
}
