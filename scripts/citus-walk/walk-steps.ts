import type { Page } from 'playwright-core';

/** One step of the walk: a page visit, or an action on the page the previous step left. */
export interface WalkStep {
  name: string;
  act: (page: Page, webUrl: string) => Promise<unknown>;
}

const go = (name: string, address: string): WalkStep => ({
  name,
  act: (page, webUrl) => page.goto(`${webUrl}${address}`),
});

const field = (page: Page, label: string) =>
  page.locator('input').and(page.getByLabel(label, { exact: true }));

/** Signed out: the public register, a facility of it, the not-authorized and not-found pages. */
export const PUBLIC_STEPS: WalkStep[] = [
  go('public register', '/public'),
  {
    name: 'public facility',
    act: async (page) => {
      await page.locator('table tbody a').first().click();
    },
  },
  go('not authorized', '/not-authorized'),
  go('not found', '/no-such-page'),
];

/** Every page an analyst has (Benchmarking on a facility, three compared), a filter change and an environment switch. */
export function analystSteps(facilityIds: number[]): WalkStep[] {
  const [facilityId] = facilityIds;
  return [
    go('analyst home', '/home'),
    go('analyst network', '/network'),
    go('analyst yearly performance', '/yearlyperformance'),
    go('analyst facility numbers', '/facilitynumbers'),
    go('analyst benchmarking', `/benchmarking?facilityId=${facilityId}&peers=network`),
    go('analyst benchmarking v2', `/benchmarking/v2?ids=${facilityIds.join(',')}`),
    go('analyst facilities', '/facilities'),
    go('analyst facility details', `/facility/details/${facilityId}`),
    go('analyst momcare', `/facility/momcare/${facilityId}`),
    go('analyst statecharts', '/statecharts'),
    go('analyst home again', '/home'),
    {
      name: 'analyst filter level 4',
      act: async (page) => {
        await page.getByRole('combobox', { name: 'Certification levels' }).click();
        await page.getByRole('option', { name: 'Level 4', exact: true }).click();
        await page.keyboard.press('Escape');
      },
    },
    go('analyst yearly performance level 4', '/yearlyperformance'),
    {
      name: 'analyst environment training',
      act: async (page) => {
        await field(page, 'Environment').click();
        await page.getByRole('option', { name: 'Training' }).click();
      },
    },
    go('analyst training home', '/home'),
    go('analyst training network', '/network'),
    go('analyst training facilities', '/facilities'),
  ];
}

/** A facility user's pages: Home and its own facility (a manager also every network page). */
export function facilityUserSteps(who: string, facilityId: number, networkPages: boolean): WalkStep[] {
  const network = networkPages
    ? [
        go(`${who} network`, '/network'),
        go(`${who} yearly performance`, '/yearlyperformance'),
        go(`${who} facility numbers`, '/facilitynumbers'),
        go(`${who} benchmarking`, '/benchmarking'),
        go(`${who} benchmarking v2`, '/benchmarking/v2'),
      ]
    : [];
  return [
    go(`${who} home`, '/home'),
    go(`${who} facility details`, `/facility/details/${facilityId}`),
    go(`${who} momcare`, `/facility/momcare/${facilityId}`),
    go(`${who} facilities`, '/facilities'),
    ...network,
  ];
}
