import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectHasPermissions, selectPermissionNames } from '../../../machines/permissions';
import { isFacilityUser } from '../../../machines/session/session.selectors';
import type { RouteDefinition } from '../../../machines/shared/routes';
import {
  mayComparePeers,
  type RouteAccess,
  routeAccess,
  visibleDeveloperTools,
  visibleNavigation,
} from '../../../machines/shared/routes';
import { DEFAULT_TOGGLES, selectIsLoadingToggles, selectToggles } from '../../../machines/toggles';
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
  const togglesSettled = useSelector(togglesActor, (s) => (s ? !selectIsLoadingToggles(s) : false));
  // the network-only pages rule: known with the user, who is signed in before permissions load
  const { status, user } = useSessionView();
  const facilityUser = status === 'signedIn' && isFacilityUser(user);
  return useMemo(
    () => ({ context: { permissions, toggles, facilityUser }, known, togglesSettled }),
    [permissions, toggles, facilityUser, known, togglesSettled],
  );
}

/** Drawer links: the pages this user may open. */
export function useVisibleNavigation(): RouteDefinition[] {
  const { context } = useAccessContext();
  return useMemo(() => visibleNavigation(context), [context]);
}

/** The developer tools (Statecharts) for the user menu's developer section: demo mode only. */
export function useVisibleDeveloperTools(): RouteDefinition[] {
  const { context } = useAccessContext();
  return useMemo(() => visibleDeveloperTools(context), [context]);
}

/** Whether the drawer's links are final: permissions and tab toggles are both known. */
export function useNavigationSettled(): boolean {
  const { known, togglesSettled } = useAccessContext();
  return known && togglesSettled;
}

/** 'pending' until the permission list (and, for a toggled tab, the toggles) are known. */
export function useRouteAccess(route: RouteDefinition): RouteAccess | 'pending' {
  const { context, known, togglesSettled } = useAccessContext();
  if (!known) return 'pending';
  const access = routeAccess(route, context);
  if (access === 'hiddenByToggle' && !togglesSettled) return 'pending';
  return access;
}

/** Whether Facility Details offers "Benchmark this facility": false until the permissions are known. */
export function useMayComparePeers(): boolean {
  const { context, known } = useAccessContext();
  return known && mayComparePeers(context);
}
