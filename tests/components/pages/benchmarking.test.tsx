import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SHOWN_OPTIONS } from '../../../src/components/facility-search/facility-search';
import BenchmarkingPage from '../../../src/pages/benchmarking/Benchmarking.page';
import {
  facility,
  fakeQueries,
  neverAnswers,
  peerRow,
  renderPage,
  result,
} from './benchmarking-pages.harness';

const FACILITIES = [
  facility(1, 'Amani Clinic'),
  facility(2, 'Baraka Hospital'),
  facility(3, 'Chanzo Dispensary'),
];

const PEERS = [
  peerRow(1, 'Management and Leadership', { score: 82.5, median: 61.2, percentile: 90, rank: 2 }),
  peerRow(2, 'Clinical Care', {
    score: 41,
    median: 58,
    q1: 47.5,
    q3: 66,
    percentile: 10,
    rank: 10,
    nationalMedian: 60.5,
    regionalMedian: 55,
    peerMedian: null,
  }),
];

const renderBenchmarking = (
  path: string,
  fetch = fakeQueries({ 'Benchmarking/Peers': result(PEERS) }),
  extra = {},
) =>
  renderPage(<BenchmarkingPage />, {
    path,
    routePath: '/benchmarking',
    fetch,
    facilities: FACILITIES,
    ...extra,
  });

