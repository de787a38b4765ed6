/**
 * Model-based coverage for XState v5 machines.
 *
 * Why not `createTestModel` alone: in XState 5.33 it refuses machines with `invoke` or `after`
 * ("Invocations on test machines are not supported"), and every QAP machine invokes effects.
 * So the helper plans paths with the same `xstate/graph` functions (`getShortestPaths` to reach
 * every distinct snapshot, `getAdjacencyMap` for every edge out of it) and then REPLAYS each
 * path on a live actor:
 * - every invoked effect is replaced by a never-settling actor, so completions come only from
 *   the path (`xstate.done.actor.<id>` / `xstate.error.actor.<id>` events from the fixtures);
 * - `xstate.after.<delay>.<state>` steps advance a SimulatedClock by the named delay;
 * - after each step the live state value must equal the model's, or the path fails.
 * Visited state nodes and transition definitions are collected from the live actor's
 * `@xstate.microstep` inspection events, so coverage counts what really ran.
 *
 * Fixtures convention: tests/model/fixtures/<machine>.fixtures.ts exports
 * `<machine>ModelFixtures: ModelFixtures` (the input and the events with payloads the model may
 * send, built with `doneEvent`/`errorEvent` for effect completions; invoke ids are named after
 * their actor) and `<machine>ModelImplementations` (the fake guards/actions/delays passed to
 * `machine.provide`). Event types a state accepts but the fixtures omit are sent as `{ type }`.
 * The statechart docs reuse both to export the planned paths (`planModelPaths`) for QA.
 */
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  fromPromise,
  SimulatedClock,
  type SnapshotFrom,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes, serializeSnapshot } from 'xstate/graph';
import type { SystemId } from '../../machines/shared/system-ids';
import { isolatedMachine } from '../../src/pages/statecharts/model/isolated-machine';
import {
  brokenFacts,
  type RanEffect,
  type StartedChild,
  type StateOracles,
  type TransitionTargets,
} from './oracle';
import { SUBJECT_ID, startInSystem } from './system-harness';

/** An event with its payload, as the model sends it. */
export type ModelEvent = EventObject & Record<string, unknown>;

export interface ModelFixtures {
  /** Events with payloads; several of one type make several branches. */
  events: readonly ModelEvent[];
  /** Input of the machine under test. */
  input?: unknown;
  /**
   * The machine's path key: the part of the context that decides its guards (and what the UI
   * shows). Snapshots with the same state value and key are the same place in the model.
   */
  // biome-ignore lint/suspicious/noExplicitAny: each machine declares its own context type
  pathKey?: (context: any) => unknown;
}

export interface ModelOptions<TMachine extends AnyStateMachine> extends ModelFixtures {
  name: string;
  /** The machine with fake guards, actions and delays provided (its actors are replaced here). */
  machine: TMachine;
  systemId: SystemId;
  /** Sibling stand-ins (default: every other system id); [] for the root, which spawns its own. */
  siblings?: readonly SystemId[];
  /** Context to snapshot identity; default the whole context. Narrow it to bound the walk. */
  serializeContext?: (context: SnapshotFrom<TMachine> extends { context: infer C } ? C : never) => unknown;
  /** Stop the traversal after this many snapshots (guards against unbounded context). */
  limit?: number;
  /** Called before the start and before each step (e.g. to clear a log of recorded effects). */
  beforeStep?: () => void;
  /** What each state must look like, from the spec (tests/model/oracles/<machine>.oracle.ts). */
  // biome-ignore lint/suspicious/noExplicitAny: each machine has its own context type
  oracles?: StateOracles<any>;
  /** Where each transition must land, from the spec (tests/model/oracles/<machine>.targets.ts). */
  targets?: TransitionTargets;
}

export interface ModelPath {
  description: string;
  events: EventObject[];
  /** State values expected after each event (same length as events). */
  expected: unknown[];
}

export interface CoverageCount {
  covered: number;
  total: number;
  missing: string[];
}

