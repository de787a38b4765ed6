/**
 * What the first screen downloads (no sign-in
 * library on the public page, one language at a time) and that no page shifts its layout while
 * it loads (CLS <= 0.02 on every page).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type E2eBrowser,
  type E2eStack,
  launchBrowser,
  ROOT_DIR,
  signInAndWaitForUserMenu,
  startE2eStack,
} from './support';
import { HOME_TEXT_CHUNKS } from '../../scripts/bundle/first-screen';
import { layoutShifts, recordLayoutShifts, waitUntilSettled } from './support/layout-shift';

/** Cumulative layout shift of any page, from navigation until it has settled. */
const CLS_LIMIT = 0.02;
const ASSETS_DIR = path.join(ROOT_DIR, 'dist', 'assets');

let stack: E2eStack;
beforeAll(async () => {
  stack = await startE2eStack();
});
afterAll(async () => stack?.stop());

/** The built chunks that bundle `packageName` (read from their source maps). */
async function chunksWithPackage(packageName: string): Promise<string[]> {
  const maps = (await readdir(ASSETS_DIR)).filter((file) => file.endsWith('.js.map'));
  const holding = await Promise.all(
    maps.map(async (map) =>
      (await readFile(path.join(ASSETS_DIR, map), 'utf8')).includes(`node_modules/${packageName}/`),
    ),
  );
  const chunks = maps.filter((_, index) => holding[index]).map((map) => map.replace(/\.map$/, ''));
  if (chunks.length === 0)
    throw new Error(`no chunk bundles ${packageName}: the check would pass by finding nothing`);
  return chunks;
}

/** Every URL the page requests from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const localeChunksIn = (urls: string[]) =>
  urls.map((url) => /\/assets\/locale-([a-z]{2,3}-[A-Z]{2})-[^/]+\.js$/.exec(url)?.[1]).filter(Boolean);

/** Loads `url` afresh and returns its layout shifts once it has settled. */
async function layoutShiftOf(page: Page, url: string) {
  await page.goto(url);
  await waitUntilSettled(page);
  return layoutShifts(page);
}

