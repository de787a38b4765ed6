import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteName, routeAccess, visibleNavigation } from '../../../machines/shared/routes';
import { DEFAULT_TOGGLES } from '../../../machines/toggles';

/**
 * docs/ui.md, Network pages for a facility user: pages that only make sense across
 * many facilities are not offered to a facility user, whom the server answers about one facility;
 * pages about one facility stay.
 */
const EVERY_PAGE_PERMISSION = [
  'QAP.HomePage',
  'QAP.BenchmarkingPage',
  'QAP.BenchmarkingV2Page',
  'QAP.YearlyPerformancePage',
  'QAP.FacilityNumbersPage',
];
const ALL_TABS = { ...DEFAULT_TOGGLES, showFacilityNumbersTab: true };
const facilityManager = {
  permissions: [...EVERY_PAGE_PERMISSION, 'FacilityUser'],
  toggles: ALL_TABS,
  facilityUser: true,
};
const analyst = { permissions: EVERY_PAGE_PERMISSION, toggles: ALL_TABS };
const accessOf = (name: RouteName, context: Parameters<typeof routeAccess>[1]) =>
  routeAccess(ROUTES[name], context);

describe('network pages for a facility user', () => {
  it.each<RouteName>(['Benchmarking', 'BenchmarkingV2', 'Network', 'FacilityNumbers'])(
    '%s compares many facilities: network-only for a facility user holding its permission',
    (name) => {
      expect(accessOf(name, facilityManager)).toBe('networkOnly');
      expect(accessOf(name, analyst)).toBe('allowed');
    },
  );

  it.each<RouteName>(['Home', 'Index', 'YearlyPerformance', 'FacilityDetail', 'MomCare', 'FacilityList'])(
    '%s has one-facility content: open to a facility user',
    (name) => {
      expect(accessOf(name, facilityManager)).toBe('allowed');
    },
  );

  it("the menu offers a facility user Home and Yearly Performance only, in the menu's order", () => {
    expect(visibleNavigation(facilityManager).map((route) => route.name)).toEqual([
      'Home',
      'YearlyPerformance',
    ]);
    expect(visibleNavigation(analyst).map((route) => route.name)).toEqual([
      'Home',
      'Benchmarking',
      'BenchmarkingV2',
      'Network',
      'YearlyPerformance',
      'FacilityNumbers',
    ]);
  });

  it('without the permission a network page stays Not Authorized, and a tab switched off stays hidden', () => {
    const seedFacilityUser = {
      permissions: ['QAP.HomePage', 'FacilityUser'],
      toggles: ALL_TABS,
      facilityUser: true,
    };
    expect(accessOf('Benchmarking', seedFacilityUser)).toBe('notAuthorized');
    expect(visibleNavigation(seedFacilityUser).map((route) => route.name)).toEqual(['Home']);
    const networkOff = { ...facilityManager, toggles: { ...ALL_TABS, showNetworkTab: false } };
    expect(accessOf('Network', networkOff)).toBe('hiddenByToggle');
  });
});
