import { describe, expect, it } from 'vitest';
import {
  isKnownPath,
  parsePublicQuery,
  ROUTES,
  routeAccess,
  visibleDeveloperTools,
  visibleNavigation,
} from '../../../machines/shared/routes';
import { DEFAULT_TOGGLES } from '../../../machines/toggles';

const ALL_PAGE_PERMISSIONS = [
  'QAP.HomePage',
  'QAP.BenchmarkingPage',
  'QAP.BenchmarkingV2Page',
  'QAP.YearlyPerformancePage',
  'QAP.FacilityNumbersPage',
];

describe('routes of spec section 2', () => {
  it('the main layout wraps exactly the spec paths with their titles', () => {
    const main = Object.values(ROUTES)
      // Statecharts and the drill-through list are the product's additions to the spec's pages.
      .filter((route) => route.layout === 'main' && !['Statecharts', 'FacilityList'].includes(route.name))
      .map((route) => [route.path, route.title ?? null]);
    expect(main).toEqual([
      ['/', 'Home'],
      ['/home', 'Home'],
      ['/facility/details/:facilityId', 'Facility Details'],
      ['/facility/momcare/:facilityId', 'MomCare'],
      ['/benchmarking', 'Benchmarking'],
      ['/benchmarking/v2', null],
      ['/network', 'Network Level'],
      ['/yearlyperformance', 'Yearly Performance'],
      ['/facilitynumbers', 'Facility Numbers'],
    ]);
  });

  it('the home page needs the QAP.HomePage permission', () => {
    expect(routeAccess(ROUTES.Home, { permissions: [], toggles: DEFAULT_TOGGLES })).toBe('notAuthorized');
    expect(routeAccess(ROUTES.Index, { permissions: ['QAP.HomePage'], toggles: DEFAULT_TOGGLES })).toBe(
      'allowed',
    );
  });

  it('each page permission gates the matching page', () => {
    const permissions = ['QAP.HomePage'];
    expect(routeAccess(ROUTES.Benchmarking, { permissions, toggles: DEFAULT_TOGGLES })).toBe('notAuthorized');
    expect(routeAccess(ROUTES.BenchmarkingV2, { permissions, toggles: DEFAULT_TOGGLES })).toBe(
      'notAuthorized',
    );
    expect(routeAccess(ROUTES.YearlyPerformance, { permissions, toggles: DEFAULT_TOGGLES })).toBe(
      'notAuthorized',
    );
    expect(routeAccess(ROUTES.Statecharts, { permissions, toggles: DEFAULT_TOGGLES })).toBe('notAuthorized');
  });

  it('tab toggles hide Network, Yearly Performance and Facility Numbers (facility numbers off by default)', () => {
    const links = visibleNavigation({ permissions: ALL_PAGE_PERMISSIONS, toggles: DEFAULT_TOGGLES }).map(
      (r) => r.name,
    );
    expect(links).toEqual(['Home', 'Benchmarking', 'BenchmarkingV2', 'Network', 'YearlyPerformance']);
    const networkOff = { ...DEFAULT_TOGGLES, showNetworkTab: false, showFacilityNumbersTab: true };
    const links2 = visibleNavigation({ permissions: ALL_PAGE_PERMISSIONS, toggles: networkOff }).map(
      (r) => r.name,
    );
    expect(links2).toEqual([
      'Home',
      'Benchmarking',
      'BenchmarkingV2',
      'YearlyPerformance',
      'FacilityNumbers',
    ]);
  });

  it('public route integers are converted when present, otherwise left undefined', () => {
    expect(parsePublicQuery(new URLSearchParams('tenantId=t1&facilityId=42&certificateId=7'))).toEqual({
      tenantId: 't1',
      facilityId: 42,
      certificateId: 7,
    });
    expect(parsePublicQuery(new URLSearchParams('tenantId=t1'))).toEqual({
      tenantId: 't1',
      facilityId: undefined,
      certificateId: undefined,
    });
  });

  it('a public route integer input that is not an integer is left undefined, with no validation message', () => {
    expect(parsePublicQuery(new URLSearchParams('tenantId=t1&facilityId=abc&certificateId=1.5'))).toEqual({
      tenantId: 't1',
      facilityId: undefined,
      certificateId: undefined,
    });
  });

  it('a public route integer input is read strictly: a decimal, exponent, hex or padded number is not an integer', () => {
    for (const raw of ['1.5', '1.0', '1e3', '0x10', ' 7', '7 ', '+7', '7abc', '', '99999999999999999999']) {
      const query = parsePublicQuery(new URLSearchParams({ facilityId: raw, certificateId: raw }));
      expect({ raw, facilityId: query.facilityId, certificateId: query.certificateId }).toEqual({
        raw,
        facilityId: undefined,
        certificateId: undefined,
      });
    }
    expect(parsePublicQuery(new URLSearchParams('facilityId=007&certificateId=12'))).toMatchObject({
      facilityId: 7,
      certificateId: 12,
    });
  });

  it('tracked page names are the spec names', () => {
    const tracked = new Set(
      Object.values(ROUTES).flatMap((route) => (route.trackedPage ? [route.trackedPage] : [])),
    );
    expect([...tracked].sort()).toEqual(
      [
        'Benchmarking',
        'Facility',
        'Facility Numbers',
        'Home',
        'MomCare',
        'Network',
        'Yearly Performance',
      ].sort(),
    );
  });

  it('the Statecharts page is a developer tool for demo mode, not one of the drawer pages', () => {
    const demo = { permissions: [...ALL_PAGE_PERMISSIONS, 'QAP.DemoMode'], toggles: DEFAULT_TOGGLES };
    expect(visibleNavigation(demo).map((route) => route.name)).not.toContain('Statecharts');
    expect(visibleDeveloperTools(demo).map((route) => route.name)).toEqual(['Statecharts']);
    expect(visibleDeveloperTools({ permissions: ALL_PAGE_PERMISSIONS, toggles: DEFAULT_TOGGLES })).toEqual(
      [],
    );
  });

  it('a path is known when a route matches it segment by segment; anything else is unknown', () => {
    for (const path of ['/', '/home', '/facility/details/7', '/benchmarking/v2?ids=1', '/public', '/oauth'])
      expect(isKnownPath(path), path).toBe(true);
    for (const path of ['/homes', '/facility/details', '/facility/details/7/x', '/no-such-page'])
      expect(isKnownPath(path), path).toBe(false);
  });
});
