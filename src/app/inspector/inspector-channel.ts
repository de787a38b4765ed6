import type { StateValue } from 'xstate';
import type { TraceEntry } from './inspection-recorder';
import type { Inspectable } from './redact';

/**
 * The BroadcastChannel protocol between portal tabs and the /statecharts inspector.
 * - A view says `hello` when it opens; every tab answers with a `replay` (its whole recorded
 *   trace and its machines' current states) and from then on posts each new `entry`.
 * - A tab that starts later says `present`; the views answer with a `hello` addressed to it.
 * Everything posted is redacted first: no token leaves a tab.
 */

export const INSPECTOR_CHANNEL = 'qap-inspector';

/** This tab's id, shared by the publisher and the view so the view can skip its own tab. */
export const THIS_TAB_ID: string =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `tab-${Math.random().toString(36).slice(2)}`;

export interface TabSource {
  id: string;
  /** The tab's document title when it posted, so analysts can tell the tabs apart. */
  title: string;
}

/** A trace entry as posted and shown: payload and context redacted, plain data. */
export interface WireEntry extends Omit<TraceEntry, 'event' | 'context'> {
  type: string;
  payload: Inspectable;
  context?: Inspectable;
}

/** An actor as the overview shows it: a machine's state, or an effect (promise or callback). */
export interface MachineView {
  value?: StateValue;
  context?: Inspectable;
  /** `active` while it runs (or not known), else `done`, `error` or `stopped`. */
  status?: string;
  effect?: true;
}

export type MachineViews = Record<string, MachineView>;

export type InspectorMessage =
  | { kind: 'hello'; to?: string }
  | { kind: 'present'; source: TabSource }
  | { kind: 'replay'; source: TabSource; entries: WireEntry[]; machines: MachineViews }
  | { kind: 'entry'; source: TabSource; entry: WireEntry };

/** The part of BroadcastChannel used here, so tests can pass another. */
export interface InspectorChannel {
  postMessage(message: InspectorMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export function openInspectorChannel(): InspectorChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(INSPECTOR_CHANNEL);
}

const KINDS = new Set(['hello', 'present', 'replay', 'entry']);

export function isInspectorMessage(data: unknown): data is InspectorMessage {
  return KINDS.has((data as { kind?: unknown } | null)?.kind as string);
}