export interface ModelCoverageReport {
  name: string;
  paths: ModelPath[];
  states: CoverageCount;
  transitions: CoverageCount;
  failures: string[];
  /** One line: `model coverage <name>: states 7/7, transitions 15/15`. */
  line: string;
}

const neverSettles = fromPromise(() => new Promise<never>(() => {}));

/** The machine with every invoked/spawned actor swapped for one that never settles. */
function withPendingActors<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((key) => [key, neverSettles]),
  );
  return machine.provide({ actors } as never) as TMachine;
}

function transitionLabel(transition: AnyTransitionDefinition, index: number): string {
  return `${transition.source.id} --${transition.eventType || '(always)'}[${index}]-->`;
}

/** `done: loadUser`, `error: loadUser`, `after silentRenewRetry`, `done: dataSync`, `always`, or the event type. */
function triggerText(eventType: string | undefined): string {
  if (!eventType) return 'always';
  const [, answer, id] = eventType.match(/^xstate\.(done|error)\.actor\.(.+)$/) ?? [];
  if (answer) return `${answer}: ${id}`;
  const stateDone = eventType.match(/^xstate\.done\.state\.[^.]+\.(.+)$/)?.[1];
  if (stateDone) return `done: ${stateDone}`;
  const delay = eventType.match(/^xstate\.after\.([^.]+)\./)?.[1];
  return delay ? `after ${delay}` : eventType;
}

/** The key of a transition in a targets table: `<source> --<trigger>[ #n]`. */
export function targetKey(transition: AnyTransitionDefinition): string {
  const node = transition.source;
  const list = transition.eventType
    ? (node.transitions.get(transition.eventType) ?? [])
    : (node.always ?? []);
  const ordinal = list.length > 1 ? ` #${list.indexOf(transition) + 1}` : '';
  return `${node.path.join('.') || '(machine)'} --${triggerText(transition.eventType)}${ordinal}`;
}

/** Whether the snapshot after a transition is where the spec says it lands. */
function landedWhereExpected(
  expected: string | readonly string[] | null,
  transition: AnyTransitionDefinition,
  snapshot: AnyMachineSnapshot,
): boolean {
  const active = new Set((snapshot._nodes as AnyStateNode[]).map((node) => node.path.join('.')));
  const wanted = expected === null ? [transition.source.path.join('.')] : [expected].flat();
  return wanted.every((path) => active.has(path));
}

function allTransitions(nodes: AnyStateNode[]): Map<AnyTransitionDefinition, string> {
  const labels = new Map<AnyTransitionDefinition, string>();
  for (const node of nodes) {
    for (const list of [...node.transitions.values(), node.always ?? []]) {
      for (const [i, t] of list.entries()) labels.set(t, transitionLabel(t, i));
    }
  }
  return labels;
}

/** Plans one path per edge of the model: the shortest path to its source, then the edge. */
export function planModelPaths<TMachine extends AnyStateMachine>(
  options: ModelOptions<TMachine>,
): ModelPath[] {
  const logic = isolatedMachine(options.machine, 'model');
  const serializeContext = options.serializeContext ?? options.pathKey ?? ((context: unknown) => context);
  const traversal = {
    input: options.input as never,
    ...acceptedEvents(options),
    limit: options.limit ?? 5000,
    serializeState: (snapshot: AnyMachineSnapshot) =>
      serializeSnapshot({ ...snapshot, context: serializeContext(snapshot.context) } as never),
  };
  const shortest = getShortestPaths(logic, traversal as never);
  const pathTo = new Map(shortest.map((path) => [traversal.serializeState(path.state as never), path]));
  const adjacency = getAdjacencyMap(logic, traversal as never);
  const paths: ModelPath[] = [];
  for (const [serialized, { transitions }] of Object.entries(
    adjacency as unknown as Record<
      string,
      { transitions: Record<string, { event: unknown; state: unknown }> }
    >,
  )) {
    const head = pathTo.get(serialized as never);
    if (!head) continue;
    // Each step holds the state after its event; the first step is the machine's own xstate.init.
    const headSteps = head.steps.slice(1);
    const headEvents = headSteps.map((step) => step.event as EventObject);
    const headExpected = headSteps.map((step) => (step.state as AnyMachineSnapshot).value);
    for (const { event, state } of Object.values(transitions)) {
      const edgeEvent = event as EventObject;
      paths.push({
        description: [...headEvents, edgeEvent].map((e) => e.type).join(' -> ') || '(initial)',
        events: [...headEvents, edgeEvent],
        expected: [...headExpected, (state as AnyMachineSnapshot).value],
      });
    }
  }
  return paths;
}

