import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NetworkAggregateRow } from '../../../contract';
import type { FetchPageDataInput } from '../../../machines/page-data';
import type { FittedMap } from '../../../src/components/page-kit/map/map-view';
import NetworkPage from '../../../src/pages/network/Network.page';
import { clampDrill } from '../../../src/pages/network/network-drill';
import { type FakeFetch, neverAnswers, renderPage, result } from './benchmarking-pages.harness';
import { AREAS, PLACES } from './map-places.fixture';
import { networkPlace } from './network-place';

/** The server's map of Kenya's facilities: one cluster of 40. */
const KENYA_MAP: FittedMap = {
  view: { zoom: 5, bbox: [33, -5, 42, 5] },
  frame: [33, -5, 42, 5],
  answer: {
    zoom: 5,
    cellDegrees: 360 / 2 ** 8,
    total: 40,
    extent: { west: 34, south: -4, east: 41, north: 4 },
    clusters: [{ latitude: -1.3, longitude: 36.8, count: 40, levelCounts: [4, 4, 8, 16, 4, 4], active: 36 }],
    points: [],
  },
  selection: 'null',
};

const place = networkPlace;

const BY_LEVEL: Record<string, NetworkAggregateRow[]> = {
  country: [
    place(1, 'Kenya', { facilityCount: 40, activeCount: 30, averageScore: 71.4 }),
    place(2, 'Uganda', { facilityCount: 20, activeCount: 15 }),
  ],
  region: [place(11, 'Nairobi', { facilityCount: 25 }), place(12, 'Mombasa', { facilityCount: 15 })],
  district: [place(101, 'Westlands'), place(102, 'Kibra')],
};

const byGroup = async ({ params }: FetchPageDataInput) => result(BY_LEVEL[params.groupBy as string]);
const options = async ({ key }: FetchPageDataInput) =>
  result(
    key === 'countries'
      ? [
          { id: 1, name: 'Kenya' },
          { id: 2, name: 'Uganda' },
        ]
      : [
          { id: 11, name: 'Nairobi' },
          { id: 12, name: 'Mombasa' },
        ],
  );

const renderNetwork = (path = '/network', fetch: FakeFetch = byGroup, extra = {}) =>
  renderPage(<NetworkPage />, {
    path,
    routePath: '/network',
    fetch,
    fetchOptions: options,
    facilityMap: async ({ key }) =>
      result(key === 'mapAreas' ? AREAS : key === 'mapPlaces' ? PLACES : KENYA_MAP),
    ...extra,
  });

