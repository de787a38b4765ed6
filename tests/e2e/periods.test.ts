/**
 * Issue 15 item 4 in Chromium against the real stack (docs/ui.md, Periods and comparison): on Home
 * a period is chosen with the picker, by keyboard, and the figures of it and of the period it is
 * compared with are those an independent SQL count over the seed gives; MomCare opens a period
 * from its address; an unreadable period falls back with a notice. Axe-clean with the picker open.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ANALYST_ENVIRONMENT_ID,
  type E2eStack,
  expectNoAxeViolations,
  formatCount,
  screenshot,
  tableCells,
  useSignedInStack,
} from './support';

const figure = (page: Page, label: string) => page.getByRole('article', { name: new RegExp(`^${label}: `) });
const periodSection = (page: Page) => page.getByRole('region', { name: 'Assessments in the period' });

/** Assessments of the analyst's active facilities (the default filter) dated between two days. */
async function activeAssessmentsIn(stack: E2eStack, from: string, to: string): Promise<number> {
  const { rows } = await stack.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM assessments a
       JOIN facilities f ON f.environment_id = a.environment_id AND f.id = a.facility_id
     WHERE a.environment_id = $1 AND (f.is_cert_active OR f.is_self_active OR f.is_entry_active)
       AND a.assessed_on BETWEEN $2::date AND $3::date`,
    [ANALYST_ENVIRONMENT_ID, from, to],
  );
  return rows[0].n;
}

describe('periods and comparison (issue 15 item 4)', () => {
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
    const yearChange = in2025 - in2024;
    await expect(figure(page, 'Assessments').textContent()).resolves.toContain(
      yearChange === 0
        ? 'No change from 2024'
        : `${yearChange > 0 ? 'Up' : 'Down'} ${formatCount(Math.abs(yearChange))} from 2024`,
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
    await expect(figure(page, 'Assessments').textContent()).resolves.toContain(
      formatCount(await activeAssessmentsBetween('2025-01-01', '2025-03-31')),
    );

    await section
      .getByRole('combobox', { name: 'Compare with' })
      .selectOption({ label: 'Same period last year' });
    await section.getByText('Q1 2025 compared with Q1 2024').waitFor();
    expect(new URL(page.url()).searchParams.get('compare')).toBe('lastYear');
    const [q1, q1Before] = [
      await activeAssessmentsBetween('2025-01-01', '2025-03-31'),
      await activeAssessmentsBetween('2024-01-01', '2024-03-31'),
    ];
    const change = q1 - q1Before;
    await expect(figure(page, 'Assessments').textContent()).resolves.toContain(
      change === 0
        ? 'No change from Q1 2024'
        : `${change > 0 ? 'Up' : 'Down'} ${formatCount(Math.abs(change))} from Q1 2024`,
    );
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
});