/**
 * Events tried in a snapshot: every type its active nodes accept, with the fixture payloads
 * for that type (or a bare `{ type }`). Same rule as xstate/graph's default, which an explicit
 * `events` option would otherwise replace and getAdjacencyMap does not apply.
 */
function acceptedEvents<TMachine extends AnyStateMachine>(options: ModelOptions<TMachine>) {
  return {
    events: (snapshot: AnyMachineSnapshot) => {
      const accepted = new Set<string>();
      for (const node of snapshot._nodes as AnyStateNode[]) {
        for (const type of node.ownEvents) accepted.add(type);
      }
      return [...accepted].flatMap((type) => {
        const matching = options.events.filter((event) => event.type === type);
        return matching.length ? matching : [{ type }];
      });
    },
  };
}

function delayOf(
  machine: AnyStateMachine,
  eventType: string,
  snapshot: SnapshotFrom<AnyStateMachine>,
): number {
  const key = eventType.slice('xstate.after.'.length).split('.')[0];
  if (/^\d+$/.test(key)) return Number(key);
  const delay = machine.implementations.delays[key];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function')
    return delay({ context: snapshot.context, event: { type: eventType } } as never, undefined);
  throw new Error(`unknown delay '${key}' in ${eventType}`);
}

/**
 * The machine whose effect actions (the plain functions the fixtures provide, not XState's
 * built-in actions, which carry a `type`) also record each call, so the oracles can check what
 * was logged or tracked.
 */
function withRecordedEffects<TMachine extends AnyStateMachine>(
  machine: TMachine,
  log: RanEffect[],
): TMachine {
  const actions = Object.fromEntries(
    Object.entries(machine.implementations.actions as Record<string, unknown>)
      .filter(([, action]) => typeof action === 'function' && !('type' in action))
      .map(([name, action]) => [
        name,
        (args: unknown, params: unknown) => {
          log.push({ name, params });
          return (action as (a: unknown, p: unknown) => unknown)(args, params);
        },
      ]),
  );
  return machine.provide({ actions } as never) as TMachine;
}

