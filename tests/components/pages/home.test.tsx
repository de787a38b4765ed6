import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { FacilityMapAnswer } from '../../../contract/facility-map.schemas';
import { useFacilityPopupRequest } from '../../../src/components/facility-popup/facility-popup.store';
import type { FittedMap } from '../../../src/components/page-kit/map/map-view';
import { OfflineNotice } from '../../../src/components/offline-notice/OfflineNotice';
import HomePage from '../../../src/pages/home/Home.page';
import { clustered, maps, recent, summary } from './home-fixtures';
import { renderPage } from './kit-harness';
import { AREAS, PLACES } from './map-places.fixture';

/** A close view: few enough facilities to come as single points. */
const singlePoints: FacilityMapAnswer = {
  ...clustered,
  total: 2,
  clusters: [{ latitude: -1, longitude: 36, count: 2, levelCounts: [1, 0, 0, 1, 0, 0], active: 1 }],
  points: [
    {
      id: 7,
      name: 'Gulu Health Centre',
      score: 81.5,
      latitude: -1.3,
      longitude: 36.8,
      awardedLevel: 3,
      isActive: true,
    },
    {
      id: 8,
      name: 'Lira Dispensary',
      score: null,
      latitude: 0.3,
      longitude: 32.6,
      awardedLevel: null,
      isActive: false,
    },
  ],
};
const pointMaps = (params: Record<string, unknown>): FittedMap => ({ ...maps(params), answer: singlePoints });

/** Shows which facility the popup would open, as the layout's popup host reads it. */
function PopupProbe() {
  const request = useFacilityPopupRequest();
  return <output aria-label="Popup">{request ? `${request.facilityId} ${request.query?.from}` : ''}</output>;
}

/** Where the page has gone, as the router sees it: the drill-through list's path and parameters. */
function AddressProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}
const address = () => {
  const url = new URL(screen.getByTestId('address').textContent ?? '', 'http://portal.test');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
};

const figure = (label: string) => screen.getByRole('article', { name: new RegExp(`^${label}:`) });

