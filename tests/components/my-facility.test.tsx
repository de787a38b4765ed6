import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FACILITY_DETAILS_ROW } from './support/facility-details-row';
import { renderFakePortal } from './support/fake-portal';

/**
 * Item 8 (docs/ui.md, My facility): a facility user lands on their facility's page, with
 * labelled links to their history, MomCare and their scores beside the peers' medians; Home shows
 * them no network figures.
 */
let portal: ReturnType<typeof renderFakePortal> | undefined;
afterEach(() => portal?.stop());

const FACILITY_ID = FACILITY_DETAILS_ROW.id;
const FACILITY_USER = {
  sub: 'f1',
  name: 'Faith Facility',
  email: 'facility@demo.test',
  user_type: 'FacilityUser',
};
/** The seed's facility user: Home only (facility-network.test.tsx has one holding every page permission). */
const FACILITY_USER_PERMISSIONS = ['QAP.HomePage', 'FacilityUser'];
const HOME_ROW = {
  facilityCount: 1,
  activeCount: 1,
  inactiveCount: 0,
  levelShares: [0, 0, 0, 1, 0],
  level1: 0,
  level2: 0,
  level3: 0,
  level4: 1,
  level5: 0,
  none: 0,
  averageLatestScore: 77.3,
  latestYear: 2025,
  averageScoreLatestYear: 77.3,
  averageScorePreviousYear: 70.2,
  changeSinceLastYear: 7.1,
};

function renderAsFacilityUser(path: string, permissions = FACILITY_USER_PERMISSIONS) {
  return renderFakePortal({
    path,
    user: FACILITY_USER,
    permissions,
    visibleFacilityIds: [FACILITY_ID],
    queryRows: { 'Facility/Details': [FACILITY_DETAILS_ROW], 'Home/Summary': [HOME_ROW] },
  });
}

const linksNav = () => screen.findByRole('navigation', { name: "Your facility's pages" });

describe('my facility', () => {
  it.each(['/', '/home'])(
    'a facility user who opens the portal at %s lands on their facility page with links to their history, MomCare and peers',
    async (path) => {
      portal = renderAsFacilityUser(path);
      expect(await screen.findByRole('heading', { name: 'Nakuru Maternity Clinic' })).toBeInTheDocument();
      await waitFor(() =>
        expect(portal?.actor.getSnapshot().context.path).toBe(`/facility/details/${FACILITY_ID}`),
      );
      const nav = within(await linksNav());
      expect(nav.getByRole('link', { name: 'Your assessment history' })).toHaveAttribute(
        'href',
        `/facility/details/${FACILITY_ID}#assessment-history`,
      );
      expect(nav.getByRole('link', { name: 'MomCare for your facility' })).toHaveAttribute(
        'href',
        `/facility/momcare/${FACILITY_ID}`,
      );
      // their scores beside the national, regional and peer-group medians, on their own page
      expect(nav.getByRole('link', { name: 'Compare with your peers' })).toHaveAttribute(
        'href',
        `/facility/details/${FACILITY_ID}#peer-medians`,
      );
      expect(document.getElementById('peer-medians')).not.toBeNull();
      // The facility page is the one the server scoped them to: no id came from the client.
      expect(portal.qps.listFacilities).toHaveBeenCalledWith(
        expect.not.objectContaining({ filter: expect.anything() }),
        expect.anything(),
      );
    },
  );

  it('the peers link never leads to Benchmarking (network-only for a facility user), even with its permission', async () => {
    portal = renderAsFacilityUser('/', [...FACILITY_USER_PERMISSIONS, 'QAP.BenchmarkingPage']);
    const nav = within(await linksNav());
    expect(nav.getByRole('link', { name: 'Compare with your peers' })).toHaveAttribute(
      'href',
      `/facility/details/${FACILITY_ID}#peer-medians`,
    );
    expect(nav.queryByRole('link', { name: /Benchmark/ })).not.toBeInTheDocument();
  });

  it('a facility user who chooses Home later sees a Your facility card with the links, and no network figures', async () => {
    portal = renderAsFacilityUser('/');
    await screen.findByRole('heading', { name: 'Nakuru Maternity Clinic' });
    await userEvent.setup().click(screen.getAllByRole('link', { name: 'Home' })[0]);
    const card = within(await screen.findByRole('region', { name: 'Your facility' }));
    expect(await card.findByRole('link', { name: "Your facility's details" })).toHaveAttribute(
      'href',
      `/facility/details/${FACILITY_ID}`,
    );
    expect(card.getByRole('link', { name: 'Compare with your peers' })).toBeInTheDocument();
    // Home chosen later is honoured: no second landing.
    expect(portal.actor.getSnapshot().context.path).toBe('/home');
    // The network's shares (KPI cards), level count chart and maps are not there.
    expect(screen.queryByText('Average latest score')).not.toBeInTheDocument();
    expect(screen.queryByText(/Certified at level/)).not.toBeInTheDocument();
    expect(screen.queryByText('Level distribution')).not.toBeInTheDocument();
    expect(screen.queryByText(/map$/)).not.toBeInTheDocument();
  });

  it('a facility user who opens another address (a bookmark) stays there', async () => {
    portal = renderAsFacilityUser('/benchmarking', [...FACILITY_USER_PERMISSIONS, 'QAP.BenchmarkingPage']);
    await waitFor(() => expect(portal?.qps.listFacilities).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(portal.actor.getSnapshot().context.path).toBe('/benchmarking');
  });

  it('a network user who opens the portal at / stays on Home with its figures', async () => {
    portal = renderFakePortal({ path: '/', queryRows: { 'Home/Summary': [HOME_ROW] } });
    expect(await screen.findByText('Level distribution')).toBeInTheDocument();
    expect(screen.getByText('Average latest score')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your facility' })).not.toBeInTheDocument();
    expect(portal.qps.listFacilities).not.toHaveBeenCalled();
    expect(portal.actor.getSnapshot().context.path).toBe('/');
  });
});
