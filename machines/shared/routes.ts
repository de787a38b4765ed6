/**
 * The product's named routes (spec section 2) as data: path, title, the permission and tab
 * toggle that gate each one, and the page name usage tracking records. Machines use the
 * names; src/app builds the router from the paths.
 */
import type { AppToggles, PermissionName, TrackedPage } from '../../contract/domain.types';
import { pathIs, SIGN_IN_PATHS } from '../../contract/return-path';

export type RouteName =
  | 'Index'
  | 'Home'
  | 'FacilityDetail'
  | 'MomCare'
  | 'Benchmarking'
  | 'BenchmarkingV2'
  | 'Network'
  | 'YearlyPerformance'
  | 'FacilityNumbers'
  | 'FacilityList'
  | 'Public'
  | 'NotAuthorized'
  | 'NotFound'
  | 'OAuth'
  | 'SilentRenew'
  | 'Statecharts';

export interface RouteDefinition {
  name: RouteName;
  path: string;
  /** English title from the spec; undefined = the page has no title (document title is the product name). */
  title?: string;
  layout: 'main' | 'public' | 'bare';
  permission?: PermissionName;
  toggle?: keyof AppToggles;
  trackedPage?: TrackedPage;
}

export const ROUTES: Record<RouteName, RouteDefinition> = {
  Index: {
    name: 'Index',
    path: '/',
    title: 'Home',
    layout: 'main',
    permission: 'QAP.HomePage',
    trackedPage: 'Home',
  },
  Home: {
    name: 'Home',
    path: '/home',
    title: 'Home',
    layout: 'main',
    permission: 'QAP.HomePage',
    trackedPage: 'Home',
  },
  FacilityDetail: {
    name: 'FacilityDetail',
    path: '/facility/details/:facilityId',
    title: 'Facility Details',
    layout: 'main',
    trackedPage: 'Facility',
  },
  MomCare: {
    name: 'MomCare',
    path: '/facility/momcare/:facilityId',
    title: 'MomCare',
    layout: 'main',
    trackedPage: 'MomCare',
  },
  Benchmarking: {
    name: 'Benchmarking',
    path: '/benchmarking',
    title: 'Benchmarking',
    layout: 'main',
    permission: 'QAP.BenchmarkingPage',
    trackedPage: 'Benchmarking',
  },
  BenchmarkingV2: {
    name: 'BenchmarkingV2',
    path: '/benchmarking/v2',
    layout: 'main',
    permission: 'QAP.BenchmarkingV2Page',
    trackedPage: 'Benchmarking',
  },
  Network: {
    name: 'Network',
    path: '/network',
    title: 'Network Level',
    layout: 'main',
    toggle: 'showNetworkTab',
    trackedPage: 'Network',
  },
  YearlyPerformance: {
    name: 'YearlyPerformance',
    path: '/yearlyperformance',
    title: 'Yearly Performance',
    layout: 'main',
    permission: 'QAP.YearlyPerformancePage',
    toggle: 'showYearlyPerformanceTab',
    trackedPage: 'Yearly Performance',
  },
  FacilityNumbers: {
    name: 'FacilityNumbers',
    path: '/facilitynumbers',
    title: 'Facility Numbers',
    layout: 'main',
    permission: 'QAP.FacilityNumbersPage',
    toggle: 'showFacilityNumbersTab',
    trackedPage: 'Facility Numbers',
  },
  /** The drill-through list: the facilities behind a figure; its filter is in the address. */
  FacilityList: {
    name: 'FacilityList',
    path: '/facilities',
    title: 'Facilities',
    layout: 'main',
  },
  Statecharts: {
    name: 'Statecharts',
    path: '/statecharts',
    title: 'Statecharts',
    layout: 'main',
    permission: 'QAP.DemoMode',
  },
  Public: { name: 'Public', path: '/public', title: 'Public', layout: 'public' },
  NotAuthorized: {
    name: 'NotAuthorized',
    path: '/not-authorized',
    title: 'Not Authorized',
    layout: 'public',
  },
  OAuth: { name: 'OAuth', path: SIGN_IN_PATHS.oauth, layout: 'bare' },
  SilentRenew: { name: 'SilentRenew', path: SIGN_IN_PATHS.silentRenew, layout: 'bare' },
  NotFound: { name: 'NotFound', path: '*', title: 'Not Found', layout: 'public' },
};

