import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject, StateValue } from 'xstate';
import { getShortestPaths, getSimplePaths, getStateNodes } from 'xstate/graph';
import { isolatedMachine, isolatedScope } from './isolated-machine';
import { initialStep, nextStep, type StepResult, transitionId, visitedStateIds } from './path-steps';

/**
 * Test paths for QA. Snapshots are told apart by state value plus the machine's path key (the
 * part of the context its guards read, declared in its model fixtures), so a state reached with
 * a different guard-deciding context is a different place to test from.
 * - `transitions`: a small set of paths that together take every transition the fixtures can
 *   reach: each path walks on to the nearest transition not taken yet, and a new path starts
 *   from the beginning only when nothing new is reachable from where the last one ended;
 * - `shortest`: the shortest path to each distinct snapshot;
 * - `simple`: every path to each state configuration that visits none twice (by state value
 *   only: with the path key there are too many); large, for exploring, not for a test plan.
 */

/** Names the mock scopes of this walk, apart from the model tests' ones. */
const SESSION_ID = 'paths';
/** Stop exploring after this many distinct snapshots (a guard against unbounded context). */
const SNAPSHOT_LIMIT = 5000;

export const STRATEGIES = ['transitions', 'shortest', 'simple'] as const;
export type Strategy = (typeof STRATEGIES)[number];

export type PathKey = (context: never) => unknown;

export interface PathStep {
  from: string;
  event: EventObject;
  /** The expected state after the event. */
  to: string;
  /** The expected tags after the event (the UI's contract). */
  tags: string[];
  /** The expected path key after the event: the context that decides the guards. */
  facts: unknown;
  /** Events the machine emits to the portal on this step (navigate, notifications...). */
  emitted: EventObject[];
  /** Event types the machine sends to other actors on this step. */
  sent: string[];
}

export interface TestPath {
  target: string;
  /** The fixtures variant the path starts in (e.g. `offline`), when the machine has several. */
  variant?: string;
  steps: PathStep[];
}

export interface PathPlanOptions {
  strategy: Strategy;
  events: readonly EventObject[];
  input?: unknown;
  pathKey?: PathKey;
  variant?: string;
  /** Only paths ending in this state (dotted path, e.g. `operating.door.closed`). */
  to?: string;
  /**
   * When given, only `events` are tried (no bare `{ type }` for the others), and only where this
   * says the event can be made to happen: a browser driver that produces some events in some states.
   */
  canTake?: (snapshot: AnyMachineSnapshot, event: EventObject) => boolean;
}

export interface PathPlan {
  paths: TestPath[];
  /** Ids of the state nodes and transitions the paths visit (see `transitionId`). */
  visitedStates: Set<string>;
  takenTransitions: Set<string>;
}

/** Every state a path can end in, as written for `--to`. */
export function stateNames(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((node: AnyStateNode) => node.path.join('.'));
}

/** `{ operating: { door: 'closed', alarm: 'armed' } }` -> `operating.door.closed, operating.alarm.armed`. */
export function stateLabel(value: StateValue): string {
  const leaves = (v: StateValue): string[] =>
    typeof v === 'string'
      ? [v]
      : Object.entries(v).flatMap(([key, child]) =>
          child ? leaves(child).map((leaf) => `${key}.${leaf}`) : [key],
        );
  return leaves(value).join(', ');
}

/**
 * Events tried in a snapshot: each type its active states accept, with the fixture payloads
 * of that type, or a bare `{ type }` (with `canTake`: only the payloads it allows).
 */
function acceptedEvents(fixtures: readonly EventObject[], canTake?: PathPlanOptions['canTake']) {
  return (snapshot: AnyMachineSnapshot): EventObject[] => {
    const accepted = new Set((snapshot._nodes as AnyStateNode[]).flatMap((node) => node.ownEvents));
    return [...accepted].flatMap((type) => {
      const matching = fixtures.filter((event) => event.type === type);
      if (canTake) return matching.filter((event) => canTake(snapshot, event));
      return matching.length > 0 ? matching : [{ type }];
    });
  };
}

function keyOf(pathKey: PathKey | undefined) {
  return (snapshot: AnyMachineSnapshot) =>
    JSON.stringify([snapshot.value, pathKey ? pathKey(snapshot.context as never) : null]);
}

function failIfErrored(step: StepResult): void {
  if (step.snapshot.status !== 'error') return;
  throw new Error(
    `The machine failed while the paths were planned (in ${stateLabel(step.snapshot.value)}): ${String(step.snapshot.error)}. ` +
      'Provide fake guards and actions in the fixtures file (`<machine>ModelImplementations`).',
  );
}

/** One step of a planned path: the event sent and what it led to. */
interface Move {
  event: EventObject;
  step: StepResult;
}

interface Edge extends Move {
  to: string;
}

