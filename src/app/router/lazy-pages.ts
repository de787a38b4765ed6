import { lazy } from 'react';

/**
 * Route modules, loaded on first visit so the first screen's JS stays small. Each module is
 * `src/pages/<name>/<Name>.page.tsx` with a default export taking the route's inputs as props.
 */
export const LazyPages = {
  Home: lazy(() => import('../../pages/home/Home.page')),
  FacilityDetail: lazy(() => import('../../pages/facility-detail/FacilityDetail.page')),
  MomCare: lazy(() => import('../../pages/mom-care/MomCare.page')),
  Benchmarking: lazy(() => import('../../pages/benchmarking/Benchmarking.page')),
  BenchmarkingV2: lazy(() => import('../../pages/benchmarking-v2/BenchmarkingV2.page')),
  Network: lazy(() => import('../../pages/network/Network.page')),
  YearlyPerformance: lazy(() => import('../../pages/yearly-performance/YearlyPerformance.page')),
  FacilityNumbers: lazy(() => import('../../pages/facility-numbers/FacilityNumbers.page')),
  FacilityList: lazy(() => import('../../pages/facility-list/FacilityList.page')),
  Statecharts: lazy(() => import('../../pages/statecharts/Statecharts.page')),
  Public: lazy(() => import('../../pages/public/Public.page')),
  NotAuthorized: lazy(() => import('../../pages/not-authorized/NotAuthorized.page')),
  NotFound: lazy(() => import('../../pages/not-found/NotFound.page')),
  OAuth: lazy(() => import('../../pages/oauth/OAuth.page')),
};
