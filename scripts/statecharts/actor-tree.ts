import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * Which children a machine starts, with their system ids: read from its `spawnChild(...)`
 * actions (entry, exit, transitions and named actions) and from invocations that set a
 * `systemId`. Spawns inside `enqueueActions` cannot be read without running them, so the
 * project's machines declared in `setup({ actors })` count as children too, with the system
 * id the project assigns to that machine name. Pure, so the /statecharts page can use it.
 */

export interface SpawnedChild {
  /** The actor source key in the parent's `setup({ actors })`. */
  src: string;
  id?: string;
  systemId?: string;
  /** The machine name (folder under machines/) the source resolves to, when known. */
  machineName?: string;
}

export interface ActorTreeNode {
  name: string;
  systemId?: string;
  children: ActorTreeNode[];
}

interface SpawnAction {
  type?: string;
  src?: unknown;
  id?: unknown;
  systemId?: unknown;
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(allNodes)];
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Machine name -> system id, e.g. SYSTEM_IDS of machines/shared/system-ids.ts. */
export type SystemIdsByName = Record<string, string | undefined>;

export function spawnedChildren(
  machine: AnyStateMachine,
  machinesByName: Map<string, AnyStateMachine>,
  systemIds: SystemIdsByName = {},
): SpawnedChild[] {
  const named = machine.implementations.actions as Record<string, unknown>;
  const resolveAction = (action: unknown) => (typeof action === 'string' ? named[action] : action);
  const nodes = allNodes(machine.root);
  const actions = [
    ...Object.values(named),
    ...nodes.flatMap((node) => [
      ...node.entry,
      ...node.exit,
      ...[...node.transitions.values()].flat().flatMap((t) => t.actions),
      ...(node.always ?? []).flatMap((t) => t.actions),
    ]),
  ].map(resolveAction);
  const spawned = actions
    .filter(
      (action): action is SpawnAction =>
        typeof action === 'function' && (action as SpawnAction).type === 'xstate.spawnChild',
    )
    .map((action) => ({
      src: text(action.src) ?? 'inline',
      id: text(action.id),
      systemId: text(action.systemId),
    }));
  const invoked = nodes
    .flatMap((node) => node.invoke)
    .filter((invoke) => invoke.systemId)
    .map((invoke) => ({ src: text(invoke.src) ?? invoke.id, id: invoke.id, systemId: invoke.systemId }));
  const actors = machine.implementations.actors as Record<string, unknown>;
  const machineNameOf = (logic: unknown) =>
    [...machinesByName].find(([, candidate]) => candidate === logic)?.[0];
  const unique = new Map<string, SpawnedChild>();
  for (const child of [...spawned, ...invoked]) {
    const byName = [child.src, child.systemId, child.id].find((name) => name && machinesByName.has(name));
    const key = `${child.src}/${child.id}/${child.systemId}`;
    unique.set(key, { ...child, machineName: machineNameOf(actors[child.src]) ?? byName });
  }
  const listed = new Set([...unique.values()].map((child) => child.machineName));
  for (const [src, logic] of Object.entries(actors)) {
    const machineName = machineNameOf(logic);
    if (!machineName || listed.has(machineName)) continue;
    // Once per machine: several actor names may run the same one (the app's kinds of page data).
    listed.add(machineName);
    unique.set(src, { src, systemId: systemIds[machineName], machineName });
  }
  return [...unique.values()].sort((a, b) => (a.systemId ?? a.src).localeCompare(b.systemId ?? b.src));
}

/** The tree below `rootName`, following each child to the machine it runs (cycles cut). */
export function actorTree(
  rootName: string,
  machinesByName: Map<string, AnyStateMachine>,
  systemIds: SystemIdsByName = {},
  seen: Set<string> = new Set(),
): ActorTreeNode {
  const machine = machinesByName.get(rootName);
  const systemId = systemIds[rootName];
  if (!machine || seen.has(rootName)) return { name: rootName, systemId, children: [] };
  const inPath = new Set([...seen, rootName]);
  const children = spawnedChildren(machine, machinesByName, systemIds).map((child) =>
    child.machineName
      ? { ...actorTree(child.machineName, machinesByName, systemIds, inPath), systemId: child.systemId }
      : { name: child.src, systemId: child.systemId, children: [] },
  );
  return { name: rootName, systemId, children };
}
