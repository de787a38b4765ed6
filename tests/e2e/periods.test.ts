/**
 * In Chromium against the real stack (docs/ui.md, Periods and comparison): on Home
 * a period is chosen with the picker, by keyboard, and the figures of it and of the period it is
 * compared with are those an independent SQL count over the seed gives (Home, Yearly Performance,
 * Facility Details' history, each with Back); MomCare opens a period
 * from its address; an unreadable period falls back with a notice. Axe-clean with the picker open.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
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

const periodSection = (page: Page) => page.getByRole('region', { name: 'Assessments in the period' });

describe('periods and comparison', () => {
  const { stack, browser } = useSignedInStack('analyst@demo.test');
  const activeAssessmentsBetween = (from: string, to: string) => activeAssessmentsIn(stack(), from, to);

  it('on Home, choosing a quarter by keyboard and then the same period last year shows both periods’ figures', async () => {
    const page = browser().page;
    await page.goto(`${stack().urls.web}/home`);
    const section = periodSection(page);
    await section.getByText('2025 compared with 2024').waitFor();
    const [in2025, in2024] = [
      await activeAssessmentsBetween('2025-01-01', '2025-12-31'),
      await activeAssessmentsBetween('2024-01-01', '2024-12-31'),
    ];
    await expect(figure(page, 'Assessments').textContent()).resolves.toContain(formatCount(in2025));
    await expect(figure(page, 'Assessments').textContent()).resolves.toContain(
      countChange(in2025, in2024, '2024').text,
    );

    // keyboard only: the type select, then the quarter select, changed with the arrow keys
    const kind = section.getByRole('combobox', { name: 'Period type' });
    await kind.focus();
    await page.keyboard.press('ArrowDown');
    await section.getByText('Q4 2025 compared with Q3 2025').waitFor();
    const quarter = section.getByRole('combobox', { name: 'Quarter' });
    await quarter.focus();
    await page.keyboard.press('Home');
    await section.getByText('Q1 2025 compared with Q4 2024').waitFor();
    expect(new URL(page.url()).searchParams.get('period')).toBe('2025-Q1');
    // the line names the new period at once; the figures follow when the server answers
    const inQ1 = formatCount(await activeAssessmentsBetween('2025-01-01', '2025-03-31'));
    await expect.poll(() => figure(page, 'Assessments').textContent()).toContain(inQ1);

    await section
      .getByRole('combobox', { name: 'Compare with' })
      .selectOption({ label: 'Same period last year' });
    await section.getByText('Q1 2025 compared with Q1 2024').waitFor();
    expect(new URL(page.url()).searchParams.get('compare')).toBe('lastYear');
    const [q1, q1Before] = [
      await activeAssessmentsBetween('2025-01-01', '2025-03-31'),
      await activeAssessmentsBetween('2024-01-01', '2024-03-31'),
    ];
    await expect
      .poll(() => figure(page, 'Assessments').textContent())
      .toContain(countChange(q1, q1Before, 'Q1 2024').text);
    await section.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await screenshot(page, 'periods-home-q1');

    // Back returns to the previous comparison in one press
    await page.goBack();
    await section.getByText('Q1 2025 compared with Q4 2024').waitFor();
  });

  it('MomCare opens the quarter its address names, with that quarter’s months; an unreadable period falls back with a notice', async () => {
    const page = browser().page;
    const { rows } = await stack().db.query<{ id: number; deliveries: number }>(
      `SELECT facility_id AS id, sum(facility_deliveries)::int AS deliveries FROM momcare_monthly
       WHERE environment_id = $1 AND month BETWEEN '2025-04-01' AND '2025-06-30'
       GROUP BY facility_id ORDER BY facility_id LIMIT 1`,
      [ANALYST_ENVIRONMENT_ID],
    );
    const target = rows[0];
    await page.goto(`${stack().urls.web}/facility/momcare/${target.id}?period=2025-Q2`);
    await page.getByText('Q2 2025 compared with Q1 2025').waitFor();
    await expect(figure(page, 'Facility deliveries').textContent()).resolves.toContain(
      formatCount(target.deliveries),
    );
    expect(await tableCells(page, 'Indicators per month')).toHaveLength(3);
    await expectNoAxeViolations(page);
    await screenshot(page, 'periods-momcare-q2');

    await page.goto(`${stack().urls.web}/facility/momcare/${target.id}?period=2025-Q7`);
    await page
      .getByText('Part of the address was not understood (period); the default view is shown instead.')
      .waitFor();
    await page.getByText('2025 compared with 2024').waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.has('period')).toBe(false);
    expect(await tableCells(page, 'Indicators per month')).toHaveLength(12);
  });

  it('Yearly Performance: choosing a year, then a quarter, limits the table to it with the SQL count; Back restores each view', async () => {
    const page = browser().page;
    await page.goto(`${stack().urls.web}/yearlyperformance`);
    await page.getByText('All assessment years').waitFor();
    const everyYear = await tableCells(page, 'Overall results per year');
    expect(everyYear.map((row) => row[0])).toEqual(['2021', '2022', '2023', '2024', '2025']);

    // keyboard only: from "All years" down to "Year", the latest assessment year
    const kind = page.getByRole('combobox', { name: 'Period type' });
    await kind.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByText('2025 compared with 2024').waitFor();
    expect(new URL(page.url()).searchParams.get('period')).toBe('2025');
    await expect.poll(async () => (await tableCells(page, 'Overall results per year')).length).toBe(1);
    const in2025 = await activeAssessmentsBetween('2025-01-01', '2025-12-31');
    expect((await tableCells(page, 'Overall results per year'))[0].slice(0, 2)).toEqual([
      '2025',
      formatCount(in2025),
    ]);
    await expect(figure(page, 'Assessments').textContent()).resolves.toContain(formatCount(in2025));

    await kind.selectOption({ label: 'Quarter' });
    await page.getByText('Q4 2025 compared with Q3 2025').waitFor();
    const inQ4 = await activeAssessmentsBetween('2025-10-01', '2025-12-31');
    await expect
      .poll(async () => (await tableCells(page, 'Overall results per year'))[0]?.[1])
      .toBe(formatCount(inQ4));
    await expect(figure(page, 'Assessments').textContent()).resolves.toContain(formatCount(inQ4));
    await expectNoAxeViolations(page);
    await screenshot(page, 'periods-yearly-q4');
    // print: the picker is left out, the line naming the periods is printed
    await page.emulateMedia({ media: 'print' });
    try {
      expect(await page.getByRole('group', { name: 'Period' }).isVisible()).toBe(false);
      expect(await page.getByText('Q4 2025 compared with Q3 2025').isVisible()).toBe(true);
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }

    // one press of Back per choice
    await page.goBack();
    await page.getByText('2025 compared with 2024').waitFor();
    await expect
      .poll(async () => (await tableCells(page, 'Overall results per year'))[0]?.[1])
      .toBe(formatCount(in2025));
    await page.goBack();
    await page.getByText('All assessment years').waitFor();
    await expect.poll(async () => (await tableCells(page, 'Overall results per year')).length).toBe(5);
  });

  it('Facility Details: choosing a year limits the history to its assessment and compares its score; Back restores every year', async () => {
    const page = browser().page;
    const { rows } = await stack().db.query<{ id: number; score: number; before: number }>(
      `SELECT a.facility_id AS id, round(a.total_score::numeric, 1)::float8 AS score,
         round(b.total_score::numeric, 1)::float8 AS before
       FROM assessments a JOIN assessments b ON b.environment_id = a.environment_id AND b.facility_id = a.facility_id AND b.year = 2024
       WHERE a.environment_id = $1 AND a.year = 2025 AND a.facility_id IN (
         SELECT facility_id FROM assessments WHERE environment_id = $1 GROUP BY facility_id HAVING count(*) = 5)
         AND round(a.total_score::numeric, 1) <> round(b.total_score::numeric, 1)
       ORDER BY a.facility_id LIMIT 1`,
      [ANALYST_ENVIRONMENT_ID],
    );
    const target = rows[0];
    await page.goto(`${stack().urls.web}/facility/details/${target.id}`);
    await page.getByText('All assessment years').waitFor();
    const history = page.getByRole('region', { name: 'Assessment history' });
    await history.getByText('Table', { exact: true }).click();
    expect(await tableCells(page, 'Assessment history')).toHaveLength(5);

    await page.getByRole('combobox', { name: 'Period type' }).selectOption({ label: 'Year' });
    await page.getByText('2025 compared with 2024').waitFor();
    expect(new URL(page.url()).searchParams.get('period')).toBe('2025');
    await expect
      .poll(async () => (await tableCells(page, 'Assessment history')).map((row) => row[0]))
      .toEqual(['2025']);
    const change = Math.round((target.score - target.before) * 10) / 10;
    const latest = page.getByRole('article', { name: /^Latest score in 2025: / });
    await expect(latest.textContent()).resolves.toContain(
      // one decimal, so always "points" in English
      `${change > 0 ? 'Up' : 'Down'} ${formatScore(Math.abs(change))} points from 2024`,
    );
    await screenshot(page, 'periods-facility-2025');

    await page.goBack();
    await page.getByText('All assessment years').waitFor();
    await expect.poll(async () => (await tableCells(page, 'Assessment history')).length).toBe(5);
  });
});
