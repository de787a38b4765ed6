import type { EventObject } from 'xstate';
import type { SystemId } from '../../machines/shared/system-ids';

/**
 * Per-state oracles: what each state of a machine must look like on the live actor, written
 * from the spec and apart from the machine. The model test checks, after every step, the facts
 * of every active state; so a transition with a wrong target lands in a state whose facts do
 * not hold (a signed-out session that still holds a user, a saving language that was never
 * picked) and the model fails, where comparing with the machine's own targets could not.
 */

export interface OracleView<TContext> {
  /** The event of this step (`xstate.init` at the start). */
  event: EventObject;
  /** The context before this step, and after it. */
  before: TContext;
  context: TContext;
  tags: ReadonlySet<string>;
  /** Ids of the actors the machine runs now (invoked and spawned children). */
  children: readonly string[];
  /** Whether the machine, as it is now, would take this event (a button the UI may offer). */
  can: (event: EventObject) => boolean;
  /** Actors the machine started during this step (invoked or spawned), with their input. */
  startedNow: readonly StartedChild[];
  /** Effect actions (logging, analytics, ...) the machine ran during this step, with their params. */
  effectsNow: readonly RanEffect[];
  /** Events the machine sent to its own children during this step. */
  sentToChildrenNow: readonly { id: string; event: EventObject }[];
  /** Events the machine emitted to the portal during this step. */
  emittedNow: readonly EventObject[];
  /** Events the machine sent to a sibling during this step (optionally of one type). */
  sentNow: (id: SystemId, type?: string) => readonly EventObject[];
}

export interface StartedChild {
  id: string;
  /** The id the other machines address it by, when it has one. */
  systemId?: string;
  input: unknown;
}

/** This step started the effect `id` with exactly this input (compared as JSON). */
export const startedWith = (startedNow: readonly StartedChild[], id: string, input: unknown) =>
  startedNow.some((child) => child.id === id && JSON.stringify(child.input) === JSON.stringify(input));

export interface RanEffect {
  name: string;
  params: unknown;
}

/**
 * Where each transition lands, written from the spec and each transition's meaning (the
 * Transitions tables of docs/statecharts/<machine>.md), never read from the machine under test:
 * `<source> --<trigger>[ #n]` (the n-th transition of that source on that trigger, in the
 * definition's order) -> the state it must be in right after it (a dotted path; several for
 * parallel regions), or `null` when the state stays. A transition retargeted to another state,
 * even one the model reaches some other way, fails here.
 */
export type TransitionTargets = Record<string, string | readonly string[] | null>;

/** A fact in words -> its check. */
export type Facts<TContext> = Record<string, (view: OracleView<TContext>) => boolean>;

/** Dotted state path (`ready.saving`, `user.signedIn`) -> the facts that hold while in it. */
export type StateOracles<TContext> = Record<string, Facts<TContext>>;

/**
 * A state that runs the effect `invokeId` is left when its answer (or its failure) arrives: the
 * machine is never still in it right after that answer. Catches a lost or emptied target.
 */
export function awaitingAnswerOf<TContext>(invokeId: string): Facts<TContext> {
  return {
    [`is left once ${invokeId} answers or fails`]: ({ event }) =>
      event.type !== `xstate.done.actor.${invokeId}` && event.type !== `xstate.error.actor.${invokeId}`,
  };
}

/**
 * A failure of the effect `invokeId` is logged (`logAction`) with the error itself, so the
 * support team sees why it failed.
 */
export function logsFailureOf<TContext>(invokeId: string, logAction = 'logError'): Facts<TContext> {
  return {
    [`a failure of ${invokeId} is logged with its error`]: ({ event, effectsNow }) =>
      event.type !== `xstate.error.actor.${invokeId}` ||
      effectsNow.some(
        (effect) =>
          effect.name === logAction &&
          (effect.params as { error?: unknown }).error === (event as { error?: unknown }).error &&
          ((effect.params as { message?: string }).message ?? 'a message') !== '',
      ),
  };
}

/** The facts of the active states that do not hold, as `state: fact`. */
export function brokenFacts<TContext>(
  oracles: StateOracles<TContext>,
  activePaths: readonly string[],
  view: OracleView<TContext>,
): string[] {
  return activePaths.flatMap((path) =>
    Object.entries(oracles[path] ?? {})
      .filter(([, holds]) => !holds(view))
      .map(([fact]) => `${path}: ${fact}`),
  );
}
