import { describe, expect, it } from 'vitest';
import { API_HEADERS } from '../../contract/api-headers';
import { openSignedInBrowser, screenshot, signInAndWaitForUserMenu, useSignedInStack } from './support';

const NETWORK_CHUNK = '**/assets/Network.page-*.js';

/** Milliseconds from `start` until `holds` first answers true, asked every 100 ms (30 s at most). */
async function msSince(start: number, holds: () => Promise<boolean>): Promise<number> {
  while (!(await holds())) {
    if (Date.now() - start > 30_000) return Number.POSITIVE_INFINITY;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - start;
}

describe('failed code loads and sign-out across tabs, against the real stack', () => {
  // The browser has no service worker (the suite's default), as on a first visit before it has
  // taken over, or after a redeploy that removed the old files: code comes from the network.
  const signedIn = useSignedInStack('analyst@demo.test');

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

  it('signing out revokes first: a captured token is refused, every other tab signs out, and Back shows no data (the times are printed)', async () => {
    const { page: first, context } = signedIn.browser();
    const { web, api } = signedIn.stack().urls;
    await first.goto(`${web}/network`);
    const second = await context.newPage();
    await second.goto(`${web}/network`);
    const countries = (tab: typeof first) =>
      tab.getByRole('table', { name: 'Countries of the filtered network' });
    await countries(second).waitFor({ timeout: 30_000 });
    // What a script in the page could have copied before the user signed out.
    const captured = await first.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
      return (JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { access_token?: string }).access_token;
    });
    const callWithCaptured = () =>
      fetch(`${api}/api/qps/environment`, { headers: { Authorization: `Bearer ${captured}` } });
    expect((await callWithCaptured()).status).toBe(200);
    let revocationSentAt = Number.NaN;
    let endSessionAt = Number.NaN;
    first.on('request', (request) => {
      if (request.url().endsWith('/token/revocation')) revocationSentAt = Date.now();
      if (request.url().includes('/session/end') && Number.isNaN(endSessionAt)) endSessionAt = Date.now();
    });

    // The user signs out in the tab they are looking at (a hidden tab's timers are slowed down).
    await first.bringToFront();
    await first.getByRole('button', { name: /^User menu for / }).click();
    const clickedAt = Date.now();
    await first.getByRole('menuitem', { name: 'Sign out' }).click();
    const [tokenRefusedAfter, otherTabAfter] = await Promise.all([
      msSince(clickedAt, async () => (await callWithCaptured()).status === 401),
      // The other tab learns it from the shared storage, not from the provider's iframe.
      msSince(clickedAt, () => second.getByRole('button', { name: 'Sign in' }).isVisible()),
    ]);
    console.log(
      `[security] sign-out: revocation sent ${revocationSentAt - clickedAt} ms after the click, captured token refused after ${tokenRefusedAfter} ms, other tab on Sign in after ${otherTabAfter} ms`,
    );
    // The targets (token refused within 5 s, other tab within 2 s: docs/security.md) are measured
    // above; what must hold on any machine is that both happen and that revocation comes first.
    expect(tokenRefusedAfter).toBeLessThan(Number.POSITIVE_INFINITY);
    expect(otherTabAfter).toBeLessThan(Number.POSITIVE_INFINITY);
    await first.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 30_000 });
    expect(
      revocationSentAt,
      'the revocation is sent before the provider is asked to end the session',
    ).toBeLessThanOrEqual(endSessionAt);
    expect(await countries(second).count()).toBe(0);

    await first.goBack();
    await first.waitForLoadState();
    expect(await countries(first).count()).toBe(0);
    await second.close();
  });

  it("on a shared computer the next user's calls go out in their own environment, never in the one the user before chose", async () => {
    const { web } = signedIn.stack().urls;
    const analyst = await openSignedInBrowser(`${web}/`, 'analyst@demo.test');
    try {
      const { page, context } = analyst;
      const picker = page.locator('input').and(page.getByLabel('Environment', { exact: true }));
      await picker.click();
      await page.getByRole('option', { name: 'Training' }).click();
      await expect.poll(() => picker.inputValue()).toBe('Training');
      await page.getByRole('button', { name: /^User menu for / }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();

      // The facility user's facility is not in Training. Their environment list comes late (a
      // slow network), so any call that does not wait for it goes out first.
      const environmentsOfCalls: string[] = [];
      context.on('request', (request) => {
        const environment = request.headers()[API_HEADERS.environmentId.toLowerCase()];
        if (environment) environmentsOfCalls.push(environment);
      });
      await context.route('**/api/qps/environment', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.fallback();
      });
      await signInAndWaitForUserMenu(page, 'facility@demo.test');
      await page.waitForLoadState('networkidle');
      expect(environmentsOfCalls.length, "the facility user's page loaded its data").toBeGreaterThan(0);
      // Production: the only environment that holds their facility (the seeded data).
      expect(new Set(environmentsOfCalls)).toEqual(new Set(['afya-production']));
      expect(analyst.failedResponses).toEqual([]);
    } finally {
      await analyst.close();
    }
  });
});