const firstColumn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('Network Level page', { timeout: 20_000 }, () => {
  it('shows a loading skeleton while the aggregates load', () => {
    renderNetwork('/network', neverAnswers);
    expect(screen.getByTestId('skeleton-table')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the empty state when no place has a facility matching the filter', async () => {
    renderNetwork('/network', async () => result([]));
    expect(await screen.findByText('No facilities match the filter')).toBeInTheDocument();
    expect(screen.getByText('Widen or reset the facility filter to see figures here.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a failed query shows an error with a retry', async () => {
    let failing = true;
    renderNetwork('/network', async (input) => {
      if (failing) throw new Error('The query Network/Aggregates could not be run.');
      return byGroup(input);
    });
    const alert = await screen.findByRole('alert');
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button'));
    expect(
      await screen.findByRole('table', { name: 'Countries of the filtered network' }),
    ).toBeInTheDocument();
  });

  it('lists the countries with their average score, facilities, active count and level mix', async () => {
    const view = renderNetwork();
    const table = await screen.findByRole('table', { name: 'Countries of the filtered network' });
    expect(view.fetchCalls[0]).toMatchObject({
      key: 'Network/Aggregates',
      params: { groupBy: 'country', filter: { activeStates: [true] } },
    });
    const kenya = within(table).getByRole('row', { name: /Kenya/ });
    expect(
      within(kenya)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Kenya', '71.4', '40', '30', '1', '2', '3', '2', '1', '1']);
    expect(screen.getByRole('article', { name: 'Facilities: 60' })).toBeInTheDocument();
  });

  /** A chart bar by its hover title (the chart is hidden from assistive technology). */
  const bar = (title: string) => {
    const found = [...document.querySelectorAll('svg title')].find(
      (element) => element.textContent === title,
    );
    if (!found?.parentElement) throw new Error(`no bar titled ${title}`);
    return found.parentElement;
  };

  /** The drill-through list a link or a click opens, as its filter parameters. */
  const listQuery = (address: string | null) => {
    const url = new URL(address ?? '', 'http://portal.test');
    return { pathname: url.pathname, query: Object.fromEntries(url.searchParams) };
  };

  it('every count in the table links to the facilities it counts (place, active, level)', async () => {
    renderNetwork();
    const table = await screen.findByRole('table', { name: 'Countries of the filtered network' });
    const kenya = within(table).getByRole('row', { name: /Kenya/ });
    const [facilities, active, level1] = within(kenya).getAllByRole('link');
    expect(facilities).toHaveTextContent('40');
    expect(listQuery(facilities.getAttribute('href'))).toEqual({
      pathname: '/facilities',
      query: { env: 'env-1', country: '1', active: 'yes' },
    });
    expect(listQuery(active.getAttribute('href')).query).toEqual({
      env: 'env-1',
      country: '1',
      active: 'yes',
    });
    expect(listQuery(level1.getAttribute('href')).query).toEqual({
      env: 'env-1',
      country: '1',
      level: '1',
      active: 'yes',
    });
    const uncertified = within(kenya).getAllByRole('link').at(-1);
    expect(listQuery(uncertified?.getAttribute('href') ?? null).query).toEqual({
      env: 'env-1',
      country: '1',
      level: '0',
      active: 'yes',
    });
  });

  it("a click on a bar opens its place's facilities", async () => {
    const view = renderNetwork();
    await screen.findByRole('table', { name: 'Countries of the filtered network' });
    await userEvent.click(bar('Uganda · Average score: 70.0'));
    expect(listQuery(`${view.router.state.location.pathname}${view.router.state.location.search}`)).toEqual({
      pathname: '/facilities',
      query: { env: 'env-1', country: '2', active: 'yes' },
    });
  });

  it("a click on a level segment opens the place's facilities at that level", async () => {
    const view = renderNetwork();
    await screen.findByRole('table', { name: 'Countries of the filtered network' });
    await userEvent.click(bar('Kenya · Level 3: 3'));
    expect(listQuery(view.router.state.location.search).query).toEqual({
      env: 'env-1',
      country: '1',
      level: '3',
      active: 'yes',
    });
  });

  it('drills from country to region to district (which opens its facilities) with breadcrumbs back up, by keyboard', async () => {
    const view = renderNetwork();
    const user = userEvent.setup();
    const countries = await screen.findByRole('table', { name: 'Countries of the filtered network' });
    within(countries).getByRole('button', { name: 'Kenya' }).focus();
    await user.keyboard('{Enter}');
    const regions = await screen.findByRole('table', { name: 'Regions of the filtered network' });
    expect(view.fetchCalls.at(-1)?.params).toMatchObject({ groupBy: 'region', filter: { countryIds: [1] } });
    expect(firstColumn(regions)).toEqual(['Nairobi', 'Mombasa']);
    await user.click(within(regions).getByRole('button', { name: 'Nairobi' }));
    const districts = await screen.findByRole('table', { name: 'Districts of the filtered network' });
    expect(view.fetchCalls.at(-1)?.params).toMatchObject({
      groupBy: 'district',
      filter: { countryIds: [1], regionIds: [11] },
    });
    // Districts, the last level, open the list of their facilities (browser test follows the link).
    expect(within(districts).getByRole('button', { name: 'Westlands' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Place' });
    expect(within(crumbs).getByText('Nairobi')).toHaveAttribute('aria-current', 'location');
    await user.click(within(crumbs).getByRole('button', { name: 'Kenya' }));
    expect(await screen.findByRole('table', { name: 'Regions of the filtered network' })).toBeInTheDocument();
    await user.click(within(crumbs).getByRole('button', { name: 'All countries' }));
    expect(
      await screen.findByRole('table', { name: 'Countries of the filtered network' }),
    ).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('');
  });

  it('a drill the address cannot name (unreadable, or a country the environment lacks) shows all countries with the notice, and leaves the address', async () => {
    const view = renderNetwork('/network?drillCountry=9&drillRegion=11&level=3');
    expect(await screen.findByText(/\(drillCountry, drillRegion\)/)).toHaveTextContent(
      'Part of the address was not understood',
    );
    expect(
      await screen.findByRole('table', { name: 'Countries of the filtered network' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.search).toBe('?level=3'));
  });

  it('an unreadable region (or one outside the drilled country) shows the country with the notice', async () => {
    const view = renderNetwork('/network?drillCountry=1&drillRegion=Nairobi');
    expect(await screen.findByText(/\(drillRegion\)/)).toHaveTextContent(
      'Part of the address was not understood',
    );
    expect(await screen.findByRole('table', { name: 'Regions of the filtered network' })).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.search).toBe('?drillCountry=1'));
  });

  it('the map asks the server for the place drilled into (the filter narrowed to it) and draws its clusters', async () => {
    const view = renderNetwork('/network?drillCountry=1&drillRegion=11');
    const map = await screen.findByRole('region', { name: /map/i });
    await waitFor(() => expect(map).toHaveTextContent('40 facilities shown'));
    const mapCall = view.listCalls.find((call) => call.key === 'facilityMap');
    expect(mapCall?.params).toEqual({
      filter: expect.objectContaining({ countryIds: [1], regionIds: [11], activeStates: [true] }),
    });
    expect(view.listCalls.map((call) => call.key)).not.toContain('facilityList');
  });

  it("the map's districts open their facilities (inside the place drilled into); its table's counts are the keyboard's way", async () => {
    renderNetwork('/network?drillCountry=1');
    const map = await screen.findByRole('region', { name: /map/i });
    await userEvent.click(await within(map).findByText('Table'));
    const district = within(map).getByRole('link', { name: '7. Open the facilities of Westlands' });
    expect(listQuery(district.getAttribute('href'))).toEqual({
      pathname: '/facilities',
      query: { env: 'env-1', country: '1', district: '101', active: 'yes' },
    });
    const region = within(map).getByRole('link', { name: '25. Open the facilities of Nairobi' });
    expect(listQuery(region.getAttribute('href')).query).toEqual({
      env: 'env-1',
      country: '1',
      region: '11',
      active: 'yes',
    });
  });

  it('a filter change asks again with the new filter', async () => {
    const view = renderNetwork('/network?drillCountry=1');
    await screen.findByRole('table', { name: 'Regions of the filtered network' });
    view.setFilter({ awardedLevels: [4] });
    await waitFor(() =>
      expect(view.fetchCalls.at(-1)?.params).toMatchObject({
        groupBy: 'region',
        filter: { countryIds: [1], awardedLevels: [4] },
      }),
    );
  });

  it('a drill outside the filter goes back to the places the filter keeps', () => {
    expect(clampDrill({ countryId: 1, regionId: 11 }, { countryIds: [2] } as never)).toEqual({});
    expect(clampDrill({ countryId: 1, regionId: 11 }, { countryIds: [1], regionIds: [12] } as never)).toEqual(
      { countryId: 1 },
    );
    expect(clampDrill({ countryId: 1, regionId: 11 }, { countryIds: [], regionIds: [] } as never)).toEqual({
      countryId: 1,
      regionId: 11,
    });
  });
});
