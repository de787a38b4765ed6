/**
 * In Chromium against the real stack, for the figures that opened nothing:
 * Home's yearly averages, Benchmarking's rows and bars per service element and Yearly Performance's
 * table per service element open the facilities behind them, and the list counts as many as the
 * figure says (counts from the server's own queries over the seeded database); a count chart of a
 * few facilities ticks whole numbers; a facility user's Yearly Performance sets their score beside
 * the medians of the other facilities of their country, region and category (SQL over the base
 * tables, none under 5 other facilities). The new links are clean under axe.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ANALYST_ENVIRONMENT_ID,
  DEFAULT_WIRE_FILTER,
  expectedRows,
  expectNoAxeViolations,
  figure,
  formatCount,
  formatScore,
  openSignedInBrowser,
  screenshot,
  tableCells,
  useSignedInStack,
} from './support';

const listCount = (page: Page) => page.getByRole('status').filter({ hasText: /^\d[\d,]* facilit/ });
const facilities = (count: number) => `${formatCount(count)} ${count === 1 ? 'facility' : 'facilities'}`;
const search = (page: Page) => new URL(page.url()).search;

/** A facility user's medians: of at least this many other facilities (docs/ui.md, My facility). */
const FEWEST_OTHERS = 5;
const GROUP_COLUMNS = ['country_id', 'region_id', 'category_id'] as const;

