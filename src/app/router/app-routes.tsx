import type { RouteObject } from 'react-router-dom';
import { ROUTES, type RouteName } from '../../../machines/shared/routes';
import { Suspense } from 'react';
import { PageLoader } from '../../components/page-loader/PageLoader';
import { PublicLayout } from '../layouts/PublicLayout';
import { LazyMainFrame, LazyPages } from './lazy-pages';
import { PublicRoute } from './PublicRoute';
import { RouteErrorScreen } from './RouteErrorScreen';
import { RouterBridge } from './RouterBridge';
import type { RouteHandle } from '../hooks/route-handle.hooks';

function named(name: RouteName, element: RouteObject['element']): RouteObject {
  const handle: RouteHandle = { routeName: name };
  // In the page's place, inside its layout: the header and navigation stay usable.
  return { path: ROUTES[name].path, element, handle, errorElement: <RouteErrorScreen /> };
}

const { MainLayout, GatedRoute, FacilityRoute } = LazyMainFrame;

function gated(name: RouteName, element: RouteObject['element']): RouteObject {
  return named(name, <GatedRoute name={name}>{element}</GatedRoute>);
}

/** Spec section 2: the main layout's routes, the public layout, sign-in support and Not Found. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <RouterBridge />,
      // A layout that fails still gets our screen, never React Router's developer page.
      errorElement: <RouteErrorScreen />,
      children: [
        {
          // Its first page starts the app actor's saved views and My facility (machines/app/app.frame.ts).
          element: (
            <Suspense fallback={<PageLoader />}>
              <MainLayout />
            </Suspense>
          ),
          children: [
            gated('Index', <LazyPages.Home />),
            gated('Home', <LazyPages.Home />),
            gated('FacilityDetail', <FacilityRoute page={LazyPages.FacilityDetail} />),
            gated('MomCare', <FacilityRoute page={LazyPages.MomCare} />),
            gated('Benchmarking', <LazyPages.Benchmarking />),
            gated('BenchmarkingV2', <LazyPages.BenchmarkingV2 />),
            gated('Network', <LazyPages.Network />),
            gated('YearlyPerformance', <LazyPages.YearlyPerformance />),
            gated('FacilityNumbers', <LazyPages.FacilityNumbers />),
            gated('FacilityList', <LazyPages.FacilityList />),
            gated('Statecharts', <LazyPages.Statecharts />),
          ],
        },
        {
          element: <PublicLayout />,
          children: [
            named('Public', <PublicRoute />),
            named('NotAuthorized', <LazyPages.NotAuthorized />),
            named('NotFound', <LazyPages.NotFound />),
          ],
        },
        named('OAuth', <LazyPages.OAuth />),
      ],
    },
  ];
}
