import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { actionLabel, emittedTypeOf, guardLabel, guardNames, guardWords, isDelayBookkeeping } from './labels';
import type { MachineDescriptions } from '../../../../machines/shared/descriptions';
import type {
  DelayInfo,
  EmittedInfo,
  EventInfo,
  GuardInfo,
  StatechartModel,
  StateInfo,
  TransitionInfo,
  TriggerKind,
} from './statechart.types';

/**
 * Walks an XState v5 machine definition (`machine.root` and its state nodes) into a
 * StatechartModel. Pure and free of node: imports, so the browser can use it too.
 */

export interface DescribeOptions {
  /** Emitted event types found outside the definition (e.g. in the machine's types file). */
  emittedTypes?: string[];
  /** Plain words for the guards and actions (`machines/<name>/<name>.descriptions.ts`). */
  descriptions?: MachineDescriptions;
}

const NO_DESCRIPTIONS: MachineDescriptions = { guards: {}, actions: {} };
const OTHERWISE = 'otherwise';

/** How a state path is written for readers: `operating.door.closed`; the root is `(machine)`. */
export function dottedPath(path: string[]): string {
  return path.length === 0 ? '(machine)' : path.join('.');
}

function descriptionOf(node: { description?: string; meta?: unknown }): string | undefined {
  const meta = node.meta as { description?: unknown } | undefined;
  const fromMeta = typeof meta?.description === 'string' ? meta.description : undefined;
  return node.description ?? fromMeta;
}

function sourceName(src: unknown, id: string): string {
  return typeof src === 'string' ? src : id;
}

function describeState(node: AnyStateNode): StateInfo {
  const children = Object.values(node.states as Record<string, AnyStateNode>);
  const initialTarget = node.type === 'compound' ? node.initial?.target?.[0] : undefined;
  return {
    path: [...node.path],
    key: node.path.length === 0 ? node.machine.id : node.key,
    kind: node.type,
    description: descriptionOf(node),
    tags: [...node.tags],
    initial: initialTarget?.key,
    entry: node.entry.filter((action) => !isDelayBookkeeping(action)).map(actionLabel),
    exit: node.exit.filter((action) => !isDelayBookkeeping(action)).map(actionLabel),
    invokes: node.invoke.map((invoke) => sourceName(invoke.src, invoke.id)),
    children: children.map(describeState),
  };
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(allNodes)];
}

/** An inline delay function has no name: it is computed from the context when the state is entered. */
function delayName(delay: unknown): string {
  return typeof delay === 'function' ? 'computed delay' : String(delay);
}

function delayText(delay: unknown, delays: Record<string, unknown>): string {
  if (typeof delay === 'number') return `after ${delay}ms`;
  if (typeof delay !== 'string') return `after ${delayName(delay)}`;
  const value = delays[delay];
  return typeof value === 'number' ? `after ${delay} (${value}ms)` : `after ${delay}`;
}

interface Trigger {
  kind: TriggerKind;
  trigger: string;
}

function triggerOf(node: AnyStateNode, eventType: string, delays: Record<string, unknown>): Trigger {
  const delayed = node.after.find((transition) => transition.eventType === eventType);
  if (delayed) return { kind: 'after', trigger: delayText(delayed.delay, delays) };
  const invoked = node.invoke.find((invoke) => eventType.endsWith(`.actor.${invoke.id}`));
  if (invoked && eventType.startsWith('xstate.done.actor.')) {
    return { kind: 'done', trigger: `done: ${sourceName(invoked.src, invoked.id)}` };
  }
  if (invoked && eventType.startsWith('xstate.error.actor.')) {
    return { kind: 'error', trigger: `error: ${sourceName(invoked.src, invoked.id)}` };
  }
  if (eventType.startsWith('xstate.done.state.')) {
    // `xstate.done.state.sync.dataSync`: the nested state `dataSync` reached its final state.
    const finished = eventType.slice('xstate.done.state.'.length).replace(`${node.machine.id}.`, '');
    return { kind: 'stateDone', trigger: `done: ${finished}` };
  }
  return { kind: 'event', trigger: eventType };
}

/** An unguarded transition listed after guarded ones of the same trigger is their fallback. */
function conditionOf(
  definitions: readonly AnyTransitionDefinition[],
  index: number,
  guards: Record<string, string>,
): string | undefined {
  const { guard } = definitions[index];
  if (guard !== undefined) return guardWords(guard, guards);
  return definitions.slice(0, index).some((earlier) => earlier.guard !== undefined) ? OTHERWISE : undefined;
}

