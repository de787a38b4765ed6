/**
 * Readable names for the pieces of a machine definition. XState keeps named actions and
 * guards as strings or `{ type, params }`, and inline ones as functions tagged with a `type`
 * (`xstate.assign`, `xstate.emit`, ...) or higher-order guards with `guards`.
 */

import { and, not, or, stateIn } from 'xstate';

interface TaggedFunction {
  type?: string;
  sendId?: unknown;
  check?: unknown;
  event?: unknown;
  guards?: unknown[];
  stateValue?: unknown;
}

function eventTypeOf(event: unknown): string | undefined {
  if (event && typeof event === 'object' && 'type' in event && typeof event.type === 'string')
    return event.type;
  return undefined;
}

const BUILT_IN_ACTIONS: Record<string, string> = {
  'xstate.assign': 'assign',
  'xstate.emit': 'emit',
  'xstate.raise': 'raise',
  'xstate.sendTo': 'sendTo',
  'xstate.log': 'log',
  'xstate.cancel': 'cancel',
  'xstate.spawnChild': 'spawnChild',
  'xstate.stopChild': 'stopChild',
  'xstate.enqueueActions': 'enqueueActions',
};

export function actionLabel(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const tagged = action as TaggedFunction;
    const builtIn = tagged.type ? BUILT_IN_ACTIONS[tagged.type] : undefined;
    if (!builtIn) return 'inline action';
    const sent = eventTypeOf(tagged.event);
    return sent ? `${builtIn} ${sent}` : builtIn;
  }
  return eventTypeOf(action) ?? 'action';
}

function checkOf(higherOrderGuard: unknown): unknown {
  return (higherOrderGuard as TaggedFunction).check;
}

export function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const tagged = guard as TaggedFunction;
    const parts = (tagged.guards ?? []).map(guardLabel);
    // Compare the shared check functions, not function names, which a minifier may rename.
    if (tagged.check === checkOf(not('x'))) return `!${parts[0]}`;
    if (tagged.check === checkOf(and([]))) return `(${parts.join(' && ')})`;
    if (tagged.check === checkOf(or([]))) return `(${parts.join(' || ')})`;
    if (tagged.check === checkOf(stateIn({}))) return `in ${JSON.stringify(tagged.stateValue)}`;
    return 'inline guard';
  }
  return eventTypeOf(guard) ?? 'guard';
}

/**
 * The guard in plain words, from the machine's guard descriptions: `and(['a', not('b')])` ->
 * `a's words and not (b's words)`. A guard without words keeps its name, so the docs test can
 * point at it.
 */
export function guardWords(guard: unknown, descriptions: Record<string, string>): string {
  if (typeof guard === 'function') {
    const tagged = guard as TaggedFunction;
    const parts = (tagged.guards ?? []).map((part) => guardWords(part, descriptions));
    if (tagged.check === checkOf(not('x'))) return `not (${parts[0]})`;
    if (tagged.check === checkOf(and([]))) return parts.join(' and ');
    if (tagged.check === checkOf(or([]))) return parts.join(' or ');
    return guardLabel(guard);
  }
  const name = typeof guard === 'string' ? guard : eventTypeOf(guard);
  return name ? (descriptions[name] ?? name) : guardLabel(guard);
}

/** The named guards a guard expression refers to (`and(['a', not('b')])` -> a, b). */
export function guardNames(guard: unknown): string[] {
  if (typeof guard === 'string') return [guard];
  if (typeof guard === 'function') return ((guard as TaggedFunction).guards ?? []).flatMap(guardNames);
  const type = eventTypeOf(guard);
  return type ? [type] : [];
}

/** The event type a named action always emits, when its event is a fixed object. */
export function emittedTypeOf(action: unknown): string | undefined {
  if (typeof action !== 'function') return undefined;
  const tagged = action as TaggedFunction;
  return tagged.type === 'xstate.emit' ? eventTypeOf(tagged.event) : undefined;
}

/**
 * XState implements `after` with an entry `raise` of `xstate.after.*` and an exit `cancel`;
 * the diagram already shows the delay, so these are hidden from entry/exit lists.
 */
export function isDelayBookkeeping(action: unknown): boolean {
  if (typeof action !== 'function') return false;
  const tagged = action as TaggedFunction;
  if (tagged.type === 'xstate.raise') return eventTypeOf(tagged.event)?.startsWith('xstate.after.') ?? false;
  return (
    tagged.type === 'xstate.cancel' &&
    typeof tagged.sendId === 'string' &&
    tagged.sendId.startsWith('xstate.after.')
  );
}
