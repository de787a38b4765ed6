import type { AnyStateMachine } from 'xstate';
import { appMachine, CHILD_IDS, CHILD_MACHINES } from '../../../machines/app';
import { SYSTEM_IDS, type SystemId } from '../../../machines/shared/system-ids';
import type { StatechartModel } from '../../../scripts/statecharts/statechart.types';
import { describeMachine } from '../../../scripts/statecharts/statechart-model';

/**
 * The machines that run for the whole session: the root and the children it spawns, in the
 * root's order. Their models come from the same describer as docs/statecharts/.
 */
const MACHINES: Record<SystemId, AnyStateMachine> = { app: appMachine, ...CHILD_MACHINES };

export const LIVE_MACHINE_IDS: readonly SystemId[] = [SYSTEM_IDS.app, ...CHILD_IDS];

const models = new Map<SystemId, StatechartModel>();

/** The machine's model, described once per page load. */
export function liveMachineModel(id: SystemId): StatechartModel {
  let model = models.get(id);
  if (!model) {
    model = describeMachine(id, MACHINES[id]);
    models.set(id, model);
  }
  return model;
}
