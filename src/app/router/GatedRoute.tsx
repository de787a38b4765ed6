import { lazy, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { ROUTES, type RouteName } from '../../../machines/shared/routes';
import { NetworkOnlyNotice } from '../../components/my-facility/NetworkOnlyNotice';
import { PageLoader } from '../../components/page-loader/PageLoader';
import { useRouteAccess } from '../hooks/access.hooks';

// Seldom shown: its texts and code load when a page is not shown, not with the frame.
const TabOffNotice = lazy(() => import('../../components/tab-off/TabOffNotice'));

/**
 * A main route's permission and tab toggle: without the permission the visit goes to Not
 * Authorized; a page whose tab is switched off says so and leads Home (never a silent Home); a
 * network-only page opened by a facility user says why it is not shown and leads to their
 * facility. Nothing is decided before the permissions load, and a tab toggle decides only once it
 * answered for the selected environment (`decideRoute`): a cold link waits for it.
 */
export function GatedRoute({ name, children }: { name: RouteName; children: ReactNode }) {
  const access = useRouteAccess(ROUTES[name]);
  if (access === 'pending') return <PageLoader />;
  if (access === 'notAuthorized') return <Navigate to={ROUTES.NotAuthorized.path} replace />;
  if (access === 'hiddenByToggle' || access === 'togglesUnchecked')
    return <TabOffNotice name={name} unchecked={access === 'togglesUnchecked'} />;
  if (access === 'networkOnly') return <NetworkOnlyNotice name={name} />;
  return children;
}
