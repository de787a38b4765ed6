import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import HomePage from '../../../src/pages/home/Home.page';
import type { HomeSummaryRow, RecentAssessmentRow } from '../../../contract';
import { facility, renderPage } from './kit-harness';

const summary: HomeSummaryRow = {
  facilityCount: 1200,
  activeCount: 900,
  inactiveCount: 300,
  level1: 100,
  level2: 200,
  level3: 300,
  level4: 150,
  level5: 50,
  none: 400,
  levelShares: [0.083, 0.167, 0.25, 0.125, 0.042],
  averageLatestScore: 68.4,
  latestYear: 2025,
  averageScoreLatestYear: 70.1,
  averageScorePreviousYear: 67.6,
  changeSinceLastYear: 2.5,
};
const recent: RecentAssessmentRow[] = [
  {
    facilityId: 7,
    facilityName: 'Gulu Health Centre',
    year: 2025,
    assessedOn: '2025-11-03',
    totalScore: 81.5,
    awardedLevel: 4,
  },
];

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
    expect(figure('Active')).toHaveTextContent('75% of facilities; 300 inactive');
    expect(figure('Certified at level 3')).toHaveTextContent('25%');
    expect(figure('Certified at level 3')).toHaveTextContent('300 facilities');
    expect(figure('Average latest score')).toHaveTextContent('68.4');
    expect(figure('Change since last year')).toHaveTextContent('+2.5');
    expect(figure('Change since last year')).toHaveTextContent('Up 2.5 points on 2024');
    expect(screen.queryByRole('article', { name: /^Uncertified:/ })).not.toBeInTheDocument();
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

  it('the map toggles show or hide the service-level and available-service maps', async () => {
    const facilities = [facility(1, 3), facility(2, null, false)];
    const { setChild } = renderPage(<HomePage />, {
      answers: { 'Home/Summary': [summary], 'Home/RecentAssessments': recent },
      facilities,
    });
    expect(await screen.findByRole('region', { name: 'Service level map' })).toHaveTextContent(
      '2 facilities shown',
    );
    expect(screen.getByRole('region', { name: /Available services map/ })).toHaveTextContent(
      '1 facility shown',
    );
    setChild('toggles', { toggles: { showServiceLevelMap: false, showAvailableServiceMap: true } });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Service level map' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('region', { name: /Available services map/ })).toBeInTheDocument();
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
});