describe('the public page, signed out', () => {
  let browser: E2eBrowser;
  beforeAll(async () => {
    browser = await launchBrowser();
    await recordLayoutShifts(browser.context);
  });
  afterAll(async () => browser?.close());

  it('/public requests no sign-in library chunk and no identity-provider URL', async () => {
    const signInChunks = await chunksWithPackage('oidc-client-ts');
    const urls = recordRequests(browser.page);
    await browser.page.goto(`${stack.urls.web}/public`);
    await browser.page.getByRole('heading', { name: 'Certified facilities' }).waitFor();
    await waitUntilSettled(browser.page);
    expect(urls.some((url) => url.startsWith(stack.urls.api))).toBe(true);
    expect(urls.filter((url) => signInChunks.some((chunk) => url.endsWith(`/assets/${chunk}`)))).toEqual([]);
    expect(urls.filter((url) => url.startsWith(stack.urls.idp))).toEqual([]);
    expect(localeChunksIn(urls)).toEqual(['en-US']);
    // The frame drawn from the HTML made way for the portal's own header.
    expect(await browser.page.getByRole('banner').count()).toBe(1);
  });

  it('with JavaScript off the page already shows the frame: the brand-dark header bar with the product name', async () => {
    const htmlOnly = await launchBrowser({ javaScriptEnabled: false });
    try {
      await htmlOnly.page.goto(`${stack.urls.web}/public`);
      const header = htmlOnly.page.getByRole('banner');
      expect(await header.textContent()).toBe('Quality Analytics Platform');
      expect(await header.boundingBox()).toEqual({ x: 0, y: 0, width: 1440, height: 64 });
      // Spec: brand dark colour #002C4A.
      expect(await header.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
        'rgb(0, 44, 74)',
      );
    } finally {
      await htmlOnly.close();
    }
  });

  it("a language switch loads that language's texts (and no other) and the page changes language", async () => {
    const { page } = browser;
    await page.goto(`${stack.urls.web}/public`);
    await page.getByRole('heading', { name: 'Certified facilities' }).waitFor();
    const urls = recordRequests(page);
    await page
      .locator('input')
      .and(page.getByLabel('Language', { exact: true }))
      .click();
    await page.getByRole('option', { name: 'Kiswahili' }).click();
    await page.getByRole('heading', { name: 'Vituo vilivyothibitishwa' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('sw-KE');
    expect(localeChunksIn(urls)).toEqual(['sw-KE']);
    // Back to English: its texts are already in, nothing is downloaded again.
    await page
      .locator('input')
      .and(page.getByLabel('Lugha', { exact: true }))
      .click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Certified facilities' }).waitFor();
    expect(localeChunksIn(urls)).toEqual(['sw-KE']);
  });

  it.each(['/public', '/no-such-page'])(`%s: cumulative layout shift at most ${CLS_LIMIT}`, async (route) => {
    const { total, shifts } = await layoutShiftOf(browser.page, `${stack.urls.web}${route}`);
    expect(total, `${route}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(CLS_LIMIT);
  });
});

describe('every signed-in page', () => {
  let browser: E2eBrowser;
  let facilityId: number;
  beforeAll(async () => {
    const { rows } = await stack.db.query<{ id: number }>(
      `SELECT f.id FROM facilities f WHERE f.environment_id = 'afya-production'
         AND EXISTS (SELECT 1 FROM momcare_monthly m WHERE m.facility_id = f.id) ORDER BY f.id LIMIT 1`,
    );
    facilityId = rows[0].id;
    browser = await launchBrowser();
    await recordLayoutShifts(browser.context);
    await browser.page.goto(`${stack.urls.web}/`);
    await signInAndWaitForUserMenu(browser.page, 'analyst@demo.test');
  });
  afterAll(async () => browser?.close());

  it.each([
    '/home',
    '/facility/details/:id',
    '/facility/momcare/:id',
    '/benchmarking?facilityId=:id',
    '/benchmarking/v2',
    '/network',
    '/yearlyperformance',
    '/facilitynumbers',
    '/statecharts',
    '/no-such-page',
  ])(`%s: cumulative layout shift at most ${CLS_LIMIT}`, async (route) => {
    const url = `${stack.urls.web}${route.replace(':id', String(facilityId))}`;
    const { total, shifts } = await layoutShiftOf(browser.page, url);
    expect(total, `${route}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(CLS_LIMIT);
  });
});

describe('signed-in Home asks the API for nothing twice', () => {
  let browser: E2eBrowser;
  let requested: string[];
  beforeAll(async () => {
    browser = await launchBrowser();
    requested = recordRequests(browser.page);
    await browser.page.goto(`${stack.urls.web}/`);
    await signInAndWaitForUserMenu(browser.page, 'analyst@demo.test');
  });
  afterAll(async () => browser?.close());

  it('a load of Home asks for each thing once (each endpoint with the same query and body, each getResult query key)', async () => {
    const { page } = browser;
    await waitUntilSettled(page); // the sign-in's own requests are over
    const sent: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(stack.urls.api) || request.method() === 'OPTIONS') return;
      // The same answer asked for in two forms (by filter, by facility-set handle) is still twice;
      // the two maps asking for their own zoom and box are two questions, not one asked twice.
      const url = new URL(request.url());
      const body = request.postDataJSON() as { key?: string } | null;
      const asked = body?.key === undefined ? `${url.search} ${request.postData() ?? ''}` : body.key;
      sent.push(`${request.method()} ${url.pathname} ${asked}`.trim());
    });
    await page.goto(`${stack.urls.web}/home`);
    await waitUntilSettled(page);
    expect(sent).toContain('POST /api/qps/query/getResult Home/Summary');
    expect(sent.filter((request) => request.startsWith('POST /api/qps/facility/map')).length).toBeGreaterThan(
      1,
    );
    expect(sent.filter((request, index) => sent.indexOf(request) !== index)).toEqual([]);
  });

  it("Home's counted first screen (scripts/bundle/first-screen.ts) has exactly the texts the frame and Home ask for", async () => {
    await waitUntilSettled(browser.page);
    const textChunks = requested
      .map((url) => /\/assets\/locale-en-US(?:-([a-z-]+))?-[\w-]{8}\.js$/.exec(url))
      .filter((match) => match !== null)
      .map((match) => match[1] ?? 'first screen');
    expect(new Set(textChunks)).toEqual(new Set(['first screen', ...HOME_TEXT_CHUNKS]));
  });
});
