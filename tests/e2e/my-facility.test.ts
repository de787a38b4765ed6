/**
 * The facility user,
 * signed in at the portal's root, lands on their facility's page (the one the server scopes them
 * to), with labelled links to their history, MomCare and their scores beside the peers' medians;
 * Home shows them a Your facility card and none of the network's figures. Clean under axe
 * (Facility Details as a whole, with the locked filter in the drawer). Their service-element scores
 * stand beside the median of the country, region or category ("Median shown", by keyboard), equal
 * to medians computed here in SQL over the whole environment (none under 5 other facilities).
 */
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, formatScore, screenshot, useSignedInStack } from './support';

/** Where the facility user's medians come from (docs/ui.md, My facility): at least 5 other facilities. */
const FEWEST_OTHERS = 5;
const GROUPS = [
  ['country_id', 'Country median'],
  ['region_id', 'Region median'],
  ['category_id', 'Category median'],
] as const;

describe('my facility, signed in as the facility user', () => {
  const { stack, browser } = useSignedInStack('facility@demo.test');

  it('lands on their facility page with links to history and MomCare; Home shows no network figures', async () => {
    const { page } = browser();
    // the page names its environment in its address
    await page.waitForURL(/\/facility\/details\/\d+\?env=[\w-]+$/, { timeout: 30_000 });
    const facilityId = /\/facility\/details\/(\d+)\?/.exec(page.url())?.[1];
    const links = page.getByRole('navigation', { name: "Your facility's pages" });
    await links.waitFor();
    expect(await links.getByRole('link', { name: 'Your assessment history' }).getAttribute('href')).toBe(
      `/facility/details/${facilityId}#assessment-history`,
    );
    expect(await links.getByRole('link', { name: 'MomCare for your facility' }).getAttribute('href')).toBe(
      `/facility/momcare/${facilityId}`,
    );
    // Their scores beside the peers' medians, on this page (never Benchmarking: network-only for them).
    expect(await links.getByRole('link', { name: 'Compare with your peers' }).getAttribute('href')).toBe(
      `/facility/details/${facilityId}#peer-medians`,
    );
    await screenshot(page, 'my-facility-landing');
    // The whole page, drawer included: the locked filter scrolls, so its scrolling area must take
    // focus and have a name (axe scrollable-region-focusable). Its ten selects mount one by one.
    await page.locator('#main-drawer').getByLabel('Surveys', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);

    // Home chosen later is honoured, without the network's shares, counts and maps.
    await page.getByRole('navigation').getByRole('link', { name: 'Home', exact: true }).first().click();
    const card = page.getByRole('region', { name: 'Your facility' });
    await card.getByRole('link', { name: "Your facility's details" }).waitFor();
    expect(page.url()).toContain('/home');
    expect(await page.getByText('Level distribution').count()).toBe(0);
    expect(await page.getByText('Average latest score').count()).toBe(0);
    await screenshot(page, 'my-facility-home');
    await expectNoAxeViolations(page, { include: 'section[aria-labelledby="your-facility-title"]' });
  });

  it('Facility Details: "Median shown" draws the country, region or category median of the whole environment; the table lists all three', async () => {
    const { page } = browser();
    const {
      rows: [me],
    } = await stack().db.query<{ id: number }>(
      "SELECT facility_id AS id FROM users WHERE email = 'facility@demo.test'",
    );
    // per element, the median latest score of the other assessed facilities of each group, or none under 5 of them
    const medianSql = (column: string) => `(SELECT CASE WHEN count(*) >= ${FEWEST_OTHERS} THEN
        round(percentile_cont(0.5) WITHIN GROUP (ORDER BY a.scores[e.sort_order])::numeric, 1)::float8 END
      FROM facilities f JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.id AND a.is_latest
      WHERE f.environment_id = me.environment_id AND f.${column} = me.${column} AND f.id <> me.id)`;
    const { rows: medians } = await stack().db.query<{
      name: string;
      score: number;
      medians: (number | null)[];
    }>(
      `SELECT e.name, mine.scores[e.sort_order]::int AS score,
         ARRAY[${GROUPS.map(([column]) => medianSql(column)).join(', ')}] AS medians
       FROM service_elements e, facilities me
       JOIN assessments mine ON mine.environment_id = me.environment_id AND mine.facility_id = me.id AND mine.is_latest
       WHERE me.id = $1 ORDER BY e.sort_order`,
      [me.id],
    );
    expect(medians.some((row) => row.medians.some((value) => value !== null))).toBe(true);
    await page.goto(`${stack().urls.web}/facility/details/${me.id}`);
    const card = page.getByRole('region', { name: /^Latest assessment by service element/ });
    const drawn = (label: string) =>
      card
        .locator('figure title')
        .evaluateAll(
          (titles, median) =>
            titles.map((title) => title.textContent ?? '').filter((text) => text.includes(` · ${median}: `)),
          label,
        );
    const expectedBars = (index: number) =>
      medians.flatMap((row) =>
        row.medians[index] === null
          ? []
          : [`${row.name} · ${GROUPS[index][1]}: ${formatScore(row.medians[index])}`],
      );
    await expect.poll(() => drawn('Country median')).toEqual(expectedBars(0));
    const control = card.getByRole('radiogroup', { name: 'Median shown' });
    await control.getByRole('radio', { name: 'Country median' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => drawn('Region median')).toEqual(expectedBars(1));
    expect(new URL(page.url()).searchParams.get('median.elements')).toBe('region');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => drawn('Category median')).toEqual(expectedBars(2));
    await expectNoAxeViolations(page, { include: 'main' });
    await screenshot(page, 'my-facility-medians');

    await card.getByText('Table', { exact: true }).click();
    // the table is drawn after the click: read it once it is there
    const rows = () =>
      card
        .locator('table tbody tr')
        .evaluateAll((found) =>
          found.map((row) => [...row.querySelectorAll('td, th')].map((cell) => cell.textContent?.trim())),
        );
    await expect
      .poll(rows)
      .toEqual(
        medians.map((row) => [
          row.name,
          formatScore(row.score),
          ...row.medians.map((value) => formatScore(value)),
        ]),
      );
  });
});
