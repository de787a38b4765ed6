import { ENVIRONMENT_PARAM } from '../filter/filter-address-sync';
import { isPlainStartAddress } from '../saved-views/saved-views.rules';
import { ROUTES } from '../shared/routes';

const pathnameOf = (path: string) => path.split(/[?#]/, 1)[0];

/** The user is still on the page the portal was opened at. */
export const isStillAt = (openedAt: string, currentPath: string) =>
  pathnameOf(currentPath) === pathnameOf(openedAt);

/**
 * The landing rule (docs/ui.md, My facility): a facility user's facility page opens in place of
 * Index or Home only when the portal was opened at `/` or `/home` and the user is still there.
 * Any other address (a bookmark, a shared link, Home chosen later) is honoured as it is. It waits
 * until the locked filter is written into that address (its `env`): landing earlier, that write
 * would bring the user back.
 */
export function shouldLand(openedAt: string, currentPath: string): boolean {
  const search = new URLSearchParams(currentPath.split('?')[1]?.split('#')[0] ?? '');
  return isPlainStartAddress(openedAt) && isStillAt(openedAt, currentPath) && search.has(ENVIRONMENT_PARAM);
}

export const facilityDetailPath = (facilityId: number) =>
  ROUTES.FacilityDetail.path.replace(':facilityId', String(facilityId));

export const momCarePath = (facilityId: number) =>
  ROUTES.MomCare.path.replace(':facilityId', String(facilityId));

/** The id of Facility Details' history section, the target of "Your assessment history". */
export const HISTORY_ANCHOR = 'assessment-history';
/** The id of Facility Details' scores beside the medians, the target of "Compare with your peers". */
export const PEER_MEDIANS_ANCHOR = 'peer-medians';
