import { lazy } from 'react';
import { matchPath } from 'react-router-dom';
import { DEVELOPER_ROUTES, ROUTES, type RouteName } from '../../../machines/shared/routes';
import { MAIN_FRAME_NAMESPACES } from '../../services/i18n/first-screen-namespaces';

/**
 * Route modules, loaded on first visit so the first screen's JS stays small. Each module is
 * `src/pages/<name>/<Name>.page.tsx` with a default export taking the route's inputs as props.
 */
const PAGE_IMPORTS = {
  Home: () => import('../../pages/home/Home.page'),
  FacilityDetail: () => import('../../pages/facility-detail/FacilityDetail.page'),
  MomCare: () => import('../../pages/mom-care/MomCare.page'),
  Benchmarking: () => import('../../pages/benchmarking/Benchmarking.page'),
  BenchmarkingV2: () => import('../../pages/benchmarking-v2/BenchmarkingV2.page'),
  Network: () => import('../../pages/network/Network.page'),
  YearlyPerformance: () => import('../../pages/yearly-performance/YearlyPerformance.page'),
  FacilityNumbers: () => import('../../pages/facility-numbers/FacilityNumbers.page'),
  FacilityList: () => import('../../pages/facility-list/FacilityList.page'),
  Statecharts: () => import('../../pages/statecharts/Statecharts.page'),
  Public: () => import('../../pages/public/Public.page'),
  NotAuthorized: () => import('../../pages/not-authorized/NotAuthorized.page'),
  NotFound: () => import('../../pages/not-found/NotFound.page'),
  OAuth: () => import('../../pages/oauth/OAuth.page'),
};

type PageName = keyof typeof PAGE_IMPORTS;

const importMainFrame = () => import('./main-frame');

/** The main layout and its route gates, in one chunk that only main routes load. */
export const LazyMainFrame = {
  MainLayout: lazy(() => importMainFrame().then((frame) => ({ default: frame.MainLayout }))),
  GatedRoute: lazy(() => importMainFrame().then((frame) => ({ default: frame.GatedRoute }))),
  FacilityRoute: lazy(() => importMainFrame().then((frame) => ({ default: frame.FacilityRoute }))),
};

export const LazyPages = {
  Home: lazy(PAGE_IMPORTS.Home),
  FacilityDetail: lazy(PAGE_IMPORTS.FacilityDetail),
  MomCare: lazy(PAGE_IMPORTS.MomCare),
  Benchmarking: lazy(PAGE_IMPORTS.Benchmarking),
  BenchmarkingV2: lazy(PAGE_IMPORTS.BenchmarkingV2),
  Network: lazy(PAGE_IMPORTS.Network),
  YearlyPerformance: lazy(PAGE_IMPORTS.YearlyPerformance),
  FacilityNumbers: lazy(PAGE_IMPORTS.FacilityNumbers),
  FacilityList: lazy(PAGE_IMPORTS.FacilityList),
  Statecharts: lazy(PAGE_IMPORTS.Statecharts),
  Public: lazy(PAGE_IMPORTS.Public),
  NotAuthorized: lazy(PAGE_IMPORTS.NotAuthorized),
  NotFound: lazy(PAGE_IMPORTS.NotFound),
  OAuth: lazy(PAGE_IMPORTS.OAuth),
};

/** The route names whose page module another route shows (the index is Home). */
const SHOWN_AS: Partial<Record<RouteName, PageName>> = { Index: 'Home' };

/** Each page's own text namespaces (what its components ask for), so they load beside its module. */
const PAGE_TEXTS: Partial<Record<PageName, readonly string[]>> = {
  Home: ['home'],
  FacilityDetail: ['facility', 'references'],
  MomCare: ['momcare', 'facility'],
  Benchmarking: ['benchmarking', 'references'],
  BenchmarkingV2: ['benchmarking'],
  Network: ['network', 'facility-network'],
  YearlyPerformance: ['yearly-performance', 'yearly-drill', 'references', 'facility-network'],
  FacilityNumbers: ['facility-numbers', 'pivot'],
  FacilityList: ['facility'],
  Statecharts: ['statecharts', 'inspector'],
};

function routeOf(pathname: string) {
  return Object.values(ROUTES).find((candidate) => matchPath(candidate.path, pathname));
}

/**
 * The text namespaces the address's first screen needs beyond the first screen's own: a main
 * route's frame and its page's. They load with the culture's first texts instead of after the
 * page has rendered and asked for them (one round trip less before its figures).
 */
export function startTextsOf(pathname: string): string[] {
  const route = routeOf(pathname);
  if (route?.layout !== 'main') return [];
  const page = SHOWN_AS[route.name] ?? (route.name as PageName);
  return [...MAIN_FRAME_NAMESPACES, ...(PAGE_TEXTS[page] ?? [])];
}

/**
 * Parallel start: the page of the address (and the main frame, for a main route) starts
 * downloading at boot, beside config.json and the saved choices, instead of after the start-up
 * calls have finished.
 */
export function preloadPageOf(pathname: string): void {
  const route = routeOf(pathname);
  // A demo-only page (Statecharts, with Mermaid) is fetched only once its permission is known to hold.
  if (route && DEVELOPER_ROUTES.includes(route.name)) return;
  if (route?.layout === 'main') importMainFrame().catch(() => undefined);
  const name = route && (SHOWN_AS[route.name] ?? route.name);
  if (name && name in PAGE_IMPORTS) PAGE_IMPORTS[name as PageName]().catch(() => undefined); // a failure shows when the route renders
}