describe('Benchmarking page', { timeout: 20_000 }, () => {
  it('shows a loading skeleton while the first page of filtered facilities is on its way', () => {
    renderBenchmarking('/benchmarking', neverAnswers, { facilities: 'pending' });
    expect(screen.getByRole('status', { busy: true })).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Search a facility by name')).not.toBeInTheDocument();
  });

  it('an unknown peer group or a facility outside the environment falls back (choose a facility, whole network) with the notice', async () => {
    const view = renderBenchmarking('/benchmarking?facilityId=404&peers=galaxy');
    expect(await screen.findByText(/\(facilityId, peers\)/)).toHaveTextContent(
      'Part of the address was not understood',
    );
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    expect(await screen.findByText('Choose a facility')).toBeInTheDocument();
  });

  it('shows the empty state when the filter matches no facility', async () => {
    renderBenchmarking('/benchmarking', neverAnswers, { facilities: [] });
    expect(await screen.findByText('No facilities match the filter')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Search a facility by name')).not.toBeInTheDocument();
  });

  it('a failed facility list shows an error with a retry', async () => {
    renderBenchmarking('/benchmarking', neverAnswers, { facilities: new Error('List failed') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('List failed');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks to choose a facility before asking the server anything', async () => {
    const view = renderBenchmarking('/benchmarking');
    expect(await screen.findByText('Choose a facility')).toBeInTheDocument();
    expect(view.fetchCalls).toEqual([]);
  });

  it('a facilityId query parameter preselects the facility and compares it with the whole filtered network', async () => {
    const view = renderBenchmarking('/benchmarking?facilityId=2');
    const table = await screen.findByRole('table', { name: 'Scores against peers' });
    expect(view.fetchCalls[0]).toMatchObject({
      key: 'Benchmarking/Peers',
      params: { facilityId: 2, peerGroup: 'network', filter: { activeStates: [true] } },
    });
    const clinical = within(table).getByRole('row', { name: /Clinical Care/ });
    expect(
      within(clinical)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Clinical Care',
      '41.0',
      '58.0',
      '47.5',
      '66.0',
      '60.5',
      '55.0',
      '—',
      'At or below',
      '10%',
      '10 of 11',
      '11',
    ]);
    expect(
      screen.getByRole('article', { name: 'Above the peer median: 1 of 2 elements' }),
    ).toBeInTheDocument();
    expect((screen.getByPlaceholderText('Search a facility by name') as HTMLInputElement).value).toBe(
      'Baraka Hospital',
    );
  });

  it('the strongest element is named with the share of peers below it, and the peer group matches the rank total', async () => {
    renderBenchmarking('/benchmarking?facilityId=2');
    const table = await screen.findByRole('table', { name: 'Scores against peers' });
    const strongest = screen.getByRole('article', { name: /^Strongest element:/ });
    // The figure is the element, not a bare "90%" that reads like a score.
    expect(strongest).toHaveAccessibleName('Strongest element: Management and Leadership');
    expect(strongest).toHaveTextContent('Scores higher than 90% of peers');
    // 10 peers plus the facility: the same 11 as in "rank 2 of 11".
    const group = screen.getByRole('article', { name: /^Peer group:/ });
    expect(group).toHaveAccessibleName('Peer group: 11 facilities');
    expect(group).toHaveTextContent('This facility and 10 peers');
    expect(within(table).getByRole('row', { name: /Management and Leadership/ })).toHaveTextContent(
      '2 of 11',
    );
  });

  it("the peer group figure opens the list of the facility's peer group: same level or region, scored like the peers counted", async () => {
    const peerLink = async (path: string) => {
      const view = renderBenchmarking(path);
      const group = await screen.findByRole('article', { name: 'Peer group: 11 facilities' });
      const link = await within(group).findByRole('link', {
        name: 'Peer group: 11 facilities. Open the list of these facilities',
      });
      const url = new URL(link.getAttribute('href') ?? '', 'http://portal.test');
      view.unmount();
      return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
    };
    // Baraka Hospital: level 3, category 1, region 1; the peers counted have a latest score (0-100)
    const scored = { element: '1', score: '0-100', active: 'yes' };
    const env = { env: 'env-1' };
    expect(await peerLink('/benchmarking?facilityId=2&peers=level')).toEqual({
      path: '/facilities',
      query: { ...env, level: '3', ...scored },
    });
    expect((await peerLink('/benchmarking?facilityId=2&peers=region')).query).toEqual({
      ...env,
      region: '1',
      ...scored,
    });
  });

  it('the country, region and category medians stand beside the scores; "Median shown" picks the one the chart draws', async () => {
    const view = renderBenchmarking('/benchmarking?facilityId=2');
    const table = await screen.findByRole('table', { name: 'Scores against peers' });
    for (const name of ['Country median', 'Region median', 'Category median'])
      expect(within(table).getByRole('columnheader', { name: new RegExp(name) })).toBeInTheDocument();
    const drawn = () =>
      [...view.container.querySelectorAll('[data-reference]')].map((ring) =>
        ring.getAttribute('data-reference'),
      );
    // the country's median by default, one ring per element that has one
    expect(drawn()).toEqual(['64', '60.5']);
    const control = screen.getByRole('radiogroup', { name: 'Median shown' });
    const user = userEvent.setup();
    await user.click(within(control).getByRole('radio', { name: 'Region median' }));
    expect(drawn()).toEqual(['66', '55']);
    expect(
      within(screen.getByRole('list', { name: 'Legend' })).getByText('Region median'),
    ).toBeInTheDocument();
    // by keyboard: the arrow keys move along the choices
    await user.keyboard('{ArrowRight}');
    expect(within(control).getByRole('radio', { name: 'Category median' })).toBeChecked();
    expect(drawn()).toEqual(['59']);
  });

  it('picking a facility records "Benchmarking selected facility" and loads its peers', async () => {
    const view = renderBenchmarking('/benchmarking');
    const user = userEvent.setup();
    await user.click(await screen.findByPlaceholderText('Search a facility by name'));
    await user.type(screen.getByPlaceholderText('Search a facility by name'), 'Chanzo');
    await user.click(await screen.findByRole('option', { name: 'Chanzo Dispensary' }));
    expect(view.tracked).toEqual([
      { event: 'Benchmarking selected facility', properties: { facilityId: 3 } },
    ]);
    await screen.findByRole('table', { name: 'Scores against peers' });
    expect(view.router.state.location.search).toBe('?facilityId=3');
    expect(view.fetchCalls.at(-1)?.params).toMatchObject({ facilityId: 3 });
  });

  it('choosing another peer group asks for that group', async () => {
    const view = renderBenchmarking('/benchmarking?facilityId=2');
    await screen.findByRole('table', { name: 'Scores against peers' });
    await userEvent.setup().click(screen.getByText('Same region'));
    await waitFor(() => expect(view.fetchCalls.at(-1)?.params).toMatchObject({ peerGroup: 'region' }));
  });

  it('a filter change asks again with the new filter', async () => {
    const view = renderBenchmarking('/benchmarking?facilityId=2');
    await screen.findByRole('table', { name: 'Scores against peers' });
    view.setFilter({ countryIds: [1] });
    await waitFor(() =>
      expect(view.fetchCalls.at(-1)?.params).toMatchObject({
        filter: { countryIds: [1], activeStates: [true] },
      }),
    );
  });

  it('a facility without an assessment says there is nothing to compare', async () => {
    const unscored = PEERS.map((row) => ({ ...row, score: null, percentile: null, rank: null }));
    renderBenchmarking('/benchmarking?facilityId=2', fakeQueries({ 'Benchmarking/Peers': result(unscored) }));
    expect(await screen.findByText('No assessment yet')).toBeInTheDocument();
  });

  it('a failed query shows an error with a retry that asks again', async () => {
    let failing = true;
    renderBenchmarking('/benchmarking?facilityId=2', async () => {
      if (failing) throw new Error('The query Benchmarking/Peers could not be run.');
      return result(PEERS);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The query Benchmarking/Peers could not be run.');
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button'));
    expect(await screen.findByRole('table', { name: 'Scores against peers' })).toBeInTheDocument();
  });

  it('the picker asks the server for at most 50 facilities matching what is typed, with the filter', async () => {
    const many = Array.from({ length: 500 }, (_, index) => facility(index + 1, `Clinic ${500 - index}`));
    const view = renderBenchmarking('/benchmarking', neverAnswers, { facilities: many });
    const user = userEvent.setup();
    const input = await screen.findByPlaceholderText('Search a facility by name');
    await user.click(input);
    expect(await screen.findAllByRole('option')).toHaveLength(SHOWN_OPTIONS);
    await user.type(input, 'cLiNiC 49');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(11));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Clinic 49',
      'Clinic 490',
      'Clinic 491',
      'Clinic 492',
      'Clinic 493',
      'Clinic 494',
      'Clinic 495',
      'Clinic 496',
      'Clinic 497',
      'Clinic 498',
      'Clinic 499',
    ]);
    expect(view.listCalls.at(-1)?.params).toMatchObject({
      search: 'cLiNiC 49',
      limit: SHOWN_OPTIONS,
      filter: { activeStates: [true] },
    });
  });

  it('a chosen facility outside the filter still shows its name: it is fetched by id', async () => {
    const outside = facility(9, 'Zawadi Health Centre');
    const view = renderBenchmarking('/benchmarking?facilityId=9', undefined, {
      facilities: [...FACILITIES, outside],
    });
    await waitFor(() =>
      expect((screen.getByPlaceholderText('Search a facility by name') as HTMLInputElement).value).toBe(
        'Zawadi Health Centre',
      ),
    );
    expect(view.listCalls.map((call) => call.params)).toContainEqual({ ids: [9], limit: 1 });
  });

  it('nothing typed matches: the picker says so', async () => {
    renderBenchmarking('/benchmarking');
    const user = userEvent.setup();
    const input = await screen.findByPlaceholderText('Search a facility by name');
    await user.click(input);
    await user.type(input, 'Nowhere');
    expect(await screen.findByText('No facility of the filtered network has that name')).toBeInTheDocument();
  });
});