describe('Home page', () => {
  it('while loading, shows skeletons for the figures and the recent assessments', () => {
    renderPage(<HomePage />, { answers: { 'Home/Summary': 'pending', 'Home/RecentAssessments': 'pending' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the headline figures…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByTestId('skeleton-table')).toBeInTheDocument();
  });

  it('when the filter matches no facility, says so instead of showing zeros', async () => {
    renderPage(<HomePage />, {
      answers: { 'Home/Summary': [{ ...summary, facilityCount: 0 }], 'Home/RecentAssessments': [] },
    });
    expect(await screen.findAllByText('No facilities match the filter')).toHaveLength(2);
  });

  it('a failed query shows an error with a retry that asks again', async () => {
    let failing = true;
    const { backend } = renderPage(<HomePage />, {
      answers: {
        'Home/Summary': () => (failing ? new Error('Network Error') : [summary]),
        'Home/RecentAssessments': recent,
      },
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error');
    const before = backend.calls.filter((call) => call.key === 'Home/Summary').length;
    failing = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('article', { name: 'Facilities: 1,200' })).toBeInTheDocument();
    expect(backend.calls.filter((call) => call.key === 'Home/Summary')).toHaveLength(before + 1);
  });

  it('shows the headline figures of the filtered facilities: count, active, share per level, average, change', async () => {
    renderPage(<HomePage />, { answers: { 'Home/Summary': [summary], 'Home/RecentAssessments': recent } });
    expect(await screen.findByRole('article', { name: 'Facilities: 1,200' })).toBeInTheDocument();
    expect(figure('Active')).toHaveTextContent('900');
    // Under the default (active only) filter, "0 inactive" said nothing; the hint names the scope.
    expect(figure('Active')).toHaveTextContent('75% of facilities; the filter shows active facilities only');
    expect(figure('Certified at level 3')).toHaveTextContent('25%');
    expect(figure('Certified at level 3')).toHaveTextContent('300 facilities');
    expect(figure('Average latest score')).toHaveTextContent('68.4');
    expect(figure('Change since last year')).toHaveTextContent('+2.5');
    expect(figure('Change since last year')).toHaveTextContent('Up 2.5 points on 2024');
    expect(screen.queryByRole('article', { name: /^Uncertified:/ })).not.toBeInTheDocument();
  });

  it('the active figure counts the inactive ones only when the filter lets them in', async () => {
    const { setChild } = renderPage(<HomePage />, {
      answers: { 'Home/Summary': [summary], 'Home/RecentAssessments': recent },
    });
    await screen.findByRole('article', { name: 'Facilities: 1,200' });
    setChild('filter', { filter: { activeStates: [] } });
    await waitFor(() => expect(figure('Active')).toHaveTextContent('75% of facilities; 300 inactive'));
  });

  it('every headline figure has an explanation button (its tooltip: browser test) and opens the facilities behind it', async () => {
    renderPage(<HomePage />, { answers: { 'Home/Summary': [summary], 'Home/RecentAssessments': recent } });
    await screen.findByRole('article', { name: 'Facilities: 1,200' });
    for (const card of screen.getAllByRole('article')) {
      expect(within(card).getByRole('button', { name: /^What ".+" means$/ })).toBeInTheDocument();
    }
    const link = within(figure('Certified at level 3')).getByRole('link', {
      name: 'Certified at level 3: 25%. Open the list of these facilities',
    });
    expect(new URL(link.getAttribute('href') ?? '', 'http://x').searchParams.get('level')).toBe('3');
  });

  it('extended KPIs add the uncertified count and the yearly averages when on', async () => {
    renderPage(<HomePage />, {
      answers: { 'Home/Summary': [summary], 'Home/RecentAssessments': recent },
      toggles: { showExtendedKpis: true },
    });
    expect(await screen.findByRole('article', { name: 'Uncertified: 400' })).toBeInTheDocument();
    expect(figure('Average score 2025')).toHaveTextContent('70.1');
    expect(figure('Average score 2024')).toHaveTextContent('67.6');
  });

  it('the level distribution is described in words and readable as a table', async () => {
    renderPage(<HomePage />, { answers: { 'Home/Summary': [summary], 'Home/RecentAssessments': recent } });
    const chart = await screen.findByRole('region', { name: 'Level distribution' });
    expect(chart).toHaveTextContent('Level 3: 300 (25%)');
    await userEvent.click(within(chart).getByText('Table'));
    expect(within(chart).getByRole('row', { name: /Uncertified 400/ })).toBeInTheDocument();
  });

  it('a click on a level bar of Home opens the facilities at that level, as many as the bar counts', async () => {
    renderPage(
      <>
        <HomePage />
        <AddressProbe />
      </>,
      { answers: { 'Home/Summary': [summary], 'Home/RecentAssessments': recent } },
    );
    const chart = await screen.findByRole('region', { name: 'Level distribution' });
    const bar = (title: string) => {
      const found = [...chart.querySelectorAll('svg title')].find((item) => item.textContent === title);
      if (!found?.parentElement) throw new Error(`no bar titled ${title}`);
      return found.parentElement;
    };
    // the bar counts the filtered facilities at level 3: the list is the same filter narrowed to level 3
    await userEvent.click(bar('Level 3 · Facilities: 300'));
    expect(address()).toEqual({ path: '/facilities', query: { env: 'env-1', level: '3', active: 'yes' } });
    await userEvent.click(bar('Uncertified · Facilities: 400'));
    expect(address()).toEqual({ path: '/facilities', query: { env: 'env-1', level: '0', active: 'yes' } });
  });

  it("a region or district of Home's maps opens its facilities; the map's table links each count by keyboard", async () => {
    renderPage(<HomePage />, {
      answers: {
        'Home/Summary': [summary],
        'Home/RecentAssessments': recent,
        facilityMap: maps,
        mapAreas: AREAS,
        mapPlaces: PLACES,
      },
    });
    for (const name of ['Service level map', 'Available services map']) {
      const map = await screen.findByRole('region', { name });
      await userEvent.click(within(map).getByText('Table'));
      const region = await within(map).findByRole('link', { name: '25. Open the facilities of Nairobi' });
      expect(new URL(region.getAttribute('href') ?? '', 'http://portal.test').search).toBe(
        '?env=env-1&region=11&active=yes',
      );
      const district = within(map).getByRole('link', { name: '7. Open the facilities of Westlands' });
      expect(new URL(district.getAttribute('href') ?? '', 'http://portal.test').search).toBe(
        '?env=env-1&district=101&active=yes',
      );
    }
  });

  it('the map toggles show or hide the service-level and available-service maps', async () => {
    const { setChild } = renderPage(<HomePage />, {
      answers: { 'Home/Summary': [summary], 'Home/RecentAssessments': recent, facilityMap: maps },
    });
    expect(await screen.findByRole('region', { name: 'Service level map' })).toHaveTextContent(
      '1,200 facilities shown',
    );
    expect(screen.getByRole('region', { name: 'Available services map' })).toHaveTextContent(
      '1,200 facilities shown',
    );
    setChild('toggles', { toggles: { showServiceLevelMap: false, showAvailableServiceMap: true } });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Service level map' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('region', { name: 'Available services map' })).toBeInTheDocument();
  });

  it("Home's two maps show different things: facilities by level, and by whether services are available", async () => {
    const { backend } = renderPage(<HomePage />, {
      answers: { 'Home/Summary': [summary], 'Home/RecentAssessments': recent, facilityMap: maps },
    });
    const levels = await screen.findByRole('region', { name: 'Service level map' });
    const services = screen.getByRole('region', { name: 'Available services map' });
    // The legends count once each map's answer has arrived: wait for it, not for the frame.
    expect(await within(levels).findByRole('checkbox', { name: 'Level 3: 400' })).toBeChecked();
    expect(
      await within(services).findByRole('checkbox', { name: 'Services available (active): 900' }),
    ).toBeChecked();
    expect(within(services).getByRole('checkbox', { name: 'No services now (inactive): 300' })).toBeChecked();
    expect(within(levels).getByLabelText('Shade regions and districts by')).toHaveValue('Average score');
    expect(within(services).getByLabelText('Shade regions and districts by')).toHaveValue(
      'Share with services available',
    );
    // both come from the server's clusters of the filtered selection, never from a facility list
    const mapCalls = backend.calls.filter((call) => call.key === 'facilityMap').map((call) => call.params);
    expect(mapCalls).toContainEqual({ filter: expect.objectContaining({ activeStates: [true] }) });
    expect(backend.calls.map((call) => call.key)).not.toContain('facilityList');
  });

  it('the list of what is on screen names each cluster with its count and level mix', async () => {
    renderPage(<HomePage />, {
      answers: { 'Home/Summary': [summary], 'Home/RecentAssessments': recent, facilityMap: maps },
      toggles: { showAvailableServiceMap: false },
    });
    const map = await screen.findByRole('region', { name: 'Service level map' });
    const onScreen = await within(map).findByRole('group', { name: 'On screen now' });
    expect(
      within(onScreen).getByRole('button', {
        name: '1,000 facilities around here: Level 1: 100, Level 2: 100, Level 3: 400, Level 4: 50, Level 5: 50, Uncertified: 300',
      }),
    ).toBeInTheDocument();
    expect(onScreen).toHaveTextContent('2 groups of facilities');
  });

  it('switching a level off in the legend takes its facilities off the map and its count', async () => {
    renderPage(<HomePage />, {
      answers: { 'Home/Summary': [summary], 'Home/RecentAssessments': recent, facilityMap: maps },
      toggles: { showAvailableServiceMap: false },
    });
    const map = await screen.findByRole('region', { name: 'Service level map' });
    await userEvent.click(await within(map).findByRole('checkbox', { name: 'Level 3: 400' }));
    expect(within(map).getByRole('checkbox', { name: 'Level 3: 400' })).not.toBeChecked();
    expect(map).toHaveTextContent('800 facilities shown');
  });

  it('selecting a single facility in the on-screen list opens its facility popup, from the home map', async () => {
    renderPage(
      <>
        <HomePage />
        <PopupProbe />
      </>,
      {
        answers: { 'Home/Summary': [summary], 'Home/RecentAssessments': recent, facilityMap: pointMaps },
        toggles: { showAvailableServiceMap: false },
      },
    );
    const map = await screen.findByRole('region', { name: 'Service level map' });
    await userEvent.click(
      await within(map).findByRole('button', { name: /^Gulu Health Centre: Level 3 · score 81.5/ }),
    );
    expect(screen.getByRole('status', { name: 'Popup' })).toHaveTextContent('7 home-map');
  });

  it('while a new map loads, the previous one stays and the map says it is busy', async () => {
    // The map of the first filter answers; the map of the changed filter is still on its way.
    const changed = (params: Record<string, unknown>) =>
      (params.filter as { activeStates?: boolean[] } | undefined)?.activeStates?.[0] === false;
    const { setChild } = renderPage(<HomePage />, {
      answers: {
        'Home/Summary': [summary],
        'Home/RecentAssessments': recent,
        facilityMap: (params: Record<string, unknown>) => (changed(params) ? 'pending' : maps(params)),
      },
      toggles: { showAvailableServiceMap: false },
    });
    const map = await screen.findByRole('region', { name: 'Service level map' });
    await waitFor(() => expect(map).toHaveAttribute('aria-busy', 'false'));
    setChild('filter', { filter: { activeStates: [false] } });
    await waitFor(() => expect(map).toHaveAttribute('aria-busy', 'true'));
    expect(map).toHaveTextContent('1,200 facilities shown');
  });

  it('a failed map shows an error with a retry', async () => {
    renderPage(<HomePage />, {
      answers: {
        'Home/Summary': [summary],
        'Home/RecentAssessments': recent,
        facilityMap: new Error('Map failed'),
      },
      toggles: { showAvailableServiceMap: false },
    });
    const map = await screen.findByRole('region', { name: 'Service level map' });
    expect(await within(map).findByRole('alert')).toHaveTextContent('Map failed');
    expect(within(map).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('recently assessed facilities are listed and the figures reload when the filter changes', async () => {
    const { backend, setChild } = renderPage(<HomePage />, {
      answers: { 'Home/Summary': [summary], 'Home/RecentAssessments': recent },
    });
    expect(await screen.findByRole('button', { name: 'Gulu Health Centre' })).toBeInTheDocument();
    setChild('filter', { filter: { activeStates: [true], regionIds: [4], countryIds: [], districtIds: [] } });
    await waitFor(() =>
      expect(backend.calls.filter((call) => call.key === 'Home/Summary').at(-1)?.params).toMatchObject({
        filter: { regionIds: [4] },
      }),
    );
  });

  it('shows the last sync time and a banner while a database sync is in progress', async () => {
    renderPage(<HomePage />, {
      answers: { 'Home/Summary': [summary], 'Home/RecentAssessments': recent },
      lastSync: Date.UTC(2025, 5, 1, 9, 30),
      syncProgress: { run_start_timestamp: '2025-06-01T09:00:00Z', run_end_timestamp: null },
    });
    expect(screen.getByText(/^Last synced Jun 1, 2025/)).toBeInTheDocument();
    expect(screen.getByText('Database sync in progress').closest('[role="status"]')).toHaveTextContent(
      'Figures may change when the sync finishes',
    );
  });

  it('offline, Home says once where its data is from: the offline notice, not "Not synced yet" beside it', async () => {
    const { setChild } = renderPage(
      <>
        <OfflineNotice />
        <HomePage />
      </>,
      { answers: { 'Home/Summary': [summary], 'Home/RecentAssessments': recent }, lastSync: null },
    );
    expect(await screen.findByText('Not synced yet')).toBeInTheDocument();
    // reloaded offline: no sync of its own, the answers kept on the device are from Jun 1
    act(() => setChild('sync', { offline: true, offlineDataFrom: Date.UTC(2025, 5, 1, 9, 30) }));
    expect(await screen.findByText(/^Offline — data from Jun 1, 2025/)).toBeInTheDocument();
    expect(screen.queryByText('Not synced yet')).not.toBeInTheDocument();
    expect(screen.queryByText(/Last synced/)).not.toBeInTheDocument();
  });
});
