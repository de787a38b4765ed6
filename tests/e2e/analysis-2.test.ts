/**
 * In Chromium against the real stack, the features that had only component or server
 * tests (docs/ui.md): a month and a custom range chosen on Home's period picker, with the changes'
 * arrows and Back; the note under a fitted value axis (Yearly Performance's trend, Facility
 * Details' history) and none on an axis from 0; Facility Numbers' row and column percentages.
 * Every expected figure is counted here in SQL over the stack's seed.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ACTIVE,
  ANALYST_ENVIRONMENT_ID,
  expectNoAxeViolations,
  figure,
  formatCount,
  formatScore,
  screenshot,
  tableCells,
  useSignedInStack,
} from './support';
import { activeAssessmentsIn, countChange } from './support/period-counts';

const DAY_MS = 86_400_000;
const search = (page: Page) => new URL(page.url()).searchParams;
/** A day as the picker's line names a range's ends ("Mar 1, 2025"). */
const mediumDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
const dayText = (time: number) => new Date(time).toISOString().slice(0, 10);
/** The value axis's lowest label: the axis is drawn upwards from it (ChartFrames' side column, 56 px). */
const lowestAxisLabel = (card: ReturnType<Page['getByRole']>) =>
  card.locator('figure svg[width="56"] text').first().textContent();
/** A percentage shown with one decimal is the count's share of the total, rounded. */
const expectShare = (shown: number, count: number, total: number) =>
  expect(Math.abs(shown - (count / total) * 100)).toBeLessThanOrEqual(0.05 + 1e-9);
const AXIS_NOTE = /The value axis starts at ([\d.]+), not at 0/;

