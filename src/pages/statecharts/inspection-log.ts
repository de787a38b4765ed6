import { TRACE_CAPACITY } from '../../app/inspector/inspection-recorder';
import type { MachineView, MachineViews, WireEntry } from '../../app/inspector/inspector-channel';

/**
 * What the inspector has heard, per source (this tab, or another tab over the channel): the
 * recorded trace (at most 500 entries, oldest first) and each machine's latest state and
 * context. Pure, for the hook.
 */

export const LOCAL_SOURCE_ID = 'this-tab';

export interface SourceTrace {
  id: string;
  /** Another tab's document title; undefined for this tab. */
  title?: string;
  entries: WireEntry[];
  machines: MachineViews;
}

export interface InspectionLog {
  sources: SourceTrace[];
}

export const EMPTY_LOG: InspectionLog = { sources: [] };

/** The actor an entry changes and how it looks after it; null for an emitted event. */
export function viewAfter(entry: WireEntry): [string, MachineView] | null {
  const { kind, actor, status } = entry;
  if (kind === 'emit') return null;
  return [
    actor,
    kind === 'effect' ? { effect: true, status } : { value: entry.value, context: entry.context, status },
  ];
}

function updateSource(
  log: InspectionLog,
  id: string,
  title: string | undefined,
  change: (source: SourceTrace) => SourceTrace,
): InspectionLog {
  const existing = log.sources.find((source) => source.id === id);
  const updated = change({ ...(existing ?? { id, entries: [], machines: {} }), title });
  return {
    sources: existing
      ? log.sources.map((source) => (source.id === id ? updated : source))
      : [...log.sources, updated],
  };
}

/** A source's whole trace (this tab at start, or a tab answering hello): replaces what was heard. */
export function withReplay(
  log: InspectionLog,
  id: string,
  title: string | undefined,
  entries: WireEntry[],
  machines: MachineViews,
): InspectionLog {
  return updateSource(log, id, title, (source) => ({
    ...source,
    entries: entries.slice(-TRACE_CAPACITY),
    machines: { ...source.machines, ...machines },
  }));
}

/** One new entry; one already heard (same sequence number) is ignored. */
export function withEntry(
  log: InspectionLog,
  id: string,
  title: string | undefined,
  entry: WireEntry,
): InspectionLog {
  return updateSource(log, id, title, (source) => {
    const last = source.entries.at(-1);
    if (last && entry.seq <= last.seq) return source;
    const changed = viewAfter(entry);
    const machines = changed ? { ...source.machines, [changed[0]]: changed[1] } : source.machines;
    return { ...source, entries: [...source.entries, entry].slice(-TRACE_CAPACITY), machines };
  });
}
