import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * Which children a machine starts, with their system ids: read from its `spawnChild(...)`
 * actions (entry, exit, transitions and named actions) and from invocations that set a
 * `systemId`. Pure, so the /statecharts page can draw the same tree.
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

export function spawnedChildren(
  machine: AnyStateMachine,
  machinesByName: Map<string, AnyStateMachine>,
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
  const unique = new Map<string, SpawnedChild>();
  for (const child of [...spawned, ...invoked]) {
    const key = `${child.src}/${child.id}/${child.systemId}`;
    const logic = actors[child.src];
    const byIdentity = [...machinesByName].find(([, candidate]) => candidate === logic)?.[0];
    const byName = [child.src, child.systemId, child.id].find((name) => name && machinesByName.has(name));
    unique.set(key, { ...child, machineName: byIdentity ?? byName });
  }
  return [...unique.values()].sort((a, b) => (a.systemId ?? a.src).localeCompare(b.systemId ?? b.src));
}

/** The tree below `rootName`, following each child to the machine it runs (cycles cut). */
export function actorTree(
  rootName: string,
  machinesByName: Map<string, AnyStateMachine>,
  systemId?: string,
  seen: Set<string> = new Set(),
): ActorTreeNode {
  const machine = machinesByName.get(rootName);
  if (!machine || seen.has(rootName)) return { name: rootName, systemId, children: [] };
  const inPath = new Set([...seen, rootName]);
  const children = spawnedChildren(machine, machinesByName).map((child) =>
    child.machineName
      ? actorTree(child.machineName, machinesByName, child.systemId, inPath)
      : { name: child.src, systemId: child.systemId, children: [] },
  );
  return { name: rootName, systemId, children };
}
