import type { AnyStateMachine } from 'xstate';
import { appMachine, CHILD_IDS } from '../../../machines/app';
import { environmentMachine } from '../../../machines/environment';
import { filterMachine } from '../../../machines/filter';
import { languageMachine } from '../../../machines/language';
import { permissionsMachine } from '../../../machines/permissions';
import { sessionMachine } from '../../../machines/session';
import { SYSTEM_IDS, type SystemId } from '../../../machines/shared/system-ids';
import { syncMachine } from '../../../machines/sync';
import { togglesMachine } from '../../../machines/toggles';
import { usageMachine } from '../../../machines/usage';
import type { StatechartModel } from '../../../scripts/statecharts/statechart.types';
import { describeMachine } from '../../../scripts/statecharts/statechart-model';

/**
 * The machines that run for the whole session: the root and the children it spawns, in the
 * root's order. Their models come from the same describer as docs/statecharts/.
 */
const MACHINES: Record<SystemId, AnyStateMachine> = {
  app: appMachine,
  session: sessionMachine,
  environment: environmentMachine,
  language: languageMachine,
  permissions: permissionsMachine,
  sync: syncMachine,
  filter: filterMachine,
  toggles: togglesMachine,
  usage: usageMachine,
};

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
