import type { AnyStateMachine } from 'xstate';
import {
  appMachine,
  CHILD_IDS,
  CHILD_MACHINES,
  FRAME_IDS,
  FRAME_MACHINES,
  PAGE_DATA_MACHINES,
} from '../../../machines/app';
import { appDescriptions } from '../../../machines/app/app.descriptions';
import { documentDownloadDescriptions } from '../../../machines/document-download/document-download.descriptions';
import { environmentDescriptions } from '../../../machines/environment/environment.descriptions';
import { filterDescriptions } from '../../../machines/filter/filter.descriptions';
import { filterOptionsDescriptions } from '../../../machines/filter-options/filter-options.descriptions';
import { languageDescriptions } from '../../../machines/language/language.descriptions';
import { myFacilityDescriptions } from '../../../machines/my-facility/my-facility.descriptions';
import { pageDataDescriptions } from '../../../machines/page-data/page-data.descriptions';
import { permissionsDescriptions } from '../../../machines/permissions/permissions.descriptions';
import { savedViewsDescriptions } from '../../../machines/saved-views/saved-views.descriptions';
import { sessionDescriptions } from '../../../machines/session/session.descriptions';
import type { MachineDescriptions } from '../../../machines/shared/descriptions';
import { SYSTEM_IDS, type SystemId } from '../../../machines/shared/system-ids';
import { syncDescriptions } from '../../../machines/sync/sync.descriptions';
import { togglesDescriptions } from '../../../machines/toggles/toggles.descriptions';
import { usageDescriptions } from '../../../machines/usage/usage.descriptions';
import type { StatechartModel } from './model/statechart.types';
import { describeMachine } from './model/statechart-model';

/**
 * Every machine of the portal: the root, the children it spawns for the whole visit, the main
 * frame's children, and the page-data machine that each component showing remote data runs as a
 * child of its own. Their models come from the same describer as docs/statecharts/.
 */
export type LiveMachineId = SystemId | 'pageData';

const MACHINES: Record<LiveMachineId, AnyStateMachine> = {
  app: appMachine,
  ...CHILD_MACHINES,
  ...FRAME_MACHINES,
  pageData: PAGE_DATA_MACHINES.pageData,
};

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
  savedViews: savedViewsDescriptions,
  myFacility: myFacilityDescriptions,
  documentDownload: documentDownloadDescriptions,
  pageData: pageDataDescriptions,
};

export const LIVE_MACHINE_IDS: readonly LiveMachineId[] = [
  SYSTEM_IDS.app,
  ...CHILD_IDS,
  ...FRAME_IDS,
  'pageData',
];

const SYSTEM_ID_SET = new Set<string>(Object.values(SYSTEM_IDS));

/**
 * The machine an actor of the trace runs: the root and its named children go by their system
 * id; every other machine actor runs the page-data machine, as the root's child of a component
 * (under the component's id) or as the filter options' child of an option source (`countries`).
 */
export function machineOfActor(actor: string): LiveMachineId {
  return SYSTEM_ID_SET.has(actor) ? (actor as SystemId) : 'pageData';
}

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