function describeTransitions(
  node: AnyStateNode,
  delays: Record<string, unknown>,
  descriptions: MachineDescriptions,
): TransitionInfo[] {
  const eventful = [...node.transitions.entries()].flatMap(([eventType, definitions]) =>
    definitions.map((definition, index) => ({
      eventType,
      definition,
      condition: conditionOf(definitions, index, descriptions.guards),
      ...triggerOf(node, eventType, delays),
    })),
  );
  const always = node.always ?? [];
  const eventless = always.map((definition, index) => ({
    eventType: '',
    definition,
    condition: conditionOf(always, index, descriptions.guards),
    kind: 'always' as const,
    trigger: 'always',
  }));
  return [...eventful, ...eventless].map(({ eventType, definition, condition, kind, trigger }) => ({
    sourcePath: [...node.path],
    targetPaths: (definition.target ?? []).map((target: AnyStateNode) => [...target.path]),
    kind,
    eventType,
    trigger,
    guard: definition.guard === undefined ? undefined : guardLabel(definition.guard),
    guardNames: guardNames(definition.guard),
    condition,
    actions: definition.actions.map(actionLabel),
    description: definition.description,
  }));
}

function byName<T extends { name?: string; type?: string }>(a: T, b: T): number {
  return (a.name ?? a.type ?? '').localeCompare(b.name ?? b.type ?? '');
}

function collectEvents(transitions: TransitionInfo[]): EventInfo[] {
  const events = new Map<string, EventInfo>();
  for (const transition of transitions.filter((t) => t.kind === 'event')) {
    const info = events.get(transition.eventType) ?? { type: transition.eventType, acceptedIn: [] };
    const source = dottedPath(transition.sourcePath);
    if (!info.acceptedIn.includes(source)) info.acceptedIn.push(source);
    info.description ??= transition.description;
    events.set(transition.eventType, info);
  }
  return [...events.values()].sort(byName);
}

function where(transition: TransitionInfo): string {
  return `${dottedPath(transition.sourcePath)} on ${transition.trigger}`;
}

function collectGuards(
  machine: AnyStateMachine,
  transitions: TransitionInfo[],
  descriptions: Record<string, string>,
): GuardInfo[] {
  const guards = new Map<string, GuardInfo>();
  for (const name of Object.keys(machine.implementations.guards)) guards.set(name, { name, usedIn: [] });
  for (const transition of transitions) {
    for (const name of transition.guardNames) {
      const info = guards.get(name) ?? { name, usedIn: [] };
      info.usedIn.push(where(transition));
      guards.set(name, info);
    }
  }
  for (const info of guards.values()) info.description = descriptions[info.name];
  return [...guards.values()].sort(byName);
}

function collectDelays(machine: AnyStateMachine, nodes: AnyStateNode[]): DelayInfo[] {
  const declared = machine.implementations.delays as Record<string, unknown>;
  const delays = new Map<string, DelayInfo>();
  const milliseconds = (name: string | number) => (typeof name === 'number' ? name : declared[name]);
  for (const name of Object.keys(declared)) delays.set(name, { name, usedIn: [] });
  for (const node of nodes) {
    for (const transition of node.after) {
      const name = delayName(transition.delay);
      const info = delays.get(name) ?? { name, usedIn: [] };
      const source = dottedPath([...node.path]);
      if (!info.usedIn.includes(source)) info.usedIn.push(source);
      delays.set(name, info);
    }
  }
  for (const info of delays.values()) {
    const value = milliseconds(/^\d+$/.test(info.name) ? Number(info.name) : info.name);
    if (typeof value === 'number') info.milliseconds = value;
  }
  return [...delays.values()].sort(byName);
}

function collectEmitted(machine: AnyStateMachine, extraTypes: string[]): EmittedInfo[] {
  const emitted = new Map<string, EmittedInfo>();
  for (const type of extraTypes) emitted.set(type, { type, emittedBy: [] });
  for (const [name, action] of Object.entries(machine.implementations.actions)) {
    const type = emittedTypeOf(action);
    if (!type) continue;
    const info = emitted.get(type) ?? { type, emittedBy: [] };
    info.emittedBy.push(name);
    emitted.set(type, info);
  }
  for (const info of emitted.values()) info.emittedBy.sort();
  return [...emitted.values()].sort(byName);
}

export function describeMachine(
  name: string,
  machine: AnyStateMachine,
  options: DescribeOptions = {},
): StatechartModel {
  const nodes = allNodes(machine.root);
  const delays = machine.implementations.delays as Record<string, unknown>;
  const descriptions = options.descriptions ?? NO_DESCRIPTIONS;
  const transitions = nodes.flatMap((node) => describeTransitions(node, delays, descriptions));
  const root = describeState(machine.root);
  const invoked = nodes.flatMap((node) => node.invoke.map((invoke) => sourceName(invoke.src, invoke.id)));
  return {
    name,
    machineId: machine.id,
    description: root.description,
    root,
    transitions,
    events: collectEvents(transitions),
    guards: collectGuards(machine, transitions, descriptions.guards),
    delays: collectDelays(machine, nodes),
    emitted: collectEmitted(machine, options.emittedTypes ?? []),
    actors: [...new Set([...Object.keys(machine.implementations.actors), ...invoked])].sort(),
    actionDescriptions: descriptions.actions,
  };
}
