import type { ActivityEntry, MachineStates } from './actor-activity';

/**
 * The BroadcastChannel protocol between portal tabs: a tab showing /statecharts says `hello`;
 * every other tab answers with its current states and from then on sends each event.
 */

export const ACTIVITY_CHANNEL = 'qap-statecharts';

/** This tab's id, shared by the publisher and the view so the view can skip its own tab. */
export const THIS_TAB_ID: string =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `tab-${Math.random().toString(36).slice(2)}`;

export interface TabSource {
  id: string;
  /** The tab's document title when it sent, so analysts can tell the tabs apart. */
  title: string;
}

export type ActivityMessage =
  | { kind: 'hello' }
  | { kind: 'states'; source: TabSource; states: MachineStates; at: number }
  | { kind: 'activity'; source: TabSource; entry: ActivityEntry };

/** The part of BroadcastChannel used here, so tests can pass an in-memory pair. */
export interface ActivityChannel {
  postMessage(message: ActivityMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export function openActivityChannel(): ActivityChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(ACTIVITY_CHANNEL);
}

export function isActivityMessage(data: unknown): data is ActivityMessage {
  const kind = (data as { kind?: unknown } | null)?.kind;
  return kind === 'hello' || kind === 'states' || kind === 'activity';
}