/** Emitted by a machine: go to a route, or to a path such as the page that started sign-in. */
export interface NavigateRequest {
  type: 'navigate';
  routeName: RouteName;
  /** When present, the router goes to this path instead of the route's own. */
  path?: string;
}

/** Whether `path` (query and hash ignored) is `routePath` or below it. */

/** The /public route works without a selected tenant environment (spec section 2). */
export const isPublicPath = (path: string) => pathIs(path, ROUTES.Public.path);

/** Whether `path` (query and hash ignored) is one of the product's routes; `:param` matches any one segment. */
export function isKnownPath(path: string): boolean {
  const segments = (route: string) => route.split('/').filter(Boolean);
  const wanted = segments(path.split(/[?#]/, 1)[0]);
  return Object.values(ROUTES).some((route) => {
    if (route.name === 'NotFound') return false;
    const pattern = segments(route.path);
    return (
      pattern.length === wanted.length &&
      pattern.every((part, index) => part.startsWith(':') || part === wanted[index])
    );
  });
}

export interface RouteAccessContext {
  permissions: readonly string[];
  toggles: AppToggles;
  /** A facility user (user_type FacilityUser) is signed in: the server answers them one facility. */
  facilityUser?: boolean;
}

/** networkOnly: the page compares many facilities, and this user (a facility user) sees one. */
export type RouteAccess = 'allowed' | 'notAuthorized' | 'hiddenByToggle' | 'networkOnly';

/**
 * The pages that only make sense across many facilities (docs/ui.md, "Network pages for a facility
 * user"): the network by place, the facility counts pivot, one facility among its peers and
 * facilities side by side. For a facility user, whom the server answers about their one facility,
 * they would compare that facility with itself: they are not in the menu, and their address
 * explains why and leads to the facility's own page (whose scores carry the national, regional and
 * peer-group medians). Home and Yearly Performance show the facility's own figures instead.
 */
export const NETWORK_ONLY_ROUTES: readonly RouteName[] = [
  'Benchmarking',
  'BenchmarkingV2',
  'Network',
  'FacilityNumbers',
];

/**
 * A page permission gates its page; a tab toggle that is off hides its page; a network-only page
 * is not for a facility user (checked last: without the permission it stays Not Authorized).
 */
export function routeAccess(route: RouteDefinition, context: RouteAccessContext): RouteAccess {
  if (route.permission && !context.permissions.includes(route.permission)) return 'notAuthorized';
  if (route.toggle && !context.toggles[route.toggle]) return 'hiddenByToggle';
  if (context.facilityUser && NETWORK_ONLY_ROUTES.includes(route.name)) return 'networkOnly';
  return 'allowed';
}

/** What the tab toggles can say yet (toggles machine): see `selectTogglesStatus`. */
export type TogglesStatus = 'known' | 'unknown' | 'failed';

/**
 * What a visit to a route shows: 'pending' (a loader) until the permissions are known and, for a
 * page a toggle hides, until the toggles answered for the selected environment, so a cold link is
 * never judged on the toggles' defaults; 'togglesUnchecked' when they cannot answer (the load
 * failed, or the portal is offline), so the page says why it is not shown instead of guessing.
 */
export type RouteDecision = RouteAccess | 'pending' | 'togglesUnchecked';

export function decideRoute(
  route: RouteDefinition,
  context: RouteAccessContext,
  known: { permissions: boolean; toggles: TogglesStatus; offline: boolean },
): RouteDecision {
  if (!known.permissions) return 'pending';
  const access = routeAccess(route, context);
  if (access !== 'hiddenByToggle' || known.toggles === 'known') return access;
  return known.toggles === 'failed' || known.offline ? 'togglesUnchecked' : 'pending';
}

/**
 * The peers link rule (docs/ui.md): Facility Details' "Benchmark this facility" leads to
 * Benchmarking, so it is offered only to a user who may open it, never as a link to Not Authorized
 * or to a facility user's "network only" explanation.
 */
export const mayComparePeers = (context: RouteAccessContext): boolean =>
  routeAccess(ROUTES.Benchmarking, context) === 'allowed';

/** Pages whose figures follow the facility filter: their filter lives in their address. */
export const FILTERED_ROUTES: readonly RouteName[] = [
  'Index',
  'Home',
  'Benchmarking',
  'BenchmarkingV2',
  'Network',
  'YearlyPerformance',
  'FacilityNumbers',
];

/**
 * Pages that show one environment's records without the portal's filter (the drill-through list
 * carries its own, a facility's pages none): their address names the environment, so a
 * copied address opens in the same environment, or Not Authorized in another tenant.
 */
export const ENVIRONMENT_ROUTES: readonly RouteName[] = ['FacilityList', 'FacilityDetail', 'MomCare'];

/**
 * Routes shown as links in the drawer, in order, for the given permissions and toggles. The
 * Statecharts page is a demo tool, not an analyst's page: it is reached from the developer
 * section of the user menu (DEVELOPER_ROUTES) in demo mode.
 */
export const NAVIGATION_ORDER: readonly RouteName[] = [
  'Home',
  'Benchmarking',
  'BenchmarkingV2',
  'Network',
  'YearlyPerformance',
  'FacilityNumbers',
];

/** Developer tools in the user menu's developer section, for the given permissions (QAP.DemoMode). */
export const DEVELOPER_ROUTES: readonly RouteName[] = ['Statecharts'];

const allowedRoutes = (names: readonly RouteName[], context: RouteAccessContext) =>
  names.map((name) => ROUTES[name]).filter((route) => routeAccess(route, context) === 'allowed');

export function visibleNavigation(context: RouteAccessContext): RouteDefinition[] {
  return allowedRoutes(NAVIGATION_ORDER, context);
}

/**
 * The drawer never hides a page because of the filter without saying so: the pages this user may
 * open whose toggle the environment switches on but the filtered facilities turn off (`filterHides`
 * from the toggles' answer), in the menu's order, each named with its toggle (the reason).
 */
export function navigationHiddenByFilter(
  context: RouteAccessContext,
  filterHides: readonly string[],
): { route: RouteDefinition; toggle: keyof AppToggles }[] {
  return NAVIGATION_ORDER.map((name) => ROUTES[name]).flatMap((route) =>
    route.toggle && filterHides.includes(route.toggle) && routeAccess(route, context) === 'hiddenByToggle'
      ? [{ route, toggle: route.toggle }]
      : [],
  );
}

/** The developer tools this user may open (empty outside demo mode). */
export function visibleDeveloperTools(context: RouteAccessContext): RouteDefinition[] {
  return allowedRoutes(DEVELOPER_ROUTES, context);
}

export interface PublicQuery {
  tenantId?: string;
  facilityId?: number;
  certificateId?: number;
}

/** An integer written as one: digits, with an optional minus sign; no point, exponent, hex or spaces. */
const INTEGER_TEXT = /^-?\d+$/;

/**
 * Parses the /public route's query (spec section 2): integers converted when present, else
 * undefined. Spec section 5: no user-facing validation messages, so a value that is not an
 * integer (strictly: `1.5`, `1.0`, `1e3`, `0x10`, ` 7`, `abc`) is left undefined like a missing one:
 * no facilityId lists the public facilities, no certificateId shows the facility's current one.
 */
export function parsePublicQuery(search: URLSearchParams): PublicQuery {
  const integer = (name: 'facilityId' | 'certificateId') => {
    const raw = search.get(name);
    if (raw === null || !INTEGER_TEXT.test(raw)) return undefined;
    const parsed = Number(raw);
    return Number.isSafeInteger(parsed) ? parsed : undefined;
  };
  return {
    tenantId: search.get('tenantId') ?? undefined,
    facilityId: integer('facilityId'),
    certificateId: integer('certificateId'),
  };
}
