import { documentDownloadMachine } from '../document-download/document-download.machine';
import { environmentMachine } from '../environment/environment.machine';
import { filterMachine } from '../filter/filter.machine';
import { filterOptionsMachine } from '../filter-options/filter-options.machine';
import { languageMachine } from '../language/language.machine';
import { myFacilityMachine } from '../my-facility/my-facility.machine';
import { permissionsMachine } from '../permissions/permissions.machine';
import { savedViewsMachine } from '../saved-views/saved-views.machine';
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

/**
 * The main frame's children, spawned when the user first reaches a page of the main layout
 * (saved views' and My facility's `openedAt` is that address: the start-page and landing
 * rules), then kept for the visit. Document downloads run one at a time in the frame's pages.
 */
export const FRAME_MACHINES = {
  savedViews: savedViewsMachine,
  myFacility: myFacilityMachine,
  documentDownload: documentDownloadMachine,
} as const;
