import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2eBrowser, type E2eStack, openSignedInBrowser, screenshot, startE2eStack } from './support';

let stack: E2eStack;
let browser: E2eBrowser;

const NETWORK_CHUNK = '**/assets/Network.page-*.js';

describe('failed code loads and sign-out across tabs, against the real stack (issue 13)', () => {
  beforeAll(async () => {
    const portalRoot = process.env.QAP_E2E_PORTAL_ROOT;
    stack = await startE2eStack(portalRoot ? { rootDir: portalRoot, build: false } : {});
    browser = await openSignedInBrowser(`${stack.urls.web}/`, 'analyst@demo.test');
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('a page whose code cannot load shows Retry inside the frame, and recovers by itself once back online', async () => {
    const { page, context } = browser;
    await context.route(NETWORK_CHUNK, (route) => route.abort('internetdisconnected'));
    await page.getByRole('link', { name: 'Network Level' }).first().click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'This page could not load' }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
    // the frame stays: the user menu and navigation are still there
    expect(await page.getByRole('link', { name: 'Network Level' }).first().isVisible()).toBe(true);
    await screenshot(page, 'route-chunk-failed');

    await context.unroute(NETWORK_CHUNK);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect
      .poll(() => page.getByRole('table', { name: 'Countries of the filtered network' }).isVisible(), {
        timeout: 30_000,
      })
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe('/network');
  });

  it('signing out in one tab signs out every other tab of the portal, and Back shows no data', async () => {
    const { page: first, context } = browser;
    await first.goto(`${stack.urls.web}/network`);
    const second = await context.newPage();
    await second.goto(`${stack.urls.web}/network`);
    const countries = (tab: typeof first) =>
      tab.getByRole('table', { name: 'Countries of the filtered network' });
    await countries(second).waitFor({ timeout: 30_000 });

    await first.getByRole('button', { name: /^User menu for / }).click();
    await first.getByRole('menuitem', { name: 'Sign out' }).click();
    // The other tab learns it from the shared storage at once, not from the provider's iframe.
    await expect
      .poll(() => second.getByRole('button', { name: 'Sign in' }).isVisible(), { timeout: 5_000 })
      .toBe(true);
    expect(await countries(second).count()).toBe(0);

    await first.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 30_000 });
    await first.goBack();
    await first.waitForLoadState();
    expect(await countries(first).count()).toBe(0);
    await second.close();
  });
});
