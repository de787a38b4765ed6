import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HomeSummaryRow, YearlyOverallRow, YearlyServiceElementRow } from '../../../contract';
import BenchmarkingPage from '../../../src/pages/benchmarking/Benchmarking.page';
import HomePage from '../../../src/pages/home/Home.page';
import YearlyPerformancePage from '../../../src/pages/yearly-performance/YearlyPerformance.page';
import { yearRow } from '../support/yearly-rows';
import { facility, fakeQueries, peerRow, renderPage, result } from './benchmarking-pages.harness';
import { recent, summary } from './home-fixtures';
import { renderPage as renderWithAnswers } from './kit-harness';

/**
 * The figures that opened nothing: Home's yearly averages, Benchmarking's bars and
 * rows per service element, Yearly Performance's table per service element; and item 2's rule that
 * a count chart ticks whole numbers.
 */

/** A drill-through address as its path and parameters (every list names the harness's environment). */
const listOf = (address: string | null) => {
  const url = new URL(address ?? '', 'http://portal.test');
  expect(url.searchParams.get('env')).toBe('env-1');
  url.searchParams.delete('env');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
};

const figure = (label: string) => screen.getByRole('article', { name: new RegExp(`^${label}:`) });

const renderHome = (row: HomeSummaryRow) =>
  renderWithAnswers(<HomePage />, {
    answers: { 'Home/Summary': [row], 'Home/RecentAssessments': recent },
    toggles: { showExtendedKpis: true },
  });

describe("Home's yearly averages open the facilities assessed in their year", () => {
  it("each year's average opens the facilities assessed in that year, best latest score first", async () => {
    renderHome(summary);
    const latest = await screen.findByRole('link', {
      name: 'Average score 2025: 70.1. Open the list of these facilities',
    });
    expect(listOf(latest.getAttribute('href'))).toEqual({
      path: '/facilities',
      query: { active: 'yes', assessedYear: '2025', sort: 'latestScore', dir: 'desc' },
    });
    const previous = screen.getByRole('link', {
      name: 'Average score 2024: 67.6. Open the list of these facilities',
    });
    expect(listOf(previous.getAttribute('href')).query).toMatchObject({ assessedYear: '2024' });
  });

  it('an average without assessments, and the change between two groups of facilities, open nothing', async () => {
    renderHome({ ...summary, averageScorePreviousYear: null, changeSinceLastYear: null });
    await screen.findByRole('link', { name: /^Average score 2025: 70\.1\. Open the list/ });
    expect(within(figure('Average score 2024')).queryByRole('link')).toBeNull();
    expect(within(figure('Change since last year')).queryByRole('link')).toBeNull();
  });
});

describe('count charts tick whole numbers', () => {
  it("Home's level distribution of at most 2 facilities a level ticks 0, 1, 2, not 0.25, 0.5, 0.75", async () => {
    renderHome({
      ...summary,
      facilityCount: 4,
      level1: 1,
      level2: 2,
      level3: 0,
      level4: 0,
      level5: 0,
      none: 1,
    });
    const chart = await screen.findByRole('region', { name: 'Level distribution' });
    await within(chart).findByText(/^Facilities per certification level/);
    const numbers = [...chart.querySelectorAll('svg text')]
      .map((label) => label.textContent ?? '')
      .filter((text) => /^\d/.test(text));
    // the value axis (0, 1, 2) and the bars' value labels: whole numbers only
    expect(numbers).toEqual(expect.arrayContaining(['0', '1', '2']));
    for (const text of numbers) expect(text).toMatch(/^\d+$/);
  });
});

const PEERS = [
  peerRow(1, 'Management and Leadership', { score: 82.5, median: 61.2, percentile: 90, rank: 2 }),
  peerRow(2, 'Clinical Care', { score: 41, median: 58, percentile: 10, rank: 10 }),
];

const renderBenchmarking = (path: string) =>
  renderPage(<BenchmarkingPage />, {
    path,
    routePath: '/benchmarking',
    fetch: fakeQueries({ 'Benchmarking/Peers': result(PEERS) }),
    facilities: [facility(1, 'Amani Clinic'), facility(2, 'Baraka Hospital')],
  });

