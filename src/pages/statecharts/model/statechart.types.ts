/**
 * A plain, serialisable description of one XState machine: what the diagram, the tables and
 * the live /statecharts page draw. Built by `describeMachine` (statechart-model.ts).
 */

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface StateInfo {
  /** Path of keys from the root; the root itself has an empty path. */
  path: string[];
  key: string;
  kind: StateKind;
  /** From the state's `description` (or `meta.description`), if the machine has one. */
  description?: string;
  tags: string[];
  /** Key of the initial child of a compound state. */
  initial?: string;
  entry: string[];
  exit: string[];
  /** Sources (`src`) of the actors invoked while in this state. */
  invokes: string[];
  children: StateInfo[];
}

export type TriggerKind = 'event' | 'after' | 'always' | 'done' | 'error' | 'stateDone';

export interface TransitionInfo {
  sourcePath: string[];
  /** Target paths; empty for a targetless transition (actions only, the state stays). */
  targetPaths: string[][];
  kind: TriggerKind;
  /** The event type as XState sees it (`door.open`, `xstate.after.1000.door.opened`). */
  eventType: string;
  /** What a reader sees: `door.open`, `after 1000ms`, `done: loadUser`, `always`. */
  trigger: string;
  /** The guard expression as written: `isOnline`, `(!isBusy && hasUser)`. */
  guard?: string;
  /** The named guards the expression refers to. */
  guardNames: string[];
  /**
   * The condition in plain words, from the guard descriptions; `otherwise` for an unguarded
   * fallback after guarded transitions of the same trigger; absent when there is no condition.
   */
  condition?: string;
  actions: string[];
  description?: string;
}

export interface EventInfo {
  type: string;
  /** Dotted paths of the states that react to the event. */
  acceptedIn: string[];
  description?: string;
}

export interface GuardInfo {
  name: string;
  description?: string;
  usedIn: string[];
}

export interface DelayInfo {
  /** The named delay, or the number of milliseconds written inline. */
  name: string;
  milliseconds?: number;
  usedIn: string[];
}

export interface EmittedInfo {
  type: string;
  /** Named actions that emit it, when the action's event is a fixed object. */
  emittedBy: string[];
}

export interface StatechartModel {
  /** The machine's folder name under machines/ (also the doc file name). */
  name: string;
  machineId: string;
  description?: string;
  root: StateInfo;
  transitions: TransitionInfo[];
  events: EventInfo[];
  guards: GuardInfo[];
  delays: DelayInfo[];
  emitted: EmittedInfo[];
  /** Actor sources the machine declares in `setup({ actors })` or invokes. */
  actors: string[];
  /** Named action -> what it does in plain words (from `<name>.descriptions.ts`). */
  actionDescriptions: Record<string, string>;
}
