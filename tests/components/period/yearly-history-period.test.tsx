import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  AssessmentHistoryRow,
  PeriodAssessmentsRow,
  YearlyOverallRow,
  YearlyServiceElementRow,
} from '../../../contract';
import { AssessmentHistory } from '../../../src/pages/facility-detail/AssessmentHistory';
import YearlyPerformancePage from '../../../src/pages/yearly-performance/YearlyPerformance.page';
import { renderPage } from '../pages/kit-harness';
import { offeredYears } from '../support/year-options';
import { yearRow } from '../support/yearly-rows';
import { Address, address, periodRow } from './period-test-support';

const figure = (label: string | RegExp) =>
  screen.getByRole('article', { name: new RegExp(`^${typeof label === 'string' ? label : label.source}:`) });
const callsOf = (backend: { calls: { key: string; params: Record<string, unknown> }[] }, key: string) =>
  backend.calls.filter((call) => call.key === key).map((call) => call.params);

const year = yearRow;
const elementsOf = (years: number[]): YearlyServiceElementRow[] =>
  years.map((value) => ({
    year: value,
    serviceElementId: 1,
    serviceElementName: 'Clinical Care',
    averageScore: 60,
  }));

/** Every year without a period; the period's years with one (what the server answers). */
const OVERALL: Record<string, YearlyOverallRow[]> = {
  all: [year(2023, 61.2, 40), year(2024, 64.7, 44), year(2025, 63.9, 50)],
  '2025': [year(2025, 63.9, 50)],
  '2024': [year(2024, 64.7, 44)],
};
const byPeriod =
  <T,>(table: Record<string, T>) =>
  (params: Record<string, unknown>) =>
    table[String(params.period ?? 'all')] ?? new Error(`unexpected ${JSON.stringify(params)}`);

const PERIOD_ANSWERS: Record<string, PeriodAssessmentsRow[]> = {
  '2025|previous': [periodRow('current', '2025', 50, 63.9), periodRow('comparison', '2024', 44, 64.7)],
  '2024|previous': [periodRow('current', '2024', 44, 64.7), periodRow('comparison', '2023', 40, 61.2)],
};

function renderYearly(route = '/yearlyperformance') {
  return renderPage(
    <>
      <Notifications />
      <YearlyPerformancePage />
      <Address />
    </>,
    {
      route,
      answers: {
        'YearlyPerformance/Overall': byPeriod(OVERALL),
        'YearlyPerformance/ServiceElements': byPeriod({
          all: elementsOf([2023, 2024, 2025]),
          '2025': elementsOf([2025]),
          '2024': elementsOf([2024]),
        }),
        'YearlyPerformance/References': [],
        'YearlyPerformance/PeriodAssessments': (params: Record<string, unknown>) =>
          PERIOD_ANSWERS[`${params.period}|${params.compareTo}`] ??
          new Error(`unexpected ${JSON.stringify(params)}`),
        'General/Targets': [],
      },
    },
  );
}

/** The years a table lists: the first cell of each row below its header. */
const yearsIn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);
const overallYears = () => yearsIn(screen.getByRole('table', { name: 'Overall results per year' }));

