import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import YearlyPerformancePage from '../../../src/pages/yearly-performance/YearlyPerformance.page';
import type { YearlyOverallRow, YearlyReferenceRow, YearlyServiceElementRow } from '../../../contract';
import { periodRow } from '../period/period-test-support';
import { fakeQueries, neverAnswers, renderPage, result } from './benchmarking-pages.harness';

const year = (value: number, averageScore: number, assessedCount: number): YearlyOverallRow => ({
  year: value,
  averageScore,
  assessedCount,
  level1: 1,
  level2: 2,
  level3: 3,
  level4: 4,
  level5: 5,
  none: assessedCount - 15,
});

const OVERALL = [year(2023, 61.2, 40), year(2024, 64.7, 44), year(2025, 63.9, 50)];
const ELEMENTS: YearlyServiceElementRow[] = [2023, 2024, 2025].flatMap((value, index) => [
  { year: value, serviceElementId: 1, serviceElementName: 'Clinical Care', averageScore: 60 + index * 2.5 },
  { year: value, serviceElementId: 2, serviceElementName: 'Human Resources', averageScore: 70 - index },
]);

// The medians of the selection's countries, regions and categories per year
const REFERENCES: YearlyReferenceRow[] = [
  { year: 2023, nationalMedian: 58.4, regionalMedian: 60, peerMedian: null },
  { year: 2024, nationalMedian: 59.1, regionalMedian: 62.3, peerMedian: 66 },
  { year: 2025, nationalMedian: 61, regionalMedian: 63.5, peerMedian: 67.2 },
];

const answers = {
  'YearlyPerformance/Overall': result(OVERALL),
  'YearlyPerformance/References': result(REFERENCES),
  'YearlyPerformance/ServiceElements': result(ELEMENTS),
  // The environment's score target, drawn on the trend
  'General/Targets': result([{ scoreTarget: 75 }]),
};

const renderYearly = (fetch = fakeQueries(answers), culture?: string, path = '/yearlyperformance') =>
  renderPage(<YearlyPerformancePage />, {
    path,
    routePath: '/yearlyperformance',
    fetch,
    culture,
  });

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** A drill-through address as its path and parameters. */
const listOf = (address: string | null) => {
  const url = new URL(address ?? '', 'http://portal.test');
  // every drill-through list names the environment it was opened in (the harness's)
  expect(url.searchParams.get('env')).toBe('env-1');
  url.searchParams.delete('env');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
};

