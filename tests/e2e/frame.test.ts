/**
 * The portal's frame in Chromium against npm start's stack: titles, drawer, gating, environment
 * and language switching, the public page, Not Found, a phone-width screenshot, axe.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  type E2eBrowser,
  type E2eStack,
  expectNoAxeViolations,
  launchBrowser,
  openSignedInBrowser,
  screenshot,
  startE2eStack,
} from './support';
import { type BlockedBrowser, launchWithSiteDataBlocked } from './support/site-data-blocked';

const PRODUCT = 'Quality Analytics Platform';

let stack: E2eStack;
let facilityId: number;

/** A select's input by its label (its listbox carries the same label). */
const field = (page: Page, label: string) =>
  page.locator('input').and(page.getByLabel(label, { exact: true }));

/** The drawer slides off-screen when closed. */
const drawerOnScreen = (page: Page) =>
  page
    .locator('#main-drawer')
    .evaluate((drawer) => drawer.getBoundingClientRect().right > 0 && !drawer.hasAttribute('inert'));

/** Goes to a path inside the signed-in portal and waits until the routed view has settled. */
async function visit(page: Page, path: string) {
  await page.goto(`${stack.urls.web}${path}`);
  await page.getByRole('navigation', { name: 'Pages' }).waitFor();
  await page.waitForLoadState('networkidle');
}

beforeAll(async () => {
  stack = await startE2eStack();
  const { rows } = await stack.db.query<{ id: number }>(
    "SELECT id FROM facilities WHERE environment_id = 'afya-production' ORDER BY id LIMIT 1",
  );
  facilityId = rows[0].id;
});
afterAll(async () => stack?.stop());

describe('public page, signed out', () => {
  let browser: E2eBrowser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('works with no sign-in: lists the public facilities and opens a certificate, with no Authorization header and no identity-provider call', async () => {
    const { page } = browser;
    onTestFailed(async () => void (await screenshot(page, 'frame-public-failed')));
    const seen: { url: string; authorization?: string }[] = [];
    page.on('request', (request) =>
      seen.push({ url: request.url(), authorization: request.headers().authorization }),
    );
    await page.goto(`${stack.urls.web}/public`);
    await page.getByRole('heading', { name: 'Certified facilities' }).waitFor();
    expect(await page.title()).toBe(`Public | ${PRODUCT}`);
    await expectNoAxeViolations(page);
    await page.getByRole('table').getByRole('link').first().click();
    await page.getByText(/^Valid from /).waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'frame-public-certificate');
    expect(seen.filter((request) => request.authorization)).toEqual([]);
    expect(seen.filter((request) => request.url.startsWith(stack.urls.idp))).toEqual([]);
  });

  it('a facility id that is not an integer is left undefined (the list, no validation message); an unknown one is not found', async () => {
    const { page } = browser;
    await page.goto(`${stack.urls.web}/public?facilityId=abc`);
    await page.getByRole('heading', { name: 'Certified facilities' }).waitFor();
    await expect(page.getByRole('main').textContent()).resolves.not.toMatch(/not valid|whole numbers/i);
    await page.goto(`${stack.urls.web}/public?facilityId=999999`);
    await page.getByText('Certificate not found').waitFor();
  });
});

