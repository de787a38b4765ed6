import { type AnyStateMachine, type AnyStateNode, createMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { targetKey } from './model-coverage';
import { type MachineModel, modelFails } from './model-runs';

/**
 * Retarget mutants: a machine with one transition's target moved to another state of the same
 * machine, one the model reaches some other way (every state is reached), e.g. sync's Home
 * figures answered -> `dataSync.done` instead of `dataSync.syncProgress`, so the last-sync time
 * never loads. StrykerJS does not make these (it changes a target to `""`, which no machine
 * accepts), so they are made here, from the machine's config.
 */

type Config = Record<string, unknown>;

export interface RetargetMutant {
  /** The transition, as keyed in the targets tables: `<source> --<trigger>[ #n]`. */
  transition: string;
  /** Dotted path of the state it is moved to. */
  to: string;
  machine: AnyStateMachine;
}

/** Every place in a state's config that holds transitions, as [path from the state, value]. */
function transitionSlots(state: Config): [string[], unknown][] {
  const slots: [string[], unknown][] = [];
  for (const [event, value] of Object.entries((state.on as Config | undefined) ?? {}))
    slots.push([['on', event], value]);
  for (const [delay, value] of Object.entries((state.after as Config | undefined) ?? {}))
    slots.push([['after', delay], value]);
  if (state.always) slots.push([['always'], state.always]);
  if (state.onDone) slots.push([['onDone'], state.onDone]);
  const invokes = state.invoke ? [state.invoke].flat() : [];
  invokes.forEach((invoke, index) => {
    const at = Array.isArray(state.invoke) ? ['invoke', String(index)] : ['invoke'];
    for (const key of ['onDone', 'onError']) {
      const value = (invoke as Config)[key];
      if (value) slots.push([[...at, key], value]);
    }
  });
  return slots;
}

const hasTarget = (transition: unknown) =>
  typeof transition === 'string' ||
  (typeof transition === 'object' && transition !== null && 'target' in transition);

/**
 * A copy of `config` with the transition at `path` (at `index` in a list of them) aimed at
 * `target`: copied along the path only, so inline actions and guards (functions) stay as they are.
 */
function withTarget(config: Config, path: string[], index: number | undefined, target: string): Config {
  const aim = (transition: unknown) =>
    typeof transition === 'string' ? target : { ...(transition as Config), target };
  const copy = (node: unknown, [key, ...rest]: string[]): unknown => {
    if (key === undefined) {
      return index === undefined ? aim(node) : (node as unknown[]).map((t, i) => (i === index ? aim(t) : t));
    }
    if (Array.isArray(node)) return node.map((item, i) => (String(i) === key ? copy(item, rest) : item));
    return { ...(node as Config), [key]: copy((node as Config)[key], rest) };
  };
  return copy(config, path) as Config;
}

function statesOf(config: Config, path: string[] = []): [string[], Config][] {
  const children = Object.entries((config.states as Record<string, Config> | undefined) ?? {});
  return [[path, config], ...children.flatMap(([key, child]) => statesOf(child, [...path, key]))];
}

interface Slot {
  /** Path to the transition (or list of them) in the machine's config. */
  at: string[];
  /** Its index when the slot holds a list. */
  index: number | undefined;
}

function slotsWithTargets(config: Config): Slot[] {
  return statesOf(config).flatMap(([statePath, state]) =>
    transitionSlots(state).flatMap(([slot, value]) => {
      const at = [...statePath.flatMap((key) => ['states', key]), ...slot];
      const list = Array.isArray(value) ? value : [value];
      return list
        .map((transition, index) => ({ transition, index: Array.isArray(value) ? index : undefined }))
        .filter(({ transition }) => hasTarget(transition))
        .map(({ index }) => ({ at, index }));
    }),
  );
}

/** Each transition's key (`<source> --<trigger>[ #n]`) -> its targets, as the built machine has them. */
function targetsByKey(machine: AnyStateMachine): Map<string, string> {
  const byKey = new Map<string, string>();
  for (const node of [machine.root, ...(getStateNodes(machine.root) as AnyStateNode[])]) {
    for (const t of [...node.transitions.values(), node.always ?? []].flat()) {
      byKey.set(targetKey(t), (t.target ?? []).map((n: AnyStateNode) => n.path.join('.')).join(','));
    }
  }
  return byKey;
}

/** Where entering a state lands: down its initial states to a leaf (or a parallel state). */
function landingOf(node: AnyStateNode | undefined): string | undefined {
  let current = node;
  while (current?.type === 'compound' && current.initial?.target?.[0]) current = current.initial.target[0];
  return current?.path.join('.');
}

/** The machine with the transition at `slot` aimed at the state `to`, and the key of the one it changed. */
function aimed(
  machine: AnyStateMachine,
  slot: Slot,
  to: string,
): { key: string; machine: AnyStateMachine } | null {
  const config = withTarget(machine.config as Config, slot.at, slot.index, `#${machine.id}.${to}`);
  // A mutant may loop on eventless transitions for ever: XState stops it with an error (killed).
  const bounded = { ...config, options: { maxIterations: 1000, ...(config.options as Config | undefined) } };
  const mutated = createMachine(bounded as never, machine.implementations as never);
  const before = targetsByKey(machine);
  const changed = [...targetsByKey(mutated)].filter(([key, target]) => before.get(key) !== target);
  return changed.length === 1 ? { key: changed[0][0], machine: mutated } : null;
}

/** One retarget mutant: the transition `key` moved to the state `to` (throws if there is no such transition). */
export function retargeted(machine: AnyStateMachine, key: string, to: string): AnyStateMachine {
  for (const slot of slotsWithTargets(machine.config as Config)) {
    const mutant = aimed(machine, slot, to);
    if (mutant?.key === key) return mutant.machine;
  }
  throw new Error(`no transition ${key} with a target other than ${to} in the ${machine.id} machine`);
}

/**
 * Up to `perTransition` mutants per transition with a target: its target replaced by another
 * state of the machine, the source's siblings first (the likeliest slip), in the definition's order.
 */
export function retargetMutants(machine: AnyStateMachine, perTransition = 2): RetargetMutant[] {
  const nodes = getStateNodes(machine.root) as AnyStateNode[];
  const paths = nodes.map((node) => node.path.join('.'));
  const before = targetsByKey(machine);
  const mutants: RetargetMutant[] = [];
  for (const slot of slotsWithTargets(machine.config as Config)) {
    const source = slot.at.filter((_, i) => slot.at[i - 1] === 'states');
    const isSibling = (path: string) =>
      path.split('.').length === source.length && path.startsWith(source.slice(0, -1).join('.'));
    let made = 0;
    for (const to of [...paths.filter(isSibling), ...paths.filter((path) => !isSibling(path))]) {
      if (made >= perTransition) break;
      const mutant = aimed(machine, slot, to);
      if (!mutant) continue;
      // Equivalent: a compound state whose initial states lead to the same target lands the same.
      const landing = (path: string) => landingOf(nodes.find((node) => node.path.join('.') === path));
      if (landing(to) === landing(before.get(mutant.key) ?? '')) continue;
      mutants.push({ transition: mutant.key, to, machine: mutant.machine });
      made += 1;
    }
  }
  return mutants;
}

export interface RetargetScore {
  mutants: number;
  /** Killed by the model with its state oracles alone (before the targets tables). */
  byStateOracles: number;
  /** Killed by the model with the state oracles and the transition targets. */
  withTargets: number;
  /** The mutants the model with targets misses: `transition -> state`. */
  survivors: string[];
  /** The mutants the state oracles alone miss (the targets catch them unless they are survivors too). */
  passStateOracles: string[];
}

export function scoreRetargets(model: MachineModel, perTransition = 2): RetargetScore {
  const mutants = retargetMutants(model.machine, perTransition);
  let byStateOracles = 0;
  let withTargets = 0;
  const survivors: string[] = [];
  const passStateOracles: string[] = [];
  for (const mutant of mutants) {
    if (modelFails(model, mutant.machine, false)) byStateOracles += 1;
    else passStateOracles.push(`${mutant.transition} -> ${mutant.to}`);
    if (modelFails(model, mutant.machine, true)) withTargets += 1;
    else survivors.push(`${mutant.transition} -> ${mutant.to}`);
  }
  return { mutants: mutants.length, byStateOracles, withTargets, survivors, passStateOracles };
}
