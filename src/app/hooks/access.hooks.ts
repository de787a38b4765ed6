import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectHasPermissions, selectPermissionNames } from '../../../machines/permissions';
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

const NO_PERMISSIONS: string[] = [];

/** The permissions and tab toggles that gate pages, and whether both are known yet. */
function useAccessContext() {
  const permissionsActor = useAppChild('permissions');
  const togglesActor = useAppChild('toggles');
  const permissions = useSelector(permissionsActor, (s) => (s ? selectPermissionNames(s) : NO_PERMISSIONS));
  const toggles = useSelector(togglesActor, (s) => (s ? selectToggles(s) : DEFAULT_TOGGLES));
  const known = useSelector(permissionsActor, (s) => (s ? selectHasPermissions(s) : false));
  const togglesSettled = useSelector(togglesActor, (s) => (s ? !selectIsLoadingToggles(s) : false));
  return useMemo(
    () => ({ context: { permissions, toggles }, known, togglesSettled }),
    [permissions, toggles, known, togglesSettled],
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

/** Whether My facility offers the peers link: false until the permissions are known. */
export function useMayComparePeers(): boolean {
  const { context, known } = useAccessContext();
  return known && mayComparePeers(context);
}