describe('with cookies and site data blocked (security tests 39 and 40)', () => {
  let blocked: BlockedBrowser;
  beforeAll(async () => {
    blocked = await launchWithSiteDataBlocked();
  });
  afterAll(async () => blocked?.close());

  it('/public lists the facilities and opens a certificate without any storage', async () => {
    const { page } = blocked;
    onTestFailed(async () => void (await screenshot(page, 'frame-public-storage-blocked-failed')));
    await page.goto(`${stack.urls.web}/public`);
    // the browser really refuses: reading localStorage throws
    const storage = await page.evaluate(() => {
      try {
        return typeof window.localStorage;
      } catch (error) {
        return (error as Error).name;
      }
    });
    expect(storage).toBe('SecurityError');
    await page.getByRole('heading', { name: 'Certified facilities' }).waitFor();
    await page.getByRole('table').getByRole('link').first().click();
    await page.getByText(/^Valid from /).waitFor();
    expect(blocked.pageErrors).toEqual([]);
  });

  it.each(['/', '/home', '/network'])('%s draws the sign-in screen, not a blank page', async (path) => {
    await blocked.page.goto(`${stack.urls.web}${path}`);
    await blocked.page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(blocked.pageErrors).toEqual([]);
  });

  it('Sign in says why it cannot go on, beside the button, and stays on the portal', async () => {
    const { page } = blocked;
    await page.goto(`${stack.urls.web}/home`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const why = page.getByRole('alert').filter({ hasText: 'Sign-in could not start' });
    await why.waitFor();
    expect(await why.textContent()).toContain('This browser blocks site storage');
    await screenshot(page, 'frame-sign-in-storage-blocked');
    expect(new URL(page.url()).origin).toBe(stack.urls.web);
    expect(blocked.pageErrors).toEqual([]);
  });
});

describe('signed in as analyst@demo.test', () => {
  let browser: E2eBrowser;
  beforeAll(async () => {
    browser = await openSignedInBrowser(stack.urls.web, 'analyst@demo.test');
  });
  afterAll(async () => browser?.close());

  it('every route has its document title, Benchmarking V2 just the product name', async () => {
    const titles: [string, string][] = [
      ['/', `Home | ${PRODUCT}`],
      ['/home', `Home | ${PRODUCT}`],
      [`/facility/details/${facilityId}`, `Facility Details | ${PRODUCT}`],
      [`/facility/momcare/${facilityId}`, `MomCare | ${PRODUCT}`],
      ['/benchmarking', `Benchmarking | ${PRODUCT}`],
      ['/benchmarking/v2', PRODUCT],
      ['/network', `Network Level | ${PRODUCT}`],
      ['/yearlyperformance', `Yearly Performance | ${PRODUCT}`],
      ['/facilitynumbers', `Facility Numbers | ${PRODUCT}`],
    ];
    for (const [path, title] of titles) {
      await visit(browser.page, path);
      expect([path, await browser.page.title()]).toEqual([path, title]);
      await expectNoAxeViolations(browser.page);
    }
  });

  it('an unknown path shows Not Found with a way home', async () => {
    const { page } = browser;
    await page.goto(`${stack.urls.web}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe(`Not Found | ${PRODUCT}`);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    // Home's filter is written into its address: only the path is checked.
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('the drawer is open by default and the burger closes and opens it', async () => {
    const { page } = browser;
    await visit(page, '/home');
    expect(await drawerOnScreen(page)).toBe(true);
    await page.getByRole('button', { name: 'Close navigation' }).click();
    await expect.poll(() => drawerOnScreen(page)).toBe(false);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect.poll(() => drawerOnScreen(page)).toBe(true);
  });

  it('switching environment resets the filter and changes the colour', async () => {
    const { page } = browser;
    await visit(page, '/home');
    const primary = () =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-environment-6'),
      );
    const before = await primary();
    await field(page, 'Certification levels').click();
    await page.getByRole('option', { name: 'Level 5' }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('2 active filters').waitFor();
    await field(page, 'Environment').click();
    await page.getByRole('option', { name: 'Training' }).click();
    await page.getByLabel('1 active filter').waitFor();
    // The switch sticks: the address follows the header, not the other way round.
    await expect.poll(() => field(page, 'Environment').inputValue()).toBe('Training');
    expect(new URL(page.url()).searchParams.get('env')).toBe('afya-training');
    await expect.poll(primary).not.toBe(before);
    await screenshot(page, 'frame-training-environment');
  });

  it('switching language to French changes the interface and is kept after a reload', async () => {
    const { page } = browser;
    await visit(page, '/home');
    await field(page, 'Language').click();
    await page.getByRole('option', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Filtre des établissements' }).waitFor();
    expect(await page.title()).toBe(`Accueil | ${PRODUCT}`);
    await page.reload();
    await page.getByRole('heading', { name: 'Filtre des établissements' }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'frame-french');
  });
});

describe('the French choice follows the user to the next sign-in', () => {
  it('signed in again in a fresh browser, the interface is French', async () => {
    const browser = await openSignedInBrowser(stack.urls.web, 'analyst@demo.test');
    try {
      await browser.page
        .getByRole('heading', { name: 'Filtre des établissements' })
        .waitFor({ timeout: 20_000 });
    } finally {
      await browser.close();
    }
  });
});

describe('gating for viewer@demo.test', () => {
  let browser: E2eBrowser;
  beforeAll(async () => {
    browser = await openSignedInBrowser(stack.urls.web, 'viewer@demo.test');
  });
  afterAll(async () => browser?.close());

  it('has no Benchmarking link, and a direct visit shows Not Authorized', async () => {
    const { page } = browser;
    const links = await page.getByRole('navigation', { name: 'Pages' }).getByRole('link').allTextContents();
    expect(links).not.toContain('Benchmarking');
    await page.goto(`${stack.urls.web}/benchmarking`);
    await page.getByRole('heading', { name: 'Not authorized' }).waitFor();
    expect(await page.title()).toBe(`Not Authorized | ${PRODUCT}`);
    await expectNoAxeViolations(page);
  });
});

describe('phone width', () => {
  it('the drawer is an overlay the burger opens; screenshot', async () => {
    const browser = await openSignedInBrowser(stack.urls.web, 'viewer@demo.test', {
      viewport: { width: 390, height: 844 },
    });
    try {
      const { page } = browser;
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'frame-phone');
      expect(await drawerOnScreen(page)).toBe(false);
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await expect.poll(() => drawerOnScreen(page)).toBe(true);
      await screenshot(page, 'frame-phone-drawer');
      await expectNoAxeViolations(page);
    } finally {
      await browser.close();
    }
  });
});
