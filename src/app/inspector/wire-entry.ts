import type { TraceEntry } from './inspection-recorder';
import type { WireEntry } from './inspector-channel';
import { redact } from './redact';

/** A recorded entry as it may leave the tab: its payload and context redacted, plain data. */
export function toWireEntry({ event, context, ...entry }: TraceEntry): WireEntry {
  const { type, ...payload } = event as { type: string } & Record<string, unknown>;
  return {
    ...entry,
    type,
    payload: redact(payload),
    ...(context === undefined ? {} : { context: redact(context) }),
  };
}