describe("Benchmarking's bars and rows open the peer group scored in their service element", () => {
  it("each element's row links its peer group (the facility and its peers, 11) to those facilities", async () => {
    renderBenchmarking('/benchmarking?facilityId=2&peers=level');
    const table = await screen.findByRole('table', { name: 'Scores against peers' });
    const clinical = within(table).getByRole('row', { name: /Clinical Care/ });
    const link = await within(clinical).findByRole('link', {
      name: '11: open the facilities of the peer group scored in Clinical Care',
    });
    // Baraka Hospital is at level 3: its peers at level 3, scored in Clinical Care (element 2)
    expect(listOf(link.getAttribute('href'))).toEqual({
      path: '/facilities',
      query: { level: '3', element: '2', score: '0-100', active: 'yes' },
    });
    const management = within(table).getByRole('row', { name: /Management and Leadership/ });
    expect(listOf(within(management).getByRole('link').getAttribute('href')).query).toMatchObject({
      element: '1',
    });
  });

  it("a click on an element's strip of the range chart opens the same list", async () => {
    const view = renderBenchmarking('/benchmarking?facilityId=2&peers=region');
    await screen.findByRole('link', {
      name: /^11: open the facilities of the peer group scored in Clinical Care/,
    });
    const strip = view.container.querySelector('[data-element="Clinical Care"]');
    if (!strip) throw new Error('no strip for Clinical Care');
    await userEvent.click(strip);
    const { pathname, search } = view.router.state.location;
    expect(listOf(`${pathname}${search}`)).toEqual({
      path: '/facilities',
      query: { region: '1', element: '2', score: '0-100', active: 'yes' },
    });
  });
});

/** A year whose assessments average 60. */
const year = (value: number, assessedCount: number) => yearRow(value, 60, assessedCount);
const ELEMENTS: YearlyServiceElementRow[] = [
  { year: 2024, serviceElementId: 1, serviceElementName: 'Clinical Care', averageScore: 60 },
  { year: 2025, serviceElementId: 1, serviceElementName: 'Clinical Care', averageScore: 62.5 },
];

const renderYearly = (path: string, overall: YearlyOverallRow[], elements = ELEMENTS) =>
  renderPage(<YearlyPerformancePage />, {
    path,
    routePath: '/yearlyperformance',
    fetch: fakeQueries({
      'YearlyPerformance/Overall': result(overall),
      'YearlyPerformance/References': null,
      'YearlyPerformance/ServiceElements': result(elements),
      'YearlyPerformance/PeriodAssessments': null,
      'YearlyPerformance/PeriodElements': null,
      'General/Targets': null,
    }),
  });

describe("Yearly Performance's element table opens the facilities whose scores each average counts", () => {
  it("an element's average of a year opens the facilities assessed that year", async () => {
    renderYearly('/yearlyperformance', [year(2024, 40), year(2025, 44)]);
    const table = await screen.findByRole('table', { name: 'Average score per service element and year' });
    const links = within(within(table).getByRole('row', { name: /Clinical Care/ })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      '60.0: open the facilities assessed in 2024, whose Clinical Care scores this averages',
      '62.5: open the facilities assessed in 2025, whose Clinical Care scores this averages',
    ]);
    expect(listOf(links[1].getAttribute('href'))).toEqual({
      path: '/facilities',
      query: { active: 'yes', assessedYear: '2025' },
    });
  });

  it("within a chosen period over two years, an element's average opens that year's days of the period", async () => {
    // 1 July 2024 - 31 March 2025: a 2024 column of July-December and a 2025 one of January-March
    renderYearly('/yearlyperformance?period=2024-07-01..2025-03-31', [year(2024, 20), year(2025, 20)]);
    const table = await screen.findByRole('table', { name: 'Average score per service element and year' });
    const links = within(within(table).getByRole('row', { name: /Clinical Care/ })).getAllByRole('link');
    expect(links.map((link) => listOf(link.getAttribute('href')).query)).toEqual([
      { active: 'yes', assessedFrom: '2024-07-01', assessedTo: '2024-12-31' },
      { active: 'yes', assessedFrom: '2025-01-01', assessedTo: '2025-03-31' },
    ]);
  });
});