describe('analysis features checked in the browser, signed in as the analyst', () => {
  const { stack, browser } = useSignedInStack('analyst@demo.test');
  const assessmentsBetween = (from: string, to: string) => activeAssessmentsIn(stack(), from, to);

  /** The Assessments card shows `now` and its change from `before` in words, with the matching arrow. */
  async function expectAssessments(page: Page, now: number, before: number, beforeLabel: string) {
    const card = figure(page, 'Assessments');
    const change = countChange(now, before, beforeLabel);
    await expect.poll(() => card.textContent()).toContain(change.text);
    expect(await card.textContent()).toContain(formatCount(now));
    expect(await card.locator(`svg.tabler-icon-${change.arrow}`).count()).toBe(1);
  }

  it('Home: a month, then a custom range, each show their own and the comparison period’s figures with arrows; the address carries them and Back restores the month', async () => {
    const { page } = browser();
    await page.goto(`${stack().urls.web}/home`);
    const section = page.getByRole('region', { name: 'Assessments in the period' });
    await section.getByText('2025 compared with 2024').waitFor();

    await section.getByRole('combobox', { name: 'Period type' }).selectOption({ label: 'Month' });
    await section.getByText('December 2025 compared with November 2025').waitFor();
    await section.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'March' });
    await section.getByText('March 2025 compared with February 2025').waitFor();
    expect(search(page).get('period')).toBe('2025-03');
    const march = await assessmentsBetween('2025-03-01', '2025-03-31');
    const february = await assessmentsBetween('2025-02-01', '2025-02-28');
    await expectAssessments(page, march, february, 'February 2025');

    // a range: the comparison is as many days just before it (docs/ui.md, the picker)
    const [from, to] = ['2025-03-01', '2025-08-31'];
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
    const before = [dayText(Date.parse(from) - days * DAY_MS), dayText(Date.parse(from) - DAY_MS)];
    await section.getByRole('combobox', { name: 'Period type' }).selectOption({ label: 'Custom range' });
    await section.getByLabel('From', { exact: true }).fill(from);
    await section.getByLabel('To', { exact: true }).fill(to);
    await section.getByRole('button', { name: 'Apply' }).click();
    const beforeLabel = `${mediumDay(before[0])} – ${mediumDay(before[1])}`;
    await section
      .getByText(`${mediumDay(from)} – ${mediumDay(to)} compared with ${beforeLabel}`, { exact: true })
      .waitFor();
    expect(search(page).get('period')).toBe(`${from}..${to}`);
    const inRange = await assessmentsBetween(from, to);
    const inBefore = await assessmentsBetween(before[0], before[1]);
    // the seed's premise: the range is long enough for a change to show an arrow
    expect(inRange).not.toBe(inBefore);
    await expectAssessments(page, inRange, inBefore, beforeLabel);
    await expectNoAxeViolations(page, { include: 'section' });
    await screenshot(page, 'periods-home-range');

    // Back: the range the type switch made of March's days, then the month itself
    await page.goBack();
    await expect.poll(() => search(page).get('period')).toBe('2025-03-01..2025-03-31');
    await page.goBack();
    await section.getByText('March 2025 compared with February 2025').waitFor();
    expect(search(page).get('period')).toBe('2025-03');
    await expectAssessments(page, march, february, 'February 2025');
  });

  it('Yearly Performance’s trend on a fitted axis says where the axis starts, at or under the lowest yearly average', async () => {
    const { page } = browser();
    await page.goto(`${stack().urls.web}/yearlyperformance`);
    const trend = page.getByRole('region', { name: 'Average score per year' });
    const note = trend.getByText(AXIS_NOTE);
    await note.waitFor();
    const start = Number(AXIS_NOTE.exec((await note.textContent()) ?? '')?.[1]);
    const { rows } = await stack().db.query<{ lowest: number }>(
      `SELECT min(average)::float8 AS lowest FROM (
         SELECT avg(a.total_score) AS average FROM assessments a
           JOIN facilities f ON f.environment_id = a.environment_id AND f.id = a.facility_id
         WHERE a.environment_id = $1 AND ${ACTIVE} GROUP BY a.year) years`,
      [ANALYST_ENVIRONMENT_ID],
    );
    expect(start).toBeGreaterThan(0);
    expect(start).toBeLessThanOrEqual(rows[0].lowest);
    expect(Number(await lowestAxisLabel(trend))).toBe(start);
    await screenshot(page, 'fitted-axis-yearly');
  });

  it('Facility Details’ history: a fitted axis has its note; an axis from 0 (a score under a third of the highest) has none', async () => {
    const { page } = browser();
    // the score target (75) is on the axis too: "highest" counts it
    const facilityWhere = async (having: string) => {
      const { rows } = await stack().db.query<{ id: number; lowest: number }>(
        `SELECT facility_id AS id, min(total_score)::float8 AS lowest FROM assessments
         WHERE environment_id = $1 GROUP BY facility_id HAVING ${having} ORDER BY facility_id LIMIT 1`,
        [ANALYST_ENVIRONMENT_ID],
      );
      return rows[0];
    };
    const fitted = await facilityWhere(
      'count(*) >= 3 AND min(total_score) >= greatest(max(total_score), 75) / 3',
    );
    await page.goto(`${stack().urls.web}/facility/details/${fitted.id}`);
    const history = page.getByRole('region', { name: 'Assessment history' });
    const note = history.getByText(AXIS_NOTE);
    await note.waitFor();
    const start = Number(AXIS_NOTE.exec((await note.textContent()) ?? '')?.[1]);
    expect(start).toBeGreaterThan(0);
    expect(start).toBeLessThanOrEqual(Math.floor(fitted.lowest));
    expect(Number(await lowestAxisLabel(history))).toBe(start);

    // No seeded history holds a score under a third of the highest (the seed's scores stay above 25):
    // this stack's private copy gets one, an earlier assessment of another facility scored 12.
    const fromZero = await facilityWhere(`count(*) >= 3 AND facility_id <> ${fitted.id}`);
    await stack().db.query(
      `UPDATE assessments SET total_score = 12, awarded_level = NULL
       WHERE environment_id = $1 AND facility_id = $2 AND NOT is_latest
         AND year = (SELECT min(year) FROM assessments WHERE environment_id = $1 AND facility_id = $2)`,
      [ANALYST_ENVIRONMENT_ID, fromZero.id],
    );
    await page.goto(`${stack().urls.web}/facility/details/${fromZero.id}`);
    await history.locator('figure').waitFor();
    // a score axis writes 0 as every score, with one decimal
    await expect.poll(() => lowestAxisLabel(history)).toBe(formatScore(0));
    expect(await history.getByText(/The value axis starts at/).count()).toBe(0);
  });

  it('Facility Numbers: counts equal the seed’s; each row’s % of row and each column’s % of column add up to 100', async () => {
    const { page } = browser();
    await page.getByRole('link', { name: 'Facility Numbers', exact: true }).click();
    const table = 'Facilities by Region and Level';
    await page.getByRole('table', { name: table, exact: true }).waitFor();
    const { rows: seeded } = await stack().db.query<{ region: string; level: number | null; count: number }>(
      `SELECT r.name AS region, f.awarded_level::int AS level, count(*)::int AS count
       FROM facilities f JOIN regions r ON r.id = f.region_id
       WHERE f.environment_id = $1 AND ${ACTIVE} GROUP BY r.name, f.awarded_level`,
      [ANALYST_ENVIRONMENT_ID],
    );
    const header = await page
      .getByRole('table', { name: table, exact: true })
      .locator('thead th')
      .allTextContents();
    // "Level 3" is level 3; the one other level column is the uncertified facilities
    const levels = header.slice(1, -1).map((text) => Number(/Level (\d)/.exec(text)?.[1] ?? Number.NaN));
    const countOf = (region: string, level: number) =>
      seeded
        .filter(
          (row) => row.region === region && (Number.isNaN(level) ? row.level === null : row.level === level),
        )
        .reduce((sum, row) => sum + row.count, 0);
    const regions = [...new Set(seeded.map((row) => row.region))];
    const counts = (await tableCells(page, table)).filter((row) => regions.includes(row[0]));
    expect(counts.map((row) => row[0]).sort()).toEqual(regions.sort());
    for (const row of counts)
      expect(row.slice(1, -1), row[0]).toEqual(levels.map((level) => formatCount(countOf(row[0], level))));

    /** Shows `measure` and reads the cells once the totals it makes 100 % are drawn. */
    const percentages = async (measure: string, hundreds: () => Promise<string[]>) => {
      await page.locator('label', { hasText: measure }).click();
      await expect.poll(async () => (await hundreds()).every((cell) => cell === '100%')).toBe(true);
      return (await tableCells(page, table)).map((row) =>
        row.slice(1, -1).map((cell) => Number.parseFloat(cell)),
      );
    };
    const rowTotals = async () => (await tableCells(page, table)).map((row) => row.at(-1) ?? '');
    const columnTotals = async () => (await tableCells(page, table, 'tfoot tr'))[0].slice(1, -1);
    const grid = counts.map((row) => levels.map((level) => countOf(row[0], level)));
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    // one decimal each: a row of n cells sums to 100 within n × 0.05
    const rowShares = await percentages('% of row', rowTotals);
    expect(search(page).get('show')).toBe('rowShare');
    for (const [index, shares] of rowShares.entries()) {
      expect(Math.abs(sum(shares) - 100)).toBeLessThanOrEqual(levels.length * 0.05 + 1e-9);
      for (const [column, share] of shares.entries())
        expectShare(share, grid[index][column], sum(grid[index]));
    }
    const columnShares = await percentages('% of column', columnTotals);
    expect(search(page).get('show')).toBe('columnShare');
    for (const column of levels.keys()) {
      const shares = columnShares.map((row) => row[column]);
      const columnCounts = grid.map((row) => row[column]);
      expect(Math.abs(sum(shares) - 100)).toBeLessThanOrEqual(grid.length * 0.05 + 1e-9);
      for (const [index, share] of shares.entries())
        expectShare(share, columnCounts[index], sum(columnCounts));
    }
    await screenshot(page, 'facility-pivot-column-percentages');
  });
});
