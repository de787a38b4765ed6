/**
 * Every link opens what it names (docs/ui.md, "Gating"): each main route, opened cold as the first
 * page of a browser that keeps the signed-in user and nothing else (no saved filter, environment,
 * toggles, language or answers: what a new profile with the same sign-in or cleared site data
 * holds), lands on that page and stays there. A page a tab toggle hides is judged only once the
 * environment's toggles have answered, never on their defaults.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterFrames } from './support/frames';
import {
  ANALYST_ENVIRONMENT_ID,
  type E2eBrowser,
  type E2eStack,
  launchBrowser,
  openSignedInBrowser,
  startE2eStack,
} from './support';

let stack: E2eStack;
/** localStorage holding only the OIDC user of the analyst's sign-in. */
let signedInOnly: BrowserContextOptions['storageState'];
let facility: { id: number; name: string };

beforeAll(async () => {
  stack = await startE2eStack();
  const signedIn = await openSignedInBrowser(`${stack.urls.web}/`, 'analyst@demo.test');
  try {
    const state = await signedIn.context.storageState();
    signedInOnly = {
      cookies: [],
      origins: state.origins
        .filter((origin) => origin.origin === new URL(stack.urls.web).origin)
        .map((origin) => ({
          origin: origin.origin,
          localStorage: origin.localStorage.filter((item) => item.name.startsWith('oidc.user:')),
        })),
    };
  } finally {
    await signedIn.close();
  }
  const { rows } = await stack.db.query<{ id: number; name: string }>(
    `SELECT f.id, f.name FROM facilities f WHERE f.environment_id = $1 AND f.latest_year IS NOT NULL
     ORDER BY f.id LIMIT 1`,
    [ANALYST_ENVIRONMENT_ID],
  );
  facility = rows[0];
});
afterAll(async () => {
  await stack?.stop();
});

const env = `env=${ANALYST_ENVIRONMENT_ID}`;

/** The routes of the main layout, their address and the heading their page shows (English). */
const COLD_LINKS: { route: string; address: () => string; heading: () => string }[] = [
  { route: 'Index', address: () => `/?${env}`, heading: () => 'Home' },
  { route: 'Home', address: () => `/home?${env}`, heading: () => 'Home' },
  {
    route: 'FacilityDetail',
    address: () => `/facility/details/${facility.id}?${env}`,
    heading: () => facility.name,
  },
  { route: 'MomCare', address: () => `/facility/momcare/${facility.id}?${env}`, heading: () => 'MomCare' },
  { route: 'Benchmarking', address: () => `/benchmarking?${env}`, heading: () => 'Benchmarking' },
  { route: 'BenchmarkingV2', address: () => `/benchmarking/v2?${env}`, heading: () => 'Compare facilities' },
  { route: 'Network', address: () => `/network?${env}`, heading: () => 'Network Level' },
  {
    route: 'YearlyPerformance',
    address: () => `/yearlyperformance?${env}`,
    heading: () => 'Yearly Performance',
  },
  { route: 'FacilityNumbers', address: () => `/facilitynumbers?${env}`, heading: () => 'Facility Numbers' },
  { route: 'FacilityList', address: () => `/facilities?${env}`, heading: () => 'Facilities' },
  { route: 'Statecharts', address: () => '/statecharts', heading: () => 'Statecharts' },
];

/** The main frame's addresses, in order, from the first navigation on. */
function recordNavigations(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
  });
  return seen;
}

describe('a cold link to each page, in a browser that keeps only the signed-in user', () => {
  let browser: E2eBrowser | undefined;
  afterAll(async () => {
    await browser?.close();
  });

  it.each(COLD_LINKS)('a cold link to $route opens $route', async ({ address, heading }) => {
    await browser?.close();
    browser = await launchBrowser({ storageState: signedInOnly });
    const { page } = browser;
    const navigations = recordNavigations(page);
    const wanted = new URL(address(), stack.urls.web);
    await page.goto(wanted.href);
    const shown = async () => ({
      path: new URL(page.url()).pathname,
      heading: (await page.locator('h1').allTextContents()).join(' | '),
    });
    await expect.poll(shown, { timeout: 60_000 }).toEqual({ path: wanted.pathname, heading: heading() });
    // Settled: every answer is in (the toggles too), and the page is still the one asked for.
    await page.waitForLoadState('networkidle');
    await afterFrames(page);
    expect(await shown()).toEqual({ path: wanted.pathname, heading: heading() });
    expect(navigations.filter((pathname) => pathname !== wanted.pathname)).toEqual([]);
  });
});

describe('a page a tab toggle hides by default, opened cold while the toggles are late', () => {
  let browser: E2eBrowser | undefined;
  afterAll(async () => {
    await browser?.close();
  });

  it("a cold link to Facility Numbers waits for the environment's toggles, however late they answer", async () => {
    browser = await launchBrowser({ storageState: signedInOnly });
    const { page } = browser;
    const navigations = recordNavigations(page);
    // The filter's facility set (which the toggles are asked for) answers only after the
    // permissions have: the page is then judged with every permission known and no toggles yet.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/qps/facility/set', async (route) => {
      await released;
      await route.continue().catch(() => {});
    });
    const permissions = page.waitForResponse((response) =>
      response.url().includes('/api/qps/permission/permissions'),
    );
    const wanted = new URL(`/facilitynumbers?${env}`, stack.urls.web);
    await page.goto(wanted.href);
    await permissions;
    await page.getByRole('button', { name: /^User menu for / }).waitFor();
    await afterFrames(page, 4);
    release();
    await page.getByRole('heading', { level: 1, name: 'Facility Numbers', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    await afterFrames(page);
    expect(new URL(page.url()).pathname).toBe(wanted.pathname);
    expect(navigations.filter((pathname) => pathname !== wanted.pathname)).toEqual([]);
  });
});

describe('a link to a page whose tab is off', () => {
  let browser: E2eBrowser | undefined;
  afterAll(async () => {
    await browser?.close();
  });

  it('a cold link to Facility Numbers in an environment that switches it off says so, and stays', async () => {
    browser = await launchBrowser({ storageState: signedInOnly });
    const { page } = browser;
    const navigations = recordNavigations(page);
    // The training environment switches the Facility Numbers tab off (seed: TRAINING_TOGGLES).
    const wanted = new URL('/facilitynumbers?env=afya-training', stack.urls.web);
    await page.goto(wanted.href);
    await page.getByText('Facility Numbers is not shown here').waitFor({ timeout: 60_000 });
    await page.getByRole('link', { name: 'Go to Home' }).waitFor();
    await page.waitForLoadState('networkidle');
    await afterFrames(page);
    expect(new URL(page.url()).pathname).toBe(wanted.pathname);
    expect(new URL(page.url()).searchParams.get('env')).toBe('afya-training');
    expect(navigations.filter((pathname) => pathname !== wanted.pathname)).toEqual([]);
  });
});