/** Replays every planned path on a live actor and reports coverage and mismatches. */
export function runModel<TMachine extends AnyStateMachine>(
  options: ModelOptions<TMachine>,
): ModelCoverageReport {
  /** Effect actions the machine ran, with their params, in order. */
  const effects: RanEffect[] = [];
  const live = withPendingActors(withRecordedEffects(options.machine, effects));
  const planned = planModelPaths({ ...options, machine: live });
  const stateNodes = getStateNodes(live.root);
  const transitionLabels = allTransitions([live.root, ...stateNodes]);
  const visitedStates = new Set<string>();
  const visitedTransitions = new Set<AnyTransitionDefinition>();
  const failures: string[] = [];

  /** Children the machine under test started (invoked or spawned), with their input. */
  const started: StartedChild[] = [];
  const recordStarted = (actor: AnyActorRef) => {
    const internals = actor as unknown as {
      _parent?: AnyActorRef;
      options?: { input?: unknown; systemId?: string };
    };
    if (internals._parent?.id === SUBJECT_ID)
      started.push({ id: actor.id, systemId: internals.options?.systemId, input: internals.options?.input });
  };
  /** Events the machine under test sent to its own children. */
  const sentToChildren: { id: string; event: EventObject }[] = [];
  const recordSentToChild = (source: AnyActorRef | undefined, target: AnyActorRef, event: EventObject) => {
    const parent = (target as unknown as { _parent?: AnyActorRef })._parent;
    if (source?.id === SUBJECT_ID && parent?.id === SUBJECT_ID) sentToChildren.push({ id: target.id, event });
  };
  for (const path of planned) {
    const clock = new SimulatedClock();
    const startedFrom = started.length;
    const effectsFrom = effects.length;
    const childSendsFrom = sentToChildren.length;
    options.beforeStep?.();
    const harness = startInSystem({
      machine: live,
      systemId: options.systemId,
      siblings: options.siblings,
      input: options.input,
      clock,
      // The harness names the machine under test 'subject' (known before its first microstep).
      // A state is visited when it is in a snapshot or a taken transition leaves it (transient states).
      inspect: (inspection) => {
        if (inspection.type === '@xstate.actor') recordStarted(inspection.actorRef as AnyActorRef);
        if (inspection.type === '@xstate.event')
          recordSentToChild(
            inspection.sourceRef as AnyActorRef | undefined,
            inspection.actorRef as AnyActorRef,
            inspection.event,
          );
        if ((inspection.actorRef as AnyActorRef).id !== SUBJECT_ID) return;
        if (inspection.type === '@xstate.snapshot' || inspection.type === '@xstate.microstep') {
          for (const node of (inspection.snapshot as AnyMachineSnapshot)._nodes) visitedStates.add(node.id);
        }
        if (inspection.type !== '@xstate.microstep') return;
        for (const t of inspection._transitions) {
          visitedTransitions.add(t);
          visitedStates.add(t.source.id);
          const key = targetKey(t);
          if (!options.targets || !(key in options.targets)) continue;
          const expected = options.targets[key];
          const snapshot = inspection.snapshot as AnyMachineSnapshot;
          if (!landedWhereExpected(expected, t, snapshot)) {
            failures.push(
              `${path.description}: ${key} should land in ${JSON.stringify(expected ?? '(stays)')}, landed in ${JSON.stringify(snapshot.value)}`,
            );
          }
        }
      },
    });
    const subject = harness.subject as AnyActorRef;
    const checkOracles = (
      event: EventObject,
      before: unknown,
      emittedFrom: number,
      receivedFrom: Record<string, number>,
      startedSince: number,
      effectsSince: number,
      childSendsSince: number,
    ) => {
      if (!options.oracles) return;
      const snapshot = subject.getSnapshot() as AnyMachineSnapshot;
      const active = (snapshot._nodes as AnyStateNode[]).filter((node) => node.path.length > 0);
      const broken = brokenFacts(
        options.oracles,
        active.map((node) => node.path.join('.')),
        {
          event,
          before,
          context: snapshot.context,
          tags: snapshot.tags,
          children: Object.keys(snapshot.children),
          can: (candidate) => snapshot.can(candidate as never),
          emittedNow: harness.emitted.slice(emittedFrom),
          startedNow: started.slice(startedSince),
          effectsNow: effects.slice(effectsSince),
          sentToChildrenNow: sentToChildren.slice(childSendsSince),
          // By position: a machine may send the same event object more than once.
          sentNow: (id, type) =>
            (harness.received[id] ?? [])
              .slice(receivedFrom[id] ?? 0)
              .filter((event) => type === undefined || event.type === type),
        },
      );
      for (const fact of broken) failures.push(`${path.description}: after ${event.type} in ${fact}`);
    };
    const receivedCounts = () =>
      Object.fromEntries(Object.entries(harness.received).map(([id, events]) => [id, events.length]));
    const start = subject.getSnapshot().context;
    checkOracles({ type: 'xstate.init' }, start, 0, {}, startedFrom, effectsFrom, childSendsFrom);
    path.events.forEach((event, i) => {
      const before = subject.getSnapshot();
      if (before.status !== 'active') return;
      const emittedFrom = harness.emitted.length;
      const receivedFrom = receivedCounts();
      const startedSince = started.length;
      const effectsSince = effects.length;
      const childSendsSince = sentToChildren.length;
      options.beforeStep?.();
      if (event.type.startsWith('xstate.after.')) clock.increment(delayOf(live, event.type, before));
      else subject.send(event as never);
      checkOracles(
        event,
        before.context,
        emittedFrom,
        receivedFrom,
        startedSince,
        effectsSince,
        childSendsSince,
      );
      const after = subject.getSnapshot();
      if (JSON.stringify(after.value) !== JSON.stringify(path.expected[i])) {
        failures.push(
          `${path.description}: after ${event.type} expected ${JSON.stringify(path.expected[i])}, got ${JSON.stringify(after.value)}`,
        );
      }
      if (after.status === 'error') failures.push(`${path.description}: actor error ${String(after.error)}`);
    });
    harness.stop();
  }

  // The targets table names every transition of the spec: one lost, gained or moved fails here.
  if (options.targets) {
    const defined = [...transitionLabels.keys()].map(targetKey);
    for (const key of Object.keys(options.targets).filter((key) => !defined.includes(key)))
      failures.push(`the spec's transition ${key} is missing from the machine`);
    for (const key of defined.filter((key) => !(key in (options.targets ?? {}))))
      failures.push(`transition ${key} has no expected target in tests/model/oracles/`);
  }
  // The oracles name the spec's states: a machine that lost or gained one fails here.
  if (options.oracles) {
    const defined = stateNodes.map((node) => node.path.join('.'));
    for (const state of Object.keys(options.oracles).filter((name) => !defined.includes(name)))
      failures.push(`the spec's state ${state} is missing from the machine`);
    for (const state of defined.filter((name) => !(name in (options.oracles ?? {}))))
      failures.push(`state ${state} has no oracle in tests/model/oracles/`);
  }
  const states = count(
    stateNodes.map((node) => node.id),
    (id) => visitedStates.has(id),
  );
  const transitions = count([...transitionLabels.keys()], (t) => visitedTransitions.has(t), transitionLabels);
  return {
    name: options.name,
    paths: planned,
    states,
    transitions,
    failures,
    line: `model coverage ${options.name}: states ${states.covered}/${states.total}, transitions ${transitions.covered}/${transitions.total}`,
  };
}