describe('the figures that opened nothing, signed in as the analyst', () => {
  const { stack, browser } = useSignedInStack('analyst@demo.test');

  it("Home's yearly averages open the facilities assessed in their year, every one the average counts", async () => {
    const { page } = browser();
    const [summary] = await expectedRows(stack(), 'Home/Summary', { filter: DEFAULT_WIRE_FILTER });
    const years = await expectedRows(stack(), 'YearlyPerformance/Overall', { filter: DEFAULT_WIRE_FILTER });
    const latestYear = summary.latestYear;
    if (latestYear === null) throw new Error('the seed has no assessment year');
    // one assessment per facility and year: the year's assessments are its facilities
    const assessedIn = (year: number) => years.find((row) => row.year === year)?.assessedCount ?? 0;
    for (const year of [latestYear, latestYear - 1]) {
      expect(assessedIn(year)).toBeGreaterThan(0);
      await page.goto(`${stack().urls.web}/home`);
      await figure(page, `Average score ${year}`).getByRole('link').click();
      await page.waitForURL(
        (url) =>
          url.search === `?env=afya-production&active=yes&sort=latestScore&dir=desc&assessedYear=${year}`,
      );
      await expect.poll(() => listCount(page).textContent()).toBe(facilities(assessedIn(year)));
      const chips = page.getByRole('region', { name: 'Filter of this list' });
      await chips.getByRole('button', { name: `Remove Assessed in ${year}` }).waitFor();
    }
    // the change is between two groups of facilities: no one list is behind it
    await page.goto(`${stack().urls.web}/home`);
    await figure(page, `Average score ${latestYear}`).getByRole('link').waitFor();
    expect(await figure(page, 'Change since last year').getByRole('link').count()).toBe(0);
  });

  it("Benchmarking: each element's peer-group count and its strip of the chart open the peer group scored in it, as many as counted", async () => {
    const { page } = browser();
    const {
      rows: [target],
    } = await stack().db.query<{ id: number; level: number }>(
      `SELECT facility_id AS id, awarded_level AS level FROM facility_facts
       WHERE environment_id = $1 AND is_active AND awarded_level IS NOT NULL AND latest_year IS NOT NULL
       ORDER BY facility_id LIMIT 1`,
      [ANALYST_ENVIRONMENT_ID],
    );
    const peers = await expectedRows(stack(), 'Benchmarking/Peers', {
      facilityId: target.id,
      peerGroup: 'level',
      filter: DEFAULT_WIRE_FILTER,
    });
    const group = peers[0].peerCount + 1;
    await page.goto(`${stack().urls.web}/benchmarking?facilityId=${target.id}&peers=level`);
    const table = page.getByRole('table', { name: 'Scores against peers', exact: true });
    const [first, second] = peers;
    const link = table.getByRole('link', {
      name: `${formatCount(group)}: open the facilities of the peer group scored in ${first.serviceElementName}`,
    });
    await link.waitFor();
    await expectNoAxeViolations(page, { include: 'main' });
    await link.click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/facilities' &&
        url.search ===
          `?env=afya-production&level=${target.level}&active=yes&element=${first.serviceElementId}&score=0-100`,
    );
    await expect.poll(() => listCount(page).textContent()).toBe(facilities(group));
    await screenshot(page, 'drill-through-benchmarking-element');
    // the chart: a click on the second element's strip
    await page.goBack();
    await page.locator(`[data-element="${second.serviceElementName}"]`).click();
    await page.waitForURL((url) => url.search.includes(`&element=${second.serviceElementId}&score=0-100`));
    expect(search(page)).toBe(
      `?env=afya-production&level=${target.level}&active=yes&element=${second.serviceElementId}&score=0-100`,
    );
    await expect.poll(() => listCount(page).textContent()).toBe(facilities(group));
  });

  it("Yearly Performance: an element's average of a year opens the facilities assessed that year, as many as the year's count", async () => {
    const { page } = browser();
    const years = await expectedRows(stack(), 'YearlyPerformance/Overall', { filter: DEFAULT_WIRE_FILTER });
    const latest = years.at(-1);
    if (!latest) throw new Error('the seed has no assessment year');
    await page.goto(`${stack().urls.web}/yearlyperformance`);
    const table = page.getByRole('table', {
      name: 'Average score per service element and year',
      exact: true,
    });
    const link = table
      .getByRole('link', { name: new RegExp(`: open the facilities assessed in ${latest.year}, whose `) })
      .first();
    await link.waitFor();
    // the year's "Facilities assessed" count, as the page shows it
    const [yearRow] = (await tableCells(page, 'Overall results per year')).filter(
      (cells) => cells[0] === String(latest.year),
    );
    expect(yearRow[1]).toBe(formatCount(latest.assessedCount));
    await expectNoAxeViolations(page, { include: 'main' });
    await link.click();
    await page.waitForURL(
      (url) => url.search === `?env=afya-production&active=yes&assessedYear=${latest.year}`,
    );
    await expect.poll(() => listCount(page).textContent()).toBe(facilities(latest.assessedCount));
  });

  it('a count chart of a few facilities ticks whole numbers, not 0.25, 0.5 and 0.75', async () => {
    const { page } = browser();
    // a district whose active facilities number at most 3 per level (uncertified included)
    const {
      rows: [district],
    } = await stack().db.query<{ id: number; largest: number; total: number }>(
      `SELECT district_id AS id, max(n)::int AS largest, sum(n)::int AS total FROM (
         SELECT district_id, coalesce(awarded_level, 0) AS level, count(*) AS n FROM facility_facts
         WHERE environment_id = $1 AND is_active GROUP BY 1, 2) per_level
       GROUP BY district_id HAVING max(n) < 4 ORDER BY max(n), district_id LIMIT 1`,
      [ANALYST_ENVIRONMENT_ID],
    );
    expect(district.largest).toBeLessThan(4);
    await page.goto(`${stack().urls.web}/home?env=afya-production&district=${district.id}&active=yes`);
    // the district's figures are drawn (not the whole network's of a moment before)
    await page.getByRole('article', { name: `Facilities: ${formatCount(district.total)}` }).waitFor();
    const chart = page.getByRole('region', { name: 'Level distribution' });
    await chart.locator('svg text').first().waitFor();
    const numbers = (await chart.locator('svg text').allTextContents()).filter((text) => /^\d/.test(text));
    expect(numbers).toContain('0');
    expect(numbers).toContain('1');
    for (const text of numbers) expect(text).toMatch(/^\d+$/);
    await screenshot(page, 'count-axis-whole-numbers');
  });

  it("a facility user's Yearly Performance sets their score beside the medians of the other facilities of their country, region and category", async () => {
    const manager = await openSignedInBrowser(`${stack().urls.web}/`, 'manager@demo.test');
    try {
      const { page } = manager;
      const {
        rows: [me],
      } = await stack().db.query<{ id: number }>(
        "SELECT facility_id AS id FROM users WHERE email = 'manager@demo.test'",
      );
      // per year, the median total score of the other facilities of each group, none under 5 of them
      const medianSql = (column: string) => `(SELECT CASE WHEN count(*) >= ${FEWEST_OTHERS} THEN
          round(percentile_cont(0.5) WITHIN GROUP (ORDER BY a.total_score)::numeric, 1)::float8 END
        FROM facilities f JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.id
        WHERE f.environment_id = me.environment_id AND f.${column} = me.${column} AND f.id <> me.id
          AND a.year = mine.year AND a.total_score IS NOT NULL)`;
      const { rows: expected } = await stack().db.query<{ year: number; medians: (number | null)[] }>(
        `SELECT mine.year::int AS year, ARRAY[${GROUP_COLUMNS.map(medianSql).join(', ')}] AS medians
         FROM facilities me JOIN assessments mine ON mine.environment_id = me.environment_id AND mine.facility_id = me.id
         WHERE me.id = $1 ORDER BY mine.year`,
        [me.id],
      );
      expect(expected.some((row) => row.medians[0] !== null)).toBe(true);
      await page.goto(`${stack().urls.web}/yearlyperformance`);
      const trend = page.getByRole('region', { name: "Your facility's score per year" });
      await trend.getByRole('radiogroup', { name: 'Median shown' }).waitFor();
      // the years table: year, score, change, the three medians, level
      await expect
        .poll(async () =>
          (await tableCells(page, 'Overall results per year')).map((cells) => [
            cells[0],
            ...cells.slice(3, 6),
          ]),
        )
        .toEqual(expected.map((row) => [String(row.year), ...row.medians.map(formatScore)]));
      await expectNoAxeViolations(page, { include: 'main' });
      await screenshot(page, 'facility-user-yearly-medians');
    } finally {
      await manager.close();
    }
  });
});