describe('Yearly Performance: a period limits the page and is compared', {
  timeout: 30_000,
}, () => {
  it('without a period every year is shown, as before, with "All years" in the picker', async () => {
    const { backend } = renderYearly();
    await screen.findByRole('table', { name: 'Overall results per year' });
    expect(overallYears()).toEqual(['2023', '2024', '2025']);
    expect(screen.getByRole('combobox', { name: 'Period type' })).toHaveDisplayValue('All years');
    expect(screen.getByText('All assessment years')).toBeInTheDocument();
    expect(callsOf(backend, 'YearlyPerformance/PeriodAssessments')).toEqual([]);
    expect(callsOf(backend, 'YearlyPerformance/Overall').every((params) => params.period === undefined)).toBe(
      true,
    );
  });

  it('choosing a year limits the tables to it, compares it with the year before and writes the address', async () => {
    const { backend } = renderYearly();
    await screen.findByRole('table', { name: 'Overall results per year' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period type' }), 'Year');
    // the latest year with assessments comes first
    expect(await screen.findByText('2025 compared with 2024')).toBeInTheDocument();
    expect(address()).toHaveTextContent(/^\/yearlyperformance\?period=2025$/);
    await waitFor(() => expect(overallYears()).toEqual(['2025']));
    expect(figure('Assessments')).toHaveTextContent('Up 6 from 2024');
    expect(figure('Average score')).toHaveTextContent('Down 0.8 points from 2024');
    expect(callsOf(backend, 'YearlyPerformance/ServiceElements').at(-1)).toMatchObject({ period: '2025' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2024');
    expect(await screen.findByText('2024 compared with 2023')).toBeInTheDocument();
    await waitFor(() => expect(overallYears()).toEqual(['2024']));
    expect(figure('Average score')).toHaveTextContent('Up 3.5 points from 2023');
    expect(address()).toHaveTextContent(/^\/yearlyperformance\?period=2024$/);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period type' }), 'All years');
    await waitFor(() => expect(overallYears()).toEqual(['2023', '2024', '2025']));
    expect(address()).toHaveTextContent(/^\/yearlyperformance$/);
    expect(screen.queryByRole('combobox', { name: 'Compare with' })).not.toBeInTheDocument();
  });

  it('an unreadable period shows every year, says so and drops the bad part', async () => {
    renderYearly('/yearlyperformance?period=2025-Q9');
    expect(
      await screen.findByText(
        'Part of the address was not understood (period); the default view is shown instead.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(address()).toHaveTextContent(/^\/yearlyperformance$/));
    await screen.findByRole('table', { name: 'Overall results per year' });
    expect(overallYears()).toEqual(['2023', '2024', '2025']);
  });
});

const history = (year: number, assessedOn: string, totalScore: number): AssessmentHistoryRow => ({
  year,
  assessedOn,
  totalScore,
  awardedLevel: 3,
  scores: [],
});
const HISTORY: Record<string, AssessmentHistoryRow[]> = {
  all: [
    history(2023, '2023-05-02', 62),
    history(2024, '2024-06-10', 67.1),
    history(2025, '2025-03-20', 64.1),
  ],
  '2025': [history(2025, '2025-03-20', 64.1)],
  '2024': [history(2024, '2024-06-10', 67.1)],
  '2023': [history(2023, '2023-05-02', 62)],
  '2022': [],
  '2025-Q4': [],
  '2025-Q3': [],
};

function renderHistory(route: string) {
  return renderPage(
    <>
      <Notifications />
      <AssessmentHistory facilityId={7} latestYear={2025} />
      <Address />
    </>,
    { route, answers: { 'Facility/AssessmentHistory': byPeriod(HISTORY), 'General/Targets': [] } },
  );
}

const historyYears = () => yearsIn(screen.getByRole('table'));

describe('Facility Details’ history: a period limits it and compares its latest score', {
  timeout: 30_000,
}, () => {
  it('without a period the whole history; a year keeps its assessment and compares it with the year before', async () => {
    const { backend } = renderHistory('/facility/details/7');
    expect(await screen.findByText('All assessment years')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('radio', { name: 'Table' }));
    expect(historyYears()).toEqual(['2023', '2024', '2025']);
    expect(
      callsOf(backend, 'Facility/AssessmentHistory').every((params) => params.period === undefined),
    ).toBe(true);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period type' }), 'Year');
    expect(await screen.findByText('2025 compared with 2024')).toBeInTheDocument();
    // the Table tab chosen above stays in the address
    expect(address()).toHaveTextContent(/^\/facility\/details\/7\?view\.history=table&period=2025$/);
    await waitFor(() => expect(historyYears()).toEqual(['2025']));
    const latest = await screen.findByRole('article', { name: /^Latest score in 2025:/ });
    expect(latest).toHaveTextContent('64.1');
    expect(latest).toHaveTextContent('Down 3.0 points from 2024');
    expect(callsOf(backend, 'Facility/AssessmentHistory')).toContainEqual({ facilityId: 7, period: '2024' });
  });

  it('offers only the years the facility was assessed in, also while a period is chosen', async () => {
    renderHistory('/facility/details/7?period=2024');
    expect(await screen.findByText('2024 compared with 2023')).toBeInTheDocument();
    await waitFor(() => expect(offeredYears()).toEqual(['2025', '2024', '2023']));
  });

  it('a period without an assessment says so; a comparison period without one has nothing to compare with', async () => {
    renderHistory('/facility/details/7?period=2025-Q4');
    expect(await screen.findByText('No assessment in Q4 2025')).toBeInTheDocument();
    renderHistory('/facility/details/7?period=2023');
    expect(await screen.findByText('No figures for 2022 to compare with')).toBeInTheDocument();
  });
});
