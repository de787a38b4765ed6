import { environmentMachine } from '../environment/environment.machine';
import { filterMachine } from '../filter/filter.machine';
import { filterOptionsMachine } from '../filter-options/filter-options.machine';
import { languageMachine } from '../language/language.machine';
import { permissionsMachine } from '../permissions/permissions.machine';
import { sessionMachine } from '../session/session.machine';
import { syncMachine } from '../sync/sync.machine';
import { togglesMachine } from '../toggles/toggles.machine';
import { usageMachine } from '../usage/usage.machine';

/** The machine of every child the root spawns, by child id (also its actor key and system id). */
export const CHILD_MACHINES = {
  session: sessionMachine,
  environment: environmentMachine,
  language: languageMachine,
  permissions: permissionsMachine,
  sync: syncMachine,
  filter: filterMachine,
  filterOptions: filterOptionsMachine,
  toggles: togglesMachine,
  usage: usageMachine,
} as const;
