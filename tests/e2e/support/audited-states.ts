import type { Page } from 'playwright-core';
import type { E2eStack } from './e2e-stack';
import { openDrawerOnPhone, openSelect, settle, type Words } from './page-states';

/** What a state needs: the stack's addresses, seeded ids and the run's words. */
export interface StateContext {
  stack: E2eStack;
  facilityId: number;
  comparedIds: number[];
  words: Words;
  culture: string;
}

/** A page state the audit visits: `show` brings the page into it, `leave` undoes what would leak. */
export interface AuditedState {
  name: string;
  show(page: Page, context: StateContext): Promise<void>;
  leave?(page: Page, context: StateContext): Promise<void>;
}

/** Opens `path`; a page already there is reused (the states' `leave` undo what they opened). */
const visit =
  (path: string) =>
  async (page: Page, { stack }: StateContext) => {
    const url = `${stack.urls.web}${path}`;
    if (page.url() !== url) await page.goto(url);
    await settle(page);
  };

const pressEscape = async (page: Page) => page.keyboard.press('Escape');

/** The portal's data queries (POST /api/qps/query/getResult?hint=<key>), failed for the error screen. */
const DATA_QUERIES = /\/api\/qps\/query\/getResult\b/;

/** The signed-out screens, the public page and the identity provider's login and error pages. */
export const SIGNED_OUT_STATES: AuditedState[] = [
  { name: 'signed-out sign-in screen', show: visit('/home') },
  { name: 'signed-out unknown path', show: visit('/no/such/page') },
  { name: 'public page', show: visit('/public') },
  {
    name: 'public page, a certificate',
    show: async (page, context) => {
      await visit('/public')(page, context);
      await page.getByRole('main').getByRole('table').getByRole('link').first().click();
      await page.locator('#certificate-title').waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  { name: 'public page, address not valid', show: visit('/public?facilityId=abc') },
  {
    name: 'identity provider login page',
    show: async (page, { stack, words }) => {
      await page.goto(`${stack.urls.web}/home`);
      await page.getByRole('button', { name: words.signIn, exact: true }).click();
      await page.waitForURL(/\/interaction\//);
    },
  },
  {
    name: 'identity provider login error',
    show: async (page, { words }) => {
      await page.getByLabel(words.idpEmail).fill('nobody@demo.test');
      await page.getByLabel(words.idpPassword).fill('wrong');
      await page.getByRole('button', { name: words.signIn }).click();
      await page.getByRole('alert').waitFor();
    },
  },
  {
    name: 'identity provider error page',
    show: async (page, { stack }) => {
      await page.goto(`${stack.urls.idp}/auth?client_id=unknown-client`);
      await page.locator('main').waitFor();
    },
  },
];

/** Every route of the signed-in portal and every interactive state found by the audit. */
export const SIGNED_IN_STATES: AuditedState[] = [
  { name: 'home', show: visit('/home') },
  {
    name: 'home, facility popup open',
    show: async (page, context) => {
      await visit('/home')(page, context);
      await page
        .getByRole('table', { name: context.words.recent })
        .locator('tbody')
        .getByRole('button')
        .first()
        .click();
      await page.getByRole('dialog').locator('h2').nth(1).waitFor();
      await page.waitForLoadState('networkidle');
    },
    leave: pressEscape,
  },
  {
    name: 'home, user menu open',
    show: async (page, context) => {
      await visit('/home')(page, context);
      await page.getByRole('button', { name: context.words.userMenu }).click();
      await page.getByRole('menu').waitFor();
    },
    leave: pressEscape,
  },
  {
    name: 'home, saved views dialog open',
    show: async (page, context) => {
      await visit('/home')(page, context);
      await page.getByRole('button', { name: context.words.savedViews }).click();
      await page.getByRole('dialog', { name: context.words.savedViews }).waitFor();
      await page.waitForLoadState('networkidle');
    },
    leave: pressEscape,
  },
  {
    name: 'home, saved views dialog, a view saved and its delete confirmation',
    show: async (page, { words, ...context }) => {
      await visit('/home')(page, { words, ...context });
      await page.getByRole('button', { name: words.savedViews }).click();
      const dialog = page.getByRole('dialog', { name: words.savedViews });
      await dialog.getByLabel(words.viewName).fill('Audit');
      await dialog.getByRole('button', { name: words.saveView }).click();
      await dialog.getByRole('link', { name: 'Audit' }).waitFor();
      await dialog.getByRole('button', { name: words.deleteView, exact: true }).click();
      await dialog.getByRole('button', { name: words.confirmDelete }).waitFor();
    },
    // Deleted, so the next run saves the same name again.
    leave: async (page, { words }) => {
      const dialog = page.getByRole('dialog', { name: words.savedViews });
      await dialog.getByRole('button', { name: words.confirmDelete }).click();
      await dialog.getByRole('link', { name: 'Audit' }).waitFor({ state: 'detached' });
      // The deleted row held the focus, so close by the dialog's button rather than Escape.
      await dialog.getByRole('button', { name: words.closeViews, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
    },
  },
  {
    name: 'home, a figure explanation open',
    show: async (page, context) => {
      await visit('/home')(page, context);
      await page.getByRole('main').getByRole('button', { name: context.words.explainFigure }).first().focus();
      // As a keyboard user arrives on it (the explanation opens on keyboard focus).
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await page.getByRole('tooltip').waitFor();
    },
    leave: pressEscape,
  },
  {
    name: 'home, a download list open',
    show: async (page, context) => {
      await visit('/home')(page, context);
      const download = page.getByRole('main').getByRole('button', { name: context.words.download }).first();
      await download.click();
      await page.getByRole('main').locator('[aria-expanded="true"]').first().waitFor();
    },
    leave: pressEscape,
  },
  {
    name: 'home, environment list open',
    show: async (page, context) => {
      await visit('/home')(page, context);
      await openSelect(page, context.words, context.words.environment);
    },
    leave: pressEscape,
  },
  {
    name: 'home, language list open',
    show: async (page, context) => {
      await visit('/home')(page, context);
      await openSelect(page, context.words, context.words.language);
    },
    leave: pressEscape,
  },
  {
    name: 'home, filter panel with values',
    show: async (page, context) => {
      await visit('/home')(page, context);
      await openSelect(page, context.words, context.words.levels);
      await page.getByRole('option', { name: context.words.level(4), exact: true }).click();
      await page.keyboard.press('Escape');
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'home, filter list open',
    show: async (page, context) => openSelect(page, context.words, context.words.levels),
    leave: async (page, { words }) => {
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: words.reset }).click();
    },
  },
  { name: 'facility details', show: (page, c) => visit(`/facility/details/${c.facilityId}`)(page, c) },
  { name: 'facility details, unknown facility', show: visit('/facility/details/999999999') },
  // A facility's history limited to a year and compared with the year before
  {
    name: 'facility details, history of one year',
    show: (page, c) => visit(`/facility/details/${c.facilityId}?period=2024`)(page, c),
  },
  { name: 'MomCare', show: (page, c) => visit(`/facility/momcare/${c.facilityId}`)(page, c) },
  { name: 'Benchmarking', show: (page, c) => visit(`/benchmarking?facilityId=${c.facilityId}`)(page, c) },
  {
    name: 'Benchmarking V2 with picks',
    show: (page, c) => visit(`/benchmarking/v2?ids=${c.comparedIds}`)(page, c),
  },
  { name: 'Network', show: visit('/network') },
  {
    name: 'Network drilled down',
    show: async (page, context) => {
      await visit('/network')(page, context);
      await page.locator('main table').first().getByRole('button').first().click();
      await page.waitForLoadState('networkidle');
    },
  },
  { name: 'Yearly Performance', show: visit('/yearlyperformance') },
  // A quarter, its comparison cards and the picker's quarter field
  { name: 'Yearly Performance, a quarter compared', show: visit('/yearlyperformance?period=2025-Q2') },
  { name: 'Facility Numbers', show: visit('/facilitynumbers') },
  // The drill-through: the facilities behind a figure or a count.
  { name: 'facility list of a figure', show: visit('/facilities?level=3&active=yes') },
  {
    name: 'Statecharts',
    show: async (page, context) => {
      await visit('/statecharts')(page, context);
      await page.locator('main [role="img"] svg').first().waitFor();
    },
  },
  { name: 'Not Authorized', show: visit('/not-authorized') },
  { name: 'Not Found', show: visit('/no/such/page') },
  {
    name: 'data error screen',
    show: async (page, context) => {
      await page.route(DATA_QUERIES, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"message":"down"}}' }),
      );
      await visit('/yearlyperformance')(page, context);
      await page.getByRole('main').getByRole('alert').first().waitFor();
    },
    leave: (page) => page.unroute(DATA_QUERIES),
  },
  {
    name: 'drawer open',
    show: async (page, context) => {
      await visit('/home')(page, context);
      await openDrawerOnPhone(page, context.words);
    },
  },
  // Last: confirming ends this browser's session with the identity provider.
  {
    name: 'identity provider sign-out page',
    show: async (page, { stack, culture }) => {
      // With the provider's session of this browser, and the portal's language as the portal sends it.
      await page.goto(`${stack.urls.idp}/session/end?ui_locales=${culture}`);
      await page.locator('form button').waitFor();
    },
  },
  {
    name: 'identity provider signed-out page',
    show: async (page) => {
      await page.locator('form button').click();
      await page.waitForLoadState('networkidle');
    },
  },
];
