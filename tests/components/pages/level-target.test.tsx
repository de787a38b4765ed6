import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TargetsRow, YearlyOverallRow } from '../../../contract';
import HomePage from '../../../src/pages/home/Home.page';
import YearlyPerformancePage from '../../../src/pages/yearly-performance/YearlyPerformance.page';
import { fakeQueries, renderPage as renderWithQueries, result } from './benchmarking-pages.harness';
import { summary } from './home-fixtures';
import { renderPage } from './kit-harness';

// A per-tenant level target ("level 3 or above") marked on the level charts.

const targets = (levelTarget: number | null): TargetsRow[] => [{ scoreTarget: 75, levelTarget }];

/** The hover titles of the bars drawn as reaching the target (outlined). */
const markedBars = (chart: HTMLElement) =>
  [...chart.querySelectorAll('[data-target-mark] title')].map((title) => title.textContent);

const renderHome = (levelTarget: number | null) =>
  renderPage(<HomePage />, {
    answers: {
      'Home/Summary': [summary],
      'Home/RecentAssessments': [],
      'General/Targets': targets(levelTarget),
    },
  });

describe("Home's level distribution and the level target", () => {
  it('marks the bars at or above the target level and names the target under the chart', async () => {
    renderHome(3);
    const chart = await screen.findByRole('region', { name: 'Level distribution' });
    expect(
      await within(chart).findByText(
        'Target: level 3 or above. Bars at or above the target level are outlined with a dashed line.',
      ),
    ).toBeVisible();
    expect(markedBars(chart)).toEqual([
      'Level 3 · Facilities: 300',
      'Level 4 · Facilities: 150',
      'Level 5 · Facilities: 50',
    ]);
  });

  it('says the target and how many facilities reach it in the description, also in the table view', async () => {
    renderHome(3);
    const chart = await screen.findByRole('region', { name: 'Level distribution' });
    // levels 3, 4 and 5: 300 + 150 + 50 of 1,200
    const words = /Target: level 3 or above: 500 of 1,200 facilities \(42%\) reach it\./;
    expect(await within(chart).findByText(words)).toBeVisible();
    await userEvent.click(within(chart).getByRole('radio', { name: 'Table' }));
    expect(within(chart).getByRole('table')).toBeInTheDocument();
    expect(within(chart).getByText(words)).toBeVisible();
  });

  it('the target is said in the chosen language', async () => {
    renderPage(<HomePage />, {
      culture: 'fr-FR',
      answers: { 'Home/Summary': [summary], 'Home/RecentAssessments': [], 'General/Targets': targets(4) },
    });
    expect(await screen.findByText(/^Objectif : niveau 4 ou plus\. Les barres/)).toBeVisible();
  });

  it('shows no target where the environment sets none', async () => {
    renderHome(null);
    const chart = await screen.findByRole('region', { name: 'Level distribution' });
    await within(chart).findByText(/^Facilities per certification level/);
    expect(within(chart).queryByText(/Target: level/)).not.toBeInTheDocument();
    expect(markedBars(chart)).toEqual([]);
  });
});

const year = (value: number): YearlyOverallRow => ({
  year: value,
  averageScore: 60,
  assessedCount: 40,
  level1: 1,
  level2: 2,
  level3: 3,
  level4: 4,
  level5: 5,
  none: 25,
});

const renderYearly = (levelTarget: number | null) =>
  renderWithQueries(<YearlyPerformancePage />, {
    path: '/yearlyperformance',
    routePath: '/yearlyperformance',
    fetch: fakeQueries({
      'YearlyPerformance/Overall': result([year(2024), year(2025)]),
      'YearlyPerformance/References': result([]),
      'YearlyPerformance/ServiceElements': result([]),
      'General/Targets': result(targets(levelTarget)),
    }),
  });

describe("Yearly Performance's level mix and the level target", { timeout: 20_000 }, () => {
  it("marks each year's bar parts at or above the target level and names the target", async () => {
    renderYearly(4);
    const chart = await screen.findByRole('region', { name: 'Level mix per year' });
    expect(
      await within(chart).findByText(
        'Target: level 4 or above. Bars at or above the target level are outlined with a dashed line.',
      ),
    ).toBeVisible();
    expect(within(chart).getByText(/Target: level 4 or above\.$/)).toBeVisible();
    expect(markedBars(chart)).toEqual([
      '2024 · Level 4: 4',
      '2024 · Level 5: 5',
      '2025 · Level 4: 4',
      '2025 · Level 5: 5',
    ]);
  });

  it('shows no target where the environment sets none', async () => {
    renderYearly(null);
    const chart = await screen.findByRole('region', { name: 'Level mix per year' });
    await within(chart).findByText(/^Stacked bars show/);
    expect(within(chart).queryByText(/Target: level/)).not.toBeInTheDocument();
    expect(markedBars(chart)).toEqual([]);
  });
});
