import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NetworkAggregateRow } from '../../../contract';
import type { FetchPageDataInput } from '../../../machines/page-data';
import NetworkPage from '../../../src/pages/network/Network.page';
import { renderPage, result } from './benchmarking-pages.harness';
import { AREAS, PLACES } from './map-places.fixture';
import { networkPlace } from './network-place';

/**
 * docs/ui.md, "Drill-downs follow the filter": with the filter narrowed to one region, Network Level
 * lists the level below it (that region's districts), not a one-row table of its country; the
 * places the filter pins are named but are not a way up (going there would come straight back).
 */
const place = (id: number, name: string) => networkPlace(id, name);

const BY_LEVEL: Record<string, NetworkAggregateRow[]> = {
  country: [place(1, 'Kenya')],
  region: [place(11, 'Nairobi')],
  district: [place(101, 'Westlands'), place(102, 'Kibra')],
};

const aggregates = async ({ params }: FetchPageDataInput) => result(BY_LEVEL[params.groupBy as string]);
/** The filter panel's option calls: regions carry their country. */
const options = async ({ key }: FetchPageDataInput) =>
  result(
    key === 'countries'
      ? [{ id: 1, name: 'Kenya', isoCode: 'KE', facilityCount: 40 }]
      : [
          { id: 11, name: 'Nairobi', countryId: 1, facilityCount: 25 },
          { id: 12, name: 'Mombasa', countryId: 1, facilityCount: 15 },
        ],
  );

const renderNetwork = (filter: { regionIds?: number[]; countryIds?: number[] }) =>
  renderPage(<NetworkPage />, {
    path: '/network',
    routePath: '/network',
    fetch: aggregates,
    fetchOptions: options,
    filter,
    facilityMap: async ({ key }) => result(key === 'mapAreas' ? AREAS : key === 'mapPlaces' ? PLACES : null),
  });

describe('Network Level with a narrowed filter', { timeout: 20_000 }, () => {
  it("one region filtered: the page lists that region's districts", async () => {
    const view = renderNetwork({ regionIds: [11] });
    const districts = await screen.findByRole('table', { name: 'Districts of the filtered network' });
    expect(
      within(districts)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0].textContent),
    ).toEqual(['Westlands', 'Kibra']);
    expect(view.fetchCalls.filter((call) => call.key === 'Network/Aggregates').at(-1)?.params).toMatchObject({
      groupBy: 'district',
      filter: { regionIds: [11], countryIds: [1] },
    });
    const crumbs = screen.getByRole('navigation', { name: 'Place' });
    expect(within(crumbs).getByText('Nairobi')).toHaveAttribute('aria-current', 'location');
    // the filter pins Kenya and Nairobi: named, not buttons
    expect(within(crumbs).getByText('Kenya')).toBeInTheDocument();
    expect(within(crumbs).queryByRole('button')).not.toBeInTheDocument();
    // the address names no drill: the filter, not the user, chose the level
    expect(view.router.state.location.search).toBe('');
  });

  it("one country filtered: the page lists that country's regions", async () => {
    renderNetwork({ countryIds: [1] });
    expect(await screen.findByRole('table', { name: 'Regions of the filtered network' })).toBeInTheDocument();
  });
});
