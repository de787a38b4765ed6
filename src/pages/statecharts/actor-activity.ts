import type { ActorRefLike, AnyActorRef, InspectionEvent, StateValue } from 'xstate';
import { SYSTEM_IDS, type SystemId } from '../../../machines/shared/system-ids';

/**
 * What the analyst view needs from the running actors: each machine's state value and the
 * events it received (type and time only: payloads may hold tokens or user details).
 * Small on purpose: the composition root imports it through publish-actor-activity.ts.
 */

export interface ActivityEntry {
  machine: SystemId;
  eventType: string;
  /** The machine's state value after the event. */
  value: StateValue;
  at: number;
}

export type MachineStates = Partial<Record<SystemId, StateValue>>;

const KNOWN_IDS = new Set<string>(Object.values(SYSTEM_IDS));

/** The root has no system id of its own: it is `app` by being the root. */
function machineKey(root: AnyActorRef, actor: ActorRefLike): SystemId | undefined {
  if (actor === root) return SYSTEM_IDS.app;
  const systemId = (actor as { systemId?: string }).systemId;
  return systemId && KNOWN_IDS.has(systemId) ? (systemId as SystemId) : undefined;
}

function stateValueOf(snapshot: unknown): StateValue | undefined {
  const value = (snapshot as { value?: unknown } | undefined)?.value;
  return typeof value === 'string' || (typeof value === 'object' && value !== null)
    ? (value as StateValue)
    : undefined;
}

/** The current state value of the root and of every child it has spawned so far. */
export function currentStates(root: AnyActorRef): MachineStates {
  const states: MachineStates = {};
  for (const id of Object.values(SYSTEM_IDS)) {
    const actor = id === SYSTEM_IDS.app ? root : root.system.get(id);
    const value = actor ? stateValueOf(actor.getSnapshot()) : undefined;
    if (value !== undefined) states[id] = value;
  }
  return states;
}

/**
 * Calls `listener` after each event one of the known machines processed, through XState's
 * inspection API (`@xstate.snapshot` carries both the event and the resulting state).
 */
export function observeActorActivity(
  root: AnyActorRef,
  listener: (entry: ActivityEntry) => void,
  now: () => number = Date.now,
): () => void {
  const subscription = root.system.inspect((inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.snapshot') return;
    const machine = machineKey(root, inspection.actorRef);
    const value = stateValueOf(inspection.snapshot);
    if (!machine || value === undefined) return;
    listener({ machine, eventType: inspection.event.type, value, at: now() });
  });
  return () => subscription.unsubscribe();
}