/** One report over several runs of a machine (e.g. online and offline starts): covered by any run. */
export function mergeReports(name: string, reports: ModelCoverageReport[]): ModelCoverageReport {
  const missingInAll = (key: 'states' | 'transitions') =>
    reports[0][key].missing.filter((item) => reports.every((report) => report[key].missing.includes(item)));
  const merged = (key: 'states' | 'transitions'): CoverageCount => {
    const missing = missingInAll(key);
    return { covered: reports[0][key].total - missing.length, total: reports[0][key].total, missing };
  };
  const states = merged('states');
  const transitions = merged('transitions');
  return {
    name,
    paths: reports.flatMap((report) => report.paths),
    states,
    transitions,
    failures: reports.flatMap((report) => report.failures),
    line: `model coverage ${name}: states ${states.covered}/${states.total}, transitions ${transitions.covered}/${transitions.total}`,
  };
}

function count<T>(items: T[], isCovered: (item: T) => boolean, labels?: Map<T, string>): CoverageCount {
  const missing = items.filter((item) => !isCovered(item)).map((item) => labels?.get(item) ?? String(item));
  return { covered: items.length - missing.length, total: items.length, missing };
}

/** Fixture event: the invoked effect with this id completed with `output`. */
export function doneEvent(invokeId: string, output?: unknown): ModelEvent {
  return { type: `xstate.done.actor.${invokeId}`, output };
}

/** Fixture event: the invoked effect with this id failed with `error`. */
export function errorEvent(invokeId: string, error: unknown): ModelEvent {
  return { type: `xstate.error.actor.${invokeId}`, error };
}

/** Prints the coverage line and throws, listing what is missing, unless coverage is 100 percent. */
export function assertFullCoverage(report: ModelCoverageReport): void {
  console.log(report.line);
  const problems = [
    ...report.failures,
    ...report.states.missing.map((id) => `state not reached: ${id}`),
    ...report.transitions.missing.map((label) => `transition not taken: ${label}`),
  ];
  if (problems.length) throw new Error(`${report.line}\n${problems.join('\n')}`);
}
