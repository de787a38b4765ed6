import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject, StateValue } from 'xstate';
import { getShortestPaths, getSimplePaths, getStateNodes } from 'xstate/graph';
import { isolatedMachine, isolatedScope } from './isolated-machine';

/**
 * Test paths for QA from `xstate/graph`: each path is the list of steps (state, event with its
 * payload, next state) from the machine's start to a target state. Snapshots are told apart by
 * state value only, so there is one shortest path per state configuration and the walk stays
 * finite however the context grows.
 */

/** Names the mock scopes of this walk, apart from the model tests' ones. */
const SESSION_ID = 'paths';

export const STRATEGIES = ['shortest', 'simple'] as const;
export type Strategy = (typeof STRATEGIES)[number];

export interface PathStep {
  from: string;
  event: EventObject;
  to: string;
}

export interface TestPath {
  target: string;
  steps: PathStep[];
}

export interface PathPlanOptions {
  strategy: Strategy;
  events: readonly EventObject[];
  input?: unknown;
  /** Only paths ending in this state (dotted path, e.g. `operating.door.closed`). */
  to?: string;
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
 * of that type, or a bare `{ type }`. (xstate/graph does this by default, but an explicit
 * `events` option replaces the default instead of feeding it.)
 */
function acceptedEvents(fixtures: readonly EventObject[]) {
  return (snapshot: AnyMachineSnapshot): EventObject[] => {
    const accepted = new Set((snapshot._nodes as AnyStateNode[]).flatMap((node) => node.ownEvents));
    return [...accepted].flatMap((type) => {
      const matching = fixtures.filter((event) => event.type === type);
      return matching.length > 0 ? matching : [{ type }];
    });
  };
}

export function planTestPaths(machine: AnyStateMachine, options: PathPlanOptions): TestPath[] {
  const logic = isolatedMachine(machine, SESSION_ID);
  const find = options.strategy === 'shortest' ? getShortestPaths : getSimplePaths;
  const target = options.to;
  const paths = find(logic, {
    input: options.input as never,
    events: acceptedEvents(options.events),
    serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value),
    toState: target ? (snapshot: AnyMachineSnapshot) => snapshot.matches(target as never) : undefined,
  } as never);
  const failed = paths
    .flatMap((path) => path.steps.map((step) => step.state as AnyMachineSnapshot))
    .find((snapshot) => snapshot.status === 'error');
  if (failed) {
    throw new Error(
      `The machine failed while the paths were planned (in ${stateLabel(failed.value)}): ${String(failed.error)}. ` +
        'Provide fake guards and actions in the fixtures file (`<machine>ModelImplementations`).',
    );
  }
  return paths.map((path) => {
    const states = path.steps.map((step) => stateLabel((step.state as AnyMachineSnapshot).value));
    return {
      target: stateLabel((path.state as AnyMachineSnapshot).value),
      // The first step is XState's own `xstate.init` into the start state.
      steps: path.steps.slice(1).map((step, index) => ({
        from: states[index],
        event: step.event as EventObject,
        to: states[index + 1],
      })),
    };
  });
}

export function startState(machine: AnyStateMachine, input?: unknown): string {
  return stateLabel(
    isolatedMachine(machine, SESSION_ID).getInitialSnapshot(isolatedScope(SESSION_ID), input as never).value,
  );
}
