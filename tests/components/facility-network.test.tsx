import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { YearlyOverallRow, YearlyReferenceRow, YearlyServiceElementRow } from '../../contract';
import { FACILITY_DETAILS_ROW } from './support/facility-details-row';
import { renderFakePortal } from './support/fake-portal';

/**
 * docs/ui.md, Network pages for a facility user: a facility user holding the
 * network pages' permissions is not offered the pages that compare many facilities; their addresses
 * explain why and lead to the facility's page; Yearly Performance is the facility's own trend.
 */
let portal: ReturnType<typeof renderFakePortal> | undefined;
afterEach(() => portal?.stop());

const FACILITY_ID = FACILITY_DETAILS_ROW.id;
const MANAGER = { sub: 'm1', name: 'Baraka Kimaro', email: 'manager@demo.test', user_type: 'FacilityUser' };
const EVERY_PAGE = [
  'QAP.HomePage',
  'QAP.BenchmarkingPage',
  'QAP.BenchmarkingV2Page',
  'QAP.YearlyPerformancePage',
  'QAP.FacilityNumbersPage',
  'FacilityUser',
];

/** One facility's years: assessed once a year, at level 3 then level 4. */
const year = (value: number, averageScore: number, level: 3 | 4): YearlyOverallRow => ({
  year: value,
  averageScore,
  assessedCount: 1,
  level1: 0,
  level2: 0,
  level3: level === 3 ? 1 : 0,
  level4: level === 4 ? 1 : 0,
  level5: 0,
  none: 0,
});
const YEARS = [year(2024, 68.5, 3), year(2025, 74.2, 4)];
const ELEMENTS: YearlyServiceElementRow[] = [
  { year: 2024, serviceElementId: 1, serviceElementName: 'Clinical Care', averageScore: 66 },
  { year: 2025, serviceElementId: 1, serviceElementName: 'Clinical Care', averageScore: 71 },
];

/** As the facility manager, or (`network`) as an analyst holding the same page permissions. */
function renderAsManager(path: string, { network = false, references = [] as YearlyReferenceRow[] } = {}) {
  return renderFakePortal({
    path,
    user: network ? undefined : MANAGER,
    permissions: EVERY_PAGE.filter((name) => !network || name !== 'FacilityUser'),
    visibleFacilityIds: [FACILITY_ID],
    queryRows: {
      'Facility/Details': [FACILITY_DETAILS_ROW],
      'YearlyPerformance/Overall': YEARS,
      'YearlyPerformance/ServiceElements': ELEMENTS,
      'YearlyPerformance/References': references,
    },
  });
}

const drawerLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Pages' });
  await within(nav).findByRole('link', { name: 'Home' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

describe('network pages for a facility user', () => {
  it('the menu offers a facility user holding every page permission Home and Yearly Performance only', async () => {
    portal = renderAsManager('/home');
    await waitFor(async () => expect(await drawerLinks()).toContain('Yearly Performance'));
    const links = await drawerLinks();
    for (const page of ['Benchmarking', 'Compare facilities', 'Network Level', 'Facility Numbers'])
      expect(links).not.toContain(page);
  });

  it.each([
    ['/network', 'Network Level'],
    ['/benchmarking', 'Benchmarking'],
    ['/benchmarking/v2', 'Compare facilities'],
  ])(
    '%s opened by its address says the page compares many facilities and leads to their facility',
    async (path, page) => {
      portal = renderAsManager(path);
      const notice = await screen.findByText(`${page} compares many facilities`);
      expect(screen.getByRole('heading', { level: 1, name: page })).toBeInTheDocument();
      const alert = notice.closest('[role="alert"]') as HTMLElement;
      await waitFor(() =>
        expect(within(alert).getByRole('link', { name: "Open your facility's page" })).toHaveAttribute(
          'href',
          `/facility/details/${FACILITY_ID}`,
        ),
      );
      // the address is kept: a copied link still names the page they asked for
      expect(portal.actor.getSnapshot().context.path.split('?')[0]).toBe(path);
    },
  );

  it('a network user with the same permissions opens those pages as before', async () => {
    portal = renderAsManager('/network', { network: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Network Level' })).toBeInTheDocument();
    expect(screen.queryByText('Network Level compares many facilities')).not.toBeInTheDocument();
  });

  it("Yearly Performance shows a facility user their facility's score and level per year, not counts of one facility", async () => {
    portal = renderAsManager('/yearlyperformance');
    expect(await screen.findByText('Your score 2025')).toBeInTheDocument();
    expect(screen.getByText(/Your facility's results year by year/)).toBeInTheDocument();
    expect(screen.getByText("Your facility's score per year")).toBeInTheDocument();
    // no count of one facility, no level mix of one facility
    expect(screen.queryByText('Facilities assessed 2025')).not.toBeInTheDocument();
    expect(screen.queryByText('Level mix per year')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Overall results per year' });
    for (const header of [/^Year/, /^Score/, /^Change/, /^Level/])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: /Assessed/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /2024.*Level 3/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /2025.*Level 4/ })).toBeInTheDocument();
    // no drill-through to a list of their one facility
    expect(within(table).queryAllByRole('link')).toHaveLength(0);
  });

  it("a facility user's Yearly Performance sets their score beside the medians of the other facilities of their country, region and category", async () => {
    // the server sends a median only of at least 5 other facilities: 2024 had too few in the category
    portal = renderAsManager('/yearlyperformance', {
      references: [
        { year: 2024, nationalMedian: 61.5, regionalMedian: 63, peerMedian: null },
        { year: 2025, nationalMedian: 64, regionalMedian: 66.5, peerMedian: 70 },
      ],
    });
    const chart = await screen.findByRole('region', { name: "Your facility's score per year" });
    expect(await within(chart).findByRole('radiogroup', { name: 'Median shown' })).toBeInTheDocument();
    expect(
      within(within(chart).getByRole('list', { name: 'Legend' })).getByText('Country median'),
    ).toBeInTheDocument();
    expect(
      within(chart).getByText(/of the other facilities of your facility's country, region or category/),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Overall results per year' });
    for (const header of [/^Country median/, /^Region median/, /^Category median/])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: /^2024 68\.5 — 61\.5 63\.0 — Level 3/ }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: /^2025 74\.2 \+5\.7 64\.0 66\.5 70\.0 Level 4/ }),
    ).toBeInTheDocument();
    expect(within(table).queryAllByRole('link')).toHaveLength(0);
  });
});
