import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { ROUTES, type RouteName } from '../../../machines/shared/routes';
import { NetworkOnlyNotice } from '../../components/my-facility/NetworkOnlyNotice';
import { PageLoader } from '../../components/page-loader/PageLoader';
import { useRouteAccess } from '../hooks/access.hooks';

/**
 * A main route's permission and tab toggle: without the permission the visit goes to Not
 * Authorized; a tab switched off goes to Index; a network-only page opened by a facility user
 * says why it is not shown and leads to their facility. Nothing is decided before the permissions load.
 */
export function GatedRoute({ name, children }: { name: RouteName; children: ReactNode }) {
  const access = useRouteAccess(ROUTES[name]);
  if (access === 'pending') return <PageLoader />;
  if (access === 'notAuthorized') return <Navigate to={ROUTES.NotAuthorized.path} replace />;
  if (access === 'hiddenByToggle') return <Navigate to={ROUTES.Index.path} replace />;
  if (access === 'networkOnly') return <NetworkOnlyNotice name={name} />;
  return children;
}