/** Every snapshot the fixtures' events reach, with its outgoing edges (breadth first). */
function exploreGraph(machine: AnyStateMachine, options: PathPlanOptions) {
  const key = keyOf(options.pathKey);
  const events = acceptedEvents(options.events, options.canTake);
  const start = initialStep(machine, options.input);
  failIfErrored(start);
  const edges = new Map<string, Edge[]>();
  const queue: AnyMachineSnapshot[] = [start.snapshot];
  edges.set(key(start.snapshot), []);
  while (queue.length > 0 && edges.size < SNAPSHOT_LIMIT) {
    const snapshot = queue.shift() as AnyMachineSnapshot;
    if (snapshot.status !== 'active') continue;
    const out = edges.get(key(snapshot)) as Edge[];
    for (const event of events(snapshot)) {
      const step = nextStep(machine, snapshot, event);
      failIfErrored(step);
      const to = key(step.snapshot);
      out.push({ event, to, step });
      if (!edges.has(to)) {
        edges.set(to, []);
        queue.push(step.snapshot);
      }
    }
  }
  return { start, startKey: key(start.snapshot), edges };
}

/** The shortest run of edges from `from` to an edge that takes a transition not taken yet. */
function routeToNew(from: string, edges: Map<string, Edge[]>, taken: Set<string>): Edge[] | undefined {
  const previous = new Map<string, { via: Edge; from: string } | null>([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift() as string;
    for (const edge of edges.get(at) ?? []) {
      const route = () => {
        const steps = [edge];
        for (let back = previous.get(at); back; back = previous.get(back.from)) steps.unshift(back.via);
        return steps;
      };
      if (edge.step.transitions.some((t) => !taken.has(transitionId(t)))) return route();
      if (!previous.has(edge.to)) {
        previous.set(edge.to, { via: edge, from: at });
        queue.push(edge.to);
      }
    }
  }
  return undefined;
}

function transitionCover(machine: AnyStateMachine, options: PathPlanOptions): Move[][] {
  const { start, startKey, edges } = exploreGraph(machine, options);
  const taken = new Set(start.transitions.map(transitionId));
  const paths: Move[][] = [];
  let current: Edge[] = [];
  let at = startKey;
  for (;;) {
    const route = routeToNew(at, edges, taken);
    if (!route) {
      if (current.length === 0) break;
      paths.push(current);
      current = [];
      at = startKey;
      continue;
    }
    for (const edge of route) for (const t of edge.step.transitions) taken.add(transitionId(t));
    current.push(...route);
    at = route[route.length - 1].to;
  }
  return paths.length > 0 ? paths : [[]];
}

/** Paths from xstate/graph, replayed step by step to learn what each step takes and emits. */
function graphPaths(machine: AnyStateMachine, options: PathPlanOptions): Move[][] {
  const find = options.strategy === 'simple' ? getSimplePaths : getShortestPaths;
  const target = options.to;
  const paths = find(isolatedMachine(machine, SESSION_ID), {
    input: options.input as never,
    events: acceptedEvents(options.events, options.canTake),
    // Simple paths multiply with every distinct snapshot: with the path key they do not end for
    // session or sync, so `simple` tells snapshots apart by state value alone.
    serializeState: keyOf(options.strategy === 'simple' ? undefined : options.pathKey),
    toState: target ? (snapshot: AnyMachineSnapshot) => snapshot.matches(target as never) : undefined,
  } as never);
  return paths.map((path) => {
    let snapshot = initialStep(machine, options.input).snapshot;
    // The first step is XState's own `xstate.init` into the start state.
    return path.steps.slice(1).map((graphStep) => {
      const event = graphStep.event as EventObject;
      const step = nextStep(machine, snapshot, event);
      failIfErrored(step);
      snapshot = step.snapshot;
      return { event, step };
    });
  });
}

function toTestPath(start: StepResult, moves: Move[], options: PathPlanOptions): TestPath {
  const states = [start, ...moves.map((move) => move.step)].map((step) => stateLabel(step.snapshot.value));
  return {
    target: states[states.length - 1],
    ...(options.variant ? { variant: options.variant } : {}),
    steps: moves.map(({ event, step }, index) => ({
      from: states[index],
      event,
      to: states[index + 1],
      tags: [...step.snapshot.tags].sort(),
      facts: options.pathKey ? options.pathKey(step.snapshot.context as never) : undefined,
      emitted: step.emitted,
      sent: step.sent.map((message) => message.type),
    })),
  };
}

export function planTestPaths(machine: AnyStateMachine, options: PathPlanOptions): PathPlan {
  const start = initialStep(machine, options.input);
  failIfErrored(start);
  const runs =
    options.strategy === 'transitions' && !options.to
      ? transitionCover(machine, options)
      : graphPaths(
          machine,
          options.strategy === 'transitions' ? { ...options, strategy: 'shortest' } : options,
        );
  const visitedStates = new Set(visitedStateIds(start));
  const takenTransitions = new Set(start.transitions.map(transitionId));
  for (const { step } of runs.flat()) {
    for (const id of visitedStateIds(step)) visitedStates.add(id);
    for (const t of step.transitions) takenTransitions.add(transitionId(t));
  }
  return {
    paths: runs.map((steps) => toTestPath(start, steps, options)),
    visitedStates,
    takenTransitions,
  };
}

export function startState(machine: AnyStateMachine, input?: unknown): string {
  return stateLabel(
    isolatedMachine(machine, SESSION_ID).getInitialSnapshot(isolatedScope(SESSION_ID), input as never).value,
  );
}
