import { describe, expect, it } from 'vitest';
import { screenshot, useSignedInStack } from './support';

const NETWORK_CHUNK = '**/assets/Network.page-*.js';

describe('failed code loads and sign-out across tabs, against the real stack (issue 13)', () => {
  // The offline copy (service worker) would serve the page's code from its cache: these tests are
  // the first visit, before it has taken over, or a redeploy that removed the old files.
  const signedIn = useSignedInStack('analyst@demo.test', { serviceWorkers: 'block' });

  it('a page whose code cannot load shows Retry inside the frame, and recovers by itself once back online', async () => {
    const { page, context } = signedIn.browser();
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
    const { page: first, context } = signedIn.browser();
    const web = signedIn.stack().urls.web;
    await first.goto(`${web}/network`);
    const second = await context.newPage();
    await second.goto(`${web}/network`);
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
