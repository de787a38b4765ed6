import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectHasPermissions, selectPermissionNames } from '../../../machines/permissions';
import { isFacilityUser } from '../../../machines/session/session.selectors';
import type { RouteDefinition } from '../../../machines/shared/routes';
import {
  decideRoute,
  mayComparePeers,
  navigationHiddenByFilter,
  type RouteDecision,
  type TogglesStatus,
  visibleDeveloperTools,
  visibleNavigation,
} from '../../../machines/shared/routes';
import { selectIsOffline } from '../../../machines/sync/sync.selectors';
import {
  DEFAULT_TOGGLES,
  selectFilterHides,
  selectToggles,
  selectTogglesStatus,
} from '../../../machines/toggles';
import { useAppChild } from '../app-actor.context';
import { useSessionView } from './session.hooks';

const NO_PERMISSIONS: string[] = [];

/** The permissions, tab toggles and user type that gate pages, and whether both lists are known yet. */
function useAccessContext() {
  const permissionsActor = useAppChild('permissions');
  const togglesActor = useAppChild('toggles');
  const permissions = useSelector(permissionsActor, (s) => (s ? selectPermissionNames(s) : NO_PERMISSIONS));
  const toggles = useSelector(togglesActor, (s) => (s ? selectToggles(s) : DEFAULT_TOGGLES));
  const known = useSelector(permissionsActor, (s) => (s ? selectHasPermissions(s) : false));
  const togglesStatus = useSelector(
    togglesActor,
    (s): TogglesStatus => (s ? selectTogglesStatus(s) : 'unknown'),
  );
  const offline = useSelector(useAppChild('sync'), (s) => (s ? selectIsOffline(s) : false));
  // the network-only pages rule: known with the user, who is signed in before permissions load
  const { status, user } = useSessionView();
  const facilityUser = status === 'signedIn' && isFacilityUser(user);
  return useMemo(
    () => ({ context: { permissions, toggles, facilityUser }, known, togglesStatus, offline }),
    [permissions, toggles, facilityUser, known, togglesStatus, offline],
  );
}

/** Drawer links: the pages this user may open. */
export function useVisibleNavigation(): RouteDefinition[] {
  const { context } = useAccessContext();
  return useMemo(() => visibleNavigation(context), [context]);
}

const NONE_HIDDEN: readonly string[] = [];

/** The drawer's note: the pages the filter's facilities turn off, and why (`navigationHiddenByFilter`). */
export function useNavigationHiddenByFilter() {
  const { context } = useAccessContext();
  const filterHides = useSelector(useAppChild('toggles'), (s) => (s ? selectFilterHides(s) : NONE_HIDDEN));
  return useMemo(() => navigationHiddenByFilter(context, filterHides), [context, filterHides]);
}

/** The developer tools (Statecharts) for the user menu's developer section: demo mode only. */
export function useVisibleDeveloperTools(): RouteDefinition[] {
  const { context } = useAccessContext();
  return useMemo(() => visibleDeveloperTools(context), [context]);
}

/**
 * Whether the drawer's links are final: permissions and tab toggles are both known (or failed);
 * offline no toggles will come, so the kept ones stand.
 */
export function useNavigationSettled(): boolean {
  const { known, togglesStatus, offline } = useAccessContext();
  return known && (togglesStatus !== 'unknown' || offline);
}

/** What a visit to the route shows (`decideRoute`): never judged on toggles that have not answered. */
export function useRouteAccess(route: RouteDefinition): RouteDecision {
  const { context, known, togglesStatus, offline } = useAccessContext();
  return decideRoute(route, context, { permissions: known, toggles: togglesStatus, offline });
}

/** Whether Facility Details offers "Benchmark this facility": false until the permissions are known. */
export function useMayComparePeers(): boolean {
  const { context, known } = useAccessContext();
  return known && mayComparePeers(context);
}
