import type { AnyStateMachine } from 'xstate';
import { appMachine, CHILD_IDS, CHILD_MACHINES, type FRAME_IDS } from '../../../machines/app';
import { appDescriptions } from '../../../machines/app/app.descriptions';
import { environmentDescriptions } from '../../../machines/environment/environment.descriptions';
import { filterDescriptions } from '../../../machines/filter/filter.descriptions';
import { filterOptionsDescriptions } from '../../../machines/filter-options/filter-options.descriptions';
import { languageDescriptions } from '../../../machines/language/language.descriptions';
import { permissionsDescriptions } from '../../../machines/permissions/permissions.descriptions';
import { sessionDescriptions } from '../../../machines/session/session.descriptions';
import type { MachineDescriptions } from '../../../machines/shared/descriptions';
import { SYSTEM_IDS, type SystemId } from '../../../machines/shared/system-ids';
import { syncDescriptions } from '../../../machines/sync/sync.descriptions';
import { togglesDescriptions } from '../../../machines/toggles/toggles.descriptions';
import { usageDescriptions } from '../../../machines/usage/usage.descriptions';
import type { StatechartModel } from './model/statechart.types';
import { describeMachine } from './model/statechart-model';

/**
 * The machines that run for the whole session: the root and the children it spawns, in the
 * root's order. Their models come from the same describer as docs/statecharts/.
 */
// The main frame's children (saved views, My facility) start with the frame and are not shown here.
export type LiveMachineId = Exclude<SystemId, (typeof FRAME_IDS)[number]>;

const MACHINES: Record<LiveMachineId, AnyStateMachine> = { app: appMachine, ...CHILD_MACHINES };

/** Their guard and action words, so the live pictures label guarded edges as docs/statecharts/ does. */
const DESCRIPTIONS: Record<LiveMachineId, MachineDescriptions> = {
  app: appDescriptions,
  session: sessionDescriptions,
  environment: environmentDescriptions,
  language: languageDescriptions,
  permissions: permissionsDescriptions,
  sync: syncDescriptions,
  filter: filterDescriptions,
  filterOptions: filterOptionsDescriptions,
  toggles: togglesDescriptions,
  usage: usageDescriptions,
};

export const LIVE_MACHINE_IDS: readonly LiveMachineId[] = [SYSTEM_IDS.app, ...CHILD_IDS];

const models = new Map<LiveMachineId, StatechartModel>();

/** The machine's model, described once per page load. */
export function liveMachineModel(id: LiveMachineId): StatechartModel {
  let model = models.get(id);
  if (!model) {
    model = describeMachine(id, MACHINES[id], { descriptions: DESCRIPTIONS[id] });
    models.set(id, model);
  }
  return model;
}