describe('Yearly Performance page', { timeout: 20_000 }, () => {
  it('shows a loading skeleton while either query loads', () => {
    renderYearly(neverAnswers);
    expect(screen.getByTestId('skeleton-stats')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the empty state when no facility of the filter was ever assessed', async () => {
    renderYearly(
      fakeQueries({ 'YearlyPerformance/Overall': null, 'YearlyPerformance/ServiceElements': null }),
    );
    await waitFor(() => expect(screen.queryByTestId('skeleton-stats')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a failed query shows an error with a retry that asks again', async () => {
    let failing = true;
    const view = renderYearly(async (input) => {
      if (failing && input.key === 'YearlyPerformance/ServiceElements') throw new Error('could not be run');
      return fakeQueries(answers)(input);
    });
    const alert = await screen.findByRole('alert');
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button'));
    expect(await screen.findByRole('table', { name: 'Overall results per year' })).toBeInTheDocument();
    expect(
      view.fetchCalls.filter((call) => call.key === 'YearlyPerformance/ServiceElements').length,
    ).toBeGreaterThan(1);
  });

  it("the trend shows the environment's score target as a dashed line, named under the chart", async () => {
    renderYearly();
    const chart = await screen.findByRole('region', { name: 'Average score per year' });
    expect(
      await within(chart).findByText(/^Dashed line: the score target of this environment, 75\./),
    ).toBeVisible();
    expect([...chart.querySelectorAll('svg text')].map((text) => text.textContent)).toContain('Target 75.0');
  });

  it('the trend axis fits the data, not 0 to 100, and says where it starts', async () => {
    renderYearly();
    const chart = await screen.findByRole('region', { name: 'Average score per year' });
    const note = await within(chart).findByText(
      /The value axis starts at (\d+)\.0, not at 0, so that changes show\./,
    );
    const start = Number(/starts at (\d+)/.exec(note.textContent ?? '')?.[1]);
    // the lowest value drawn is the 2023 country median, 58.4; the target, 75, is drawn too
    expect(start).toBeGreaterThan(0);
    expect(start).toBeLessThanOrEqual(58.4);
    const ticks = [...chart.querySelectorAll('svg text')]
      .map((text) => Number(text.textContent))
      .filter((value) => !Number.isNaN(value) && value < 100 && value >= start);
    expect(Math.min(...ticks)).toBe(start);
  });

  it('without a target the trend has no target line', async () => {
    renderYearly(fakeQueries({ ...answers, 'General/Targets': result([{ scoreTarget: null }]) }));
    const chart = await screen.findByRole('region', { name: 'Average score per year' });
    await within(chart).findByText(/Overall it went from/);
    expect(within(chart).queryByText(/score target/)).not.toBeInTheDocument();
  });

  it('each year shows its average, the change against the year before and its level mix', async () => {
    const view = renderYearly();
    const table = await screen.findByRole('table', { name: 'Overall results per year' });
    expect(new Set(view.fetchCalls.map((call) => call.key))).toEqual(
      new Set([
        'YearlyPerformance/Overall',
        'YearlyPerformance/ServiceElements',
        'YearlyPerformance/References',
        'General/Targets',
      ]),
    );
    expect(cellsOf(within(table).getByRole('row', { name: /^2023/ }))).toEqual([
      '2023',
      '40',
      '61.2',
      '—',
      '58.4',
      '60.0',
      '—',
      '1',
      '2',
      '3',
      '4',
      '5',
      '25',
    ]);
    expect(cellsOf(within(table).getByRole('row', { name: /^2025/ }))).toEqual([
      '2025',
      '50',
      '63.9',
      '-0.8',
      '61.0',
      '63.5',
      '67.2',
      '1',
      '2',
      '3',
      '4',
      '5',
      '35',
    ]);
    expect(screen.getByRole('article', { name: 'Average score 2025: 63.9' })).toHaveTextContent(
      '-0.8 since 2024',
    );
  });

  it('the trend draws the chosen median of the countries, regions or categories of the selection beside the average', async () => {
    const view = renderYearly();
    const chart = await screen.findByRole('region', { name: 'Average score per year' });
    const legend = within(chart).getByRole('list', { name: 'Legend' });
    expect(within(legend).getByText('Country median')).toBeInTheDocument();
    const control = within(chart).getByRole('radiogroup', { name: 'Median shown' });
    const user = userEvent.setup();
    await user.click(within(control).getByRole('radio', { name: 'Category median' }));
    expect(within(legend).getByText('Category median')).toBeInTheDocument();
    expect(within(legend).queryByText('Country median')).not.toBeInTheDocument();
    // one point a year with a median: none in 2023, when no facility of those categories was assessed
    const points = [...chart.querySelectorAll('circle title')]
      .map((title) => title.textContent)
      .filter((text) => text?.includes('median'));
    expect(points).toEqual(['2024 · Category median: 66.0', '2025 · Category median: 67.2']);
    expect(within(chart).getByText(/^Median total score, per year, of every facility/)).toBeInTheDocument();
    // the medians are asked with the page's filter
    expect(view.fetchCalls.find((call) => call.key === 'YearlyPerformance/References')?.params).toMatchObject(
      {
        filter: { activeStates: [true] },
      },
    );
  });

  it('the service elements drawn beside the trend are in the address, and adding one writes it', async () => {
    const view = renderPage(<YearlyPerformancePage />, {
      path: '/yearlyperformance?lines.trend=2',
      routePath: '/yearlyperformance',
      fetch: fakeQueries(answers),
    });
    const chart = await screen.findByRole('region', { name: 'Average score per year' });
    const legend = within(chart).getByRole('list', { name: 'Legend' });
    expect(within(legend).getByText('Human Resources')).toBeInTheDocument();
    expect(within(legend).queryByText('Clinical Care')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(chart).getAllByLabelText('Add service elements')[0]);
    await user.click(await screen.findByRole('option', { name: 'Clinical Care', hidden: true }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?lines.trend=2,1'));
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(within(legend).getByText('Clinical Care')).toBeInTheDocument();
  });

  it('without medians (none answered) the trend has no median line and no choice of one', async () => {
    renderYearly(fakeQueries({ ...answers, 'YearlyPerformance/References': null }));
    const chart = await screen.findByRole('region', { name: 'Average score per year' });
    await within(chart).findByText(/Overall it went from/);
    expect(within(chart).queryByRole('radiogroup', { name: 'Median shown' })).not.toBeInTheDocument();
    expect(
      within(within(chart).getByRole('list', { name: 'Legend' })).queryByText('Country median'),
    ).toBeNull();
  });

  it("Yearly's figures, level bars and table counts open the facilities assessed in that year (at that level), as many as they count", async () => {
    const view = renderYearly();
    const table = await screen.findByRole('table', { name: 'Overall results per year' });
    // a figure: the 50 facilities assessed in the latest year (one assessment per facility and year)
    const assessed = screen.getByRole('link', {
      name: 'Facilities assessed 2025: 50. Open the list of these facilities',
    });
    expect(listOf(assessed.getAttribute('href'))).toEqual({
      path: '/facilities',
      query: { active: 'yes', assessedYear: '2025' },
    });
    const average = screen.getByRole('link', { name: /^Average score 2025: 63.9\. Open the list/ });
    expect(listOf(average.getAttribute('href')).query).toMatchObject({
      assessedYear: '2025',
      sort: 'latestScore',
    });
    // a table group: 2024's assessed count and its level-3 count
    const row2024 = within(table).getByRole('row', { name: /^2024/ });
    const links = within(row2024).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('44: open the facilities assessed in 2024');
    expect(links[3]).toHaveAccessibleName('3: open the facilities assessed in 2024, Level 3');
    expect(listOf(links[0].getAttribute('href')).query).toEqual({ active: 'yes', assessedYear: '2024' });
    expect(listOf(links[3].getAttribute('href')).query).toEqual({
      active: 'yes',
      assessedYear: '2024',
      assessedLevel: '3',
    });
    expect(listOf(links.at(-1)?.getAttribute('href') ?? null).query).toMatchObject({ assessedLevel: '0' });
    // a level bar: 2023's level-5 segment (5 facilities)
    const segment = [...document.querySelectorAll('svg title')].find(
      (title) => title.textContent === '2023 · Level 5: 5',
    );
    if (!segment?.parentElement) throw new Error('no level-5 segment of 2023');
    await userEvent.click(segment.parentElement);
    const { pathname, search } = view.router.state.location;
    expect(listOf(`${pathname}${search}`)).toEqual({
      path: '/facilities',
      query: { active: 'yes', assessedYear: '2023', assessedLevel: '5' },
    });
  });

  it("within a chosen period a year's counts and the period's figures open the facilities assessed in the period's days", async () => {
    const inPeriod = {
      ...answers,
      // Q1 2025: one 2025 column holding the January-March assessments
      'YearlyPerformance/Overall': result([year(2025, 62.1, 20)]),
      'YearlyPerformance/PeriodAssessments': result([
        periodRow('current', '2025-Q1', 20, 62.1, 12),
        periodRow('comparison', '2024-Q4', 15, 60, 9),
      ]),
    };
    renderYearly(fakeQueries(inPeriod), undefined, '/yearlyperformance?period=2025-Q1');
    const table = await screen.findByRole('table', { name: 'Overall results per year' });
    const links = within(within(table).getByRole('row', { name: /^2025/ })).getAllByRole('link');
    const q1 = { active: 'yes', assessedFrom: '2025-01-01', assessedTo: '2025-03-31' };
    expect(listOf(links[0].getAttribute('href')).query).toEqual(q1);
    expect(listOf(links[3].getAttribute('href')).query).toEqual({ ...q1, assessedLevel: '3' });
    const card = await screen.findByRole('link', { name: /^Assessments: 20\. Open the list/ });
    expect(listOf(card.getAttribute('href')).query).toEqual(q1);
  });

  it('each service element shows its average per year and its change over the period', async () => {
    renderYearly();
    const table = await screen.findByRole('table', { name: 'Average score per service element and year' });
    expect(cellsOf(within(table).getByRole('row', { name: /Clinical Care/ }))).toEqual([
      'Clinical Care',
      '60.0',
      '62.5',
      '65.0',
      '+5.0',
    ]);
    expect(cellsOf(within(table).getByRole('row', { name: /Human Resources/ }))).toEqual([
      'Human Resources',
      '70.0',
      '69.0',
      '68.0',
      '-2.0',
    ]);
  });

  it('in Arabic every figure, year and level of the page is in the digits Intl writes for ar-SA', async () => {
    const view = renderYearly(undefined, 'ar-SA');
    await screen.findByRole('table', { name: 'متوسط الدرجة لكل عنصر خدمة وسنة' });
    // the page's words, without the style sheets Mantine writes beside its grids
    const text = [...view.container.querySelectorAll('*')]
      .filter((element) => element.tagName !== 'STYLE')
      .flatMap((element) => [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE))
      .map((node) => node.textContent)
      .join(' ');
    expect(text).toContain(new Intl.NumberFormat('ar-SA', { useGrouping: false }).format(2025));
    expect(text.match(/[0-9]+/g) ?? []).toEqual([]);
  });

  it('service element names and numbers follow the chosen language', async () => {
    renderYearly(undefined, 'fr-FR');
    const table = await screen.findByRole('table', {
      name: 'Score moyen par élément de service et par année',
    });
    expect(cellsOf(within(table).getByRole('row', { name: /Soins cliniques/ }))).toEqual([
      'Soins cliniques',
      '60,0',
      '62,5',
      '65,0',
      '+5,0',
    ]);
  });

  it('a filter change asks both queries again with the new filter', async () => {
    const view = renderYearly();
    await screen.findByRole('table', { name: 'Overall results per year' });
    view.setFilter({ facilityCategoryIds: [2] });
    await waitFor(() => {
      const latest = view.fetchCalls.slice(-2);
      expect(latest.map((call) => call.params.filter)).toEqual([
        expect.objectContaining({ facilityCategoryIds: [2] }),
        expect.objectContaining({ facilityCategoryIds: [2] }),
      ]);
    });
  });
});
