import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PeriodElementRow, YearlyServiceElementRow } from '../../../contract';
import { type Period, parsePeriod, periodBounds } from '../../../contract/period';
import YearlyPerformancePage from '../../../src/pages/yearly-performance/YearlyPerformance.page';
import { periodRow } from '../period/period-test-support';
import { rowCells } from '../support/row-cells';
import { yearRow } from '../support/yearly-rows';
import { renderPage } from './kit-harness';

/**
 * Yearly Performance with a chosen period: the period and the one it is compared with side by side,
 * a series per period and the change per service element (the chosen period's average minus the
 * comparison period's, one decimal), instead of a one-point trend and repeated cards.
 */
const elementYear = (value: number): YearlyServiceElementRow => ({
  year: value,
  serviceElementId: 1,
  serviceElementName: 'Clinical Care',
  averageScore: 60,
});
const elementIn = (
  role: PeriodElementRow['role'],
  period: string,
  serviceElementId: number,
  serviceElementName: string,
  averageScore: number | null,
): PeriodElementRow => ({
  role,
  period,
  ...periodBounds(parsePeriod(period) as Period),
  serviceElementId,
  serviceElementName,
  averageScore,
});

const byPeriod =
  <T,>(table: Record<string, T>) =>
  (params: Record<string, unknown>) =>
    table[String(params.period ?? 'all')] ?? new Error(`unexpected ${JSON.stringify(params)}`);

function renderTwoYears() {
  return renderPage(<YearlyPerformancePage />, {
    route: '/yearlyperformance?period=2025&compare=lastYear',
    answers: {
      'YearlyPerformance/Overall': byPeriod({
        all: [yearRow(2024, 64.7, 44), yearRow(2025, 63.9, 50)],
        '2025': [yearRow(2025, 63.9, 50)],
      }),
      'YearlyPerformance/ServiceElements': byPeriod({
        all: [elementYear(2024), elementYear(2025)],
        '2025': [elementYear(2025)],
      }),
      'YearlyPerformance/References': [],
      'YearlyPerformance/PeriodAssessments': [
        periodRow('current', '2025', 50, 63.9, 42, {
          level1: 10,
          level2: 12,
          level3: 9,
          level4: 6,
          level5: 5,
        }),
        periodRow('comparison', '2024', 44, 64.7, 40, {
          level1: 8,
          level2: 11,
          level3: 10,
          level4: 7,
          level5: 4,
        }),
      ],
      'YearlyPerformance/PeriodElements': [
        elementIn('current', '2025', 1, 'Clinical Care', 62.5),
        elementIn('comparison', '2024', 1, 'Clinical Care', 60),
        elementIn('current', '2025', 2, 'Human Resources', 68),
        elementIn('comparison', '2024', 2, 'Human Resources', 70.3),
        elementIn('current', '2025', 3, 'Laboratory', 55),
        elementIn('comparison', '2024', 3, 'Laboratory', null),
      ],
      'General/Targets': [],
    },
  });
}

describe('Yearly Performance: a year compared with the same period last year', { timeout: 20_000 }, () => {
  it('draws a series per year and gives each service element its change', async () => {
    renderTwoYears();
    const card = await screen.findByRole('region', { name: 'Average score: 2024 and 2025' });
    // the legend names one series per year
    expect(within(card).getByText('2024')).toBeInTheDocument();
    expect(within(card).getByText('2025')).toBeInTheDocument();
    expect(within(card).getByText(/Overall: 64\.7 in 2024, 63\.9 in 2025\./)).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('radio', { name: 'Table' }));
    const table = within(card).getByRole('table');
    // (each header also holds its sort button's hidden name)
    const header = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.replace('Sort by this column', ''));
    expect(header).toEqual(['Service element', '2024', '2025', 'Change (points)']);
    // the change is the chosen year's average minus last year's; none where a year has no average
    expect(rowCells(within(table).getByRole('row', { name: /All service elements/ }))).toEqual([
      'All service elements',
      '64.7',
      '63.9',
      '-0.8',
    ]);
    expect(rowCells(within(table).getByRole('row', { name: /Clinical Care/ }))).toEqual([
      'Clinical Care',
      '60.0',
      '62.5',
      '+2.5',
    ]);
    expect(rowCells(within(table).getByRole('row', { name: /Human Resources/ }))).toEqual([
      'Human Resources',
      '70.3',
      '68.0',
      '-2.3',
    ]);
    expect(rowCells(within(table).getByRole('row', { name: /Laboratory/ }))).toEqual([
      'Laboratory',
      '—',
      '55.0',
      '—',
    ]);
  });

  it("each average opens the facilities assessed in its year's days", async () => {
    renderTwoYears();
    const card = await screen.findByRole('region', { name: 'Average score: 2024 and 2025' });
    await userEvent.click(within(card).getByRole('radio', { name: 'Table' }));
    const link = within(card).getByRole('link', {
      name: '62.5: open the facilities assessed in 2025, whose Clinical Care scores this averages',
    });
    const query = new URL(link.getAttribute('href') ?? '', 'http://portal.test').searchParams;
    expect([query.get('assessedFrom'), query.get('assessedTo')]).toEqual(['2025-01-01', '2025-12-31']);
  });

  it('shows the period figures once, with no one-point trend and no year-by-year element table', async () => {
    renderTwoYears();
    await screen.findByRole('region', { name: 'Average score: 2024 and 2025' });
    await screen.findByRole('table', { name: 'Overall results per year' });
    expect(screen.getAllByRole('article', { name: /^Average score/ })).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Average score per year' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('table', { name: 'Average score per service element and year' }),
    ).not.toBeInTheDocument();
  });

  it("draws the two years' level mixes side by side, each level's count in the table, instead of the one-year level chart", async () => {
    renderTwoYears();
    const card = await screen.findByRole('region', { name: 'Level mix: 2024 and 2025' });
    expect(screen.queryByRole('region', { name: 'Level mix per year' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('radio', { name: 'Table' }));
    const table = within(card).getByRole('table');
    const header = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.replace('Sort by this column', ''));
    expect(header).toEqual(['Period', 'Level 1', 'Level 2', 'Level 3', 'Level 4', 'Level 5', 'Uncertified']);
    // the comparison year first, as in the averages' card; uncertified = assessed - certified
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(rowCells)).toEqual([
      ['2024', '8', '11', '10', '7', '4', '4'],
      ['2025', '10', '12', '9', '6', '5', '8'],
    ]);
  });

  it("a level's count of a year opens the facilities assessed at that level in that year's days", async () => {
    renderTwoYears();
    const card = await screen.findByRole('region', { name: 'Level mix: 2024 and 2025' });
    await userEvent.click(within(card).getByRole('radio', { name: 'Table' }));
    const row = within(card).getByRole('row', { name: /^2024/ });
    const href = within(row).getAllByRole('link')[2].getAttribute('href') ?? '';
    const query = new URL(href, 'http://portal.test').searchParams;
    expect([query.get('assessedFrom'), query.get('assessedTo'), query.get('assessedLevel')]).toEqual([
      '2024-01-01',
      '2024-12-31',
      '3',
    ]);
  });
});
