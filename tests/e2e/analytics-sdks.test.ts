import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import {
  type E2eBrowser,
  type E2eStack,
  launchBrowser,
  ROOT_DIR,
  screenshot,
  signInAndWaitForUserMenu,
  startE2eStack,
} from './support';
import {
  type AnalyticsCollector,
  COLLECTOR_DATADOG_APPLICATION_ID,
  findAnalyticsSdkChunks,
  type MixpanelRecord,
  startAnalyticsCollector,
} from './support/analytics-collector';

const ANALYST = { email: 'analyst@demo.test', id: 'user-analyst-afya', name: 'Amani Otieno' };
const VIEWER = { email: 'viewer@demo.test', id: 'user-viewer-afya', name: 'Juma Mwangi' };
const ORGANISATION = 'Afya Health Network';
/** Generous: Mixpanel batches for 5 s and the portal loads its signed-in data first. */
const ARRIVES_WITHIN = { timeout: 30_000, interval: 250 };

interface RecordedRequest {
  url: string;
  at: number;
}

/** Every request of every page, popup and frame of the browser context, with its time. */
function recordRequests(browser: E2eBrowser): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  browser.context.on('request', (request) => recorded.push({ url: request.url(), at: Date.now() }));
  return recorded;
}

async function signOut(page: Page, user: typeof ANALYST): Promise<void> {
  await page.getByRole('button', { name: `User menu for ${user.name}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 30_000 });
}

async function openFromNavigation(page: Page, link: string): Promise<void> {
  await page.getByRole('link', { name: link, exact: true }).click();
  await expect.poll(() => page.title(), ARRIVES_WITHIN).toBe(`${link} | Quality Analytics Platform`);
}

/** A user change of the facility filter, which the portal tracks as "Qap filtered facilities". */
async function filterByCertificationLevel(page: Page, level: number): Promise<void> {
  const input = page.locator('input').and(page.getByLabel('Certification levels', { exact: true }));
  const option = page.getByRole('option', { name: `Level ${level}` });
  // The drawer re-renders while the signed-in data loads, which can close a list opened too early.
  await expect
    .poll(async () => {
      if (!(await option.isVisible())) await input.click();
      return option.isVisible();
    }, ARRIVES_WITHIN)
    .toBe(true);
  await option.click();
  await page.keyboard.press('Escape');
}

/** "page view <page>" for page views, else the event name, or the endpoint of a profile update. */
const describeMixpanel = ({ event, endpoint, properties }: MixpanelRecord) =>
  event === '$mp_web_page_view' ? `page view ${properties?.page}` : (event ?? endpoint);

describe('analytics SDKs in Chromium against the real stack', () => {
  let stack: E2eStack;
  let sdkChunks: string[];
  let datadogChunks: string[];

  beforeAll(async () => {
    stack = await startE2eStack();
    const chunks = await findAnalyticsSdkChunks(path.join(ROOT_DIR, 'dist'));
    sdkChunks = Object.values(chunks).flat();
    datadogChunks = [...chunks.datadogRum, ...chunks.datadogOnDemand];
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const isSdkChunk = ({ url }: RecordedRequest) =>
    sdkChunks.some((chunk) => url.endsWith(`/assets/${chunk}`));

  describe('with an empty analytics configuration', () => {
    let browser: E2eBrowser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('a full session (sign-in, three pages, sign-out) talks only to the portal, the API and the identity provider, and downloads no analytics SDK', async () => {
      const { page } = browser;
      onTestFailed(async () => {
        await screenshot(page, 'analytics-off-failure');
      });
      for (const key of ['qapMixpanelToken', 'aiConnectionString', 'monitoring'])
        expect(stack.runtimeConfig).not.toHaveProperty(key);
      const requests = recordRequests(browser);

      await page.goto(`${stack.urls.web}/`);
      await signInAndWaitForUserMenu(page, ANALYST.email, { userName: ANALYST.name });
      for (const link of ['Benchmarking', 'Network Level', 'Yearly Performance'])
        await openFromNavigation(page, link);
      await signOut(page, ANALYST);

      const origins = new Set(
        requests
          .map(({ url }) => new URL(url))
          .filter((url) => url.protocol.startsWith('http'))
          .map((url) => url.origin),
      );
      // Each of the three was really used, so the recording is known to work.
      expect([...origins].sort()).toEqual([stack.urls.api, stack.urls.idp, stack.urls.web].sort());
      expect(requests.filter(isSdkChunk)).toEqual([]);
    });
  });

  describe('with analytics pointed at a loopback collector', () => {
    let browser: E2eBrowser;
    let collector: AnalyticsCollector;
    // its own stack, configured (as a deployment would be) with the collector as every analytics
    // host, monitoring only the analyst: /config.json and the pages' CSP both come from that
    let stack: E2eStack;
    beforeAll(async () => {
      collector = await startAnalyticsCollector();
      const config = collector.runtimeConfig([ANALYST.id]);
      stack = await startE2eStack({
        env: {
          QAP_MIXPANEL_TOKEN: config.qapMixpanelToken ?? '',
          QAP_MIXPANEL_API_HOST: config.qapMixpanelApiHost ?? '',
          QAP_AI_CONNECTION_STRING: config.aiConnectionString ?? '',
          QAP_MONITORING_JSON: JSON.stringify(config.monitoring),
        },
      });
    });
    afterAll(async () => {
      await stack?.stop();
      await collector?.close();
    });
    beforeEach(async () => {
      // Launched first: while it starts, a beacon of the previous test's closed browser arrives
      // and is then forgotten with the rest.
      browser = await launchBrowser();
      collector.forgetEarlierRequests();
    });
    afterEach(async ({ task }) => {
      if (task.result?.state === 'fail')
        await screenshot(browser.page, `analytics-failure-${task.name.slice(0, 40)}`);
      await browser?.close();
    });

    it('nothing is sent or downloaded before sign-in; then Mixpanel, Application Insights and Datadog (listed user) receive the expected calls', async () => {
      // Two focus polls of the usage machine while anonymous, in a browser of their own whose
      // clock the test moves (the polls run at once, then a round trip lets their effects run):
      // still nothing may leave.
      const anonymous = await launchBrowser();
      const anonymousRequests = recordRequests(anonymous);
      await anonymous.page.clock.install();
      await anonymous.page.goto(`${stack.urls.web}/`);
      await anonymous.page.getByRole('button', { name: 'Sign in' }).waitFor();
      await anonymous.page.clock.runFor(2_500);
      await anonymous.page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      await anonymous.close();
      expect(collector.requests).toEqual([]);
      expect(anonymousRequests.filter(isSdkChunk)).toEqual([]);

      // Then the same, signed in, on the real clock (SDK batches wait seconds).
      const { page } = browser;
      const requests = recordRequests(browser);
      await page.goto(`${stack.urls.web}/`);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      const signInStarted = Date.now();
      await signInAndWaitForUserMenu(page, ANALYST.email, { userName: ANALYST.name });
      const filteredAt = Date.now();
      await filterByCertificationLevel(page, 3);
      await openFromNavigation(page, 'Network Level');

      const expectedMixpanel = [
        '$opt_in',
        '$identify',
        'page view Home',
        'Qap filtered facilities',
        'page view Network',
        'engage',
      ];
      await expect
        .poll(() => collector.mixpanelRecords().map(describeMixpanel), ARRIVES_WITHIN)
        .toEqual(expect.arrayContaining(expectedMixpanel));
      const mixpanel = collector.mixpanelRecords();
      // Page views and events carry the registered email and organisation ($opt_in and $identify come first).
      const tracked = mixpanel.filter(
        ({ endpoint, event = '' }) =>
          endpoint === 'track' && (!event.startsWith('$') || event === '$mp_web_page_view'),
      );
      for (const record of tracked)
        expect(record.properties).toMatchObject({
          distinct_id: ANALYST.id,
          email: ANALYST.email,
          organisation: ORGANISATION,
        });
      // Mixpanel stamps each event with its time in seconds: one is the user's own filter change.
      const filterChanges = tracked.filter(({ event }) => event === 'Qap filtered facilities');
      expect(filterChanges.some(({ properties }) => Number(properties?.time) * 1000 >= filteredAt)).toBe(
        true,
      );
      expect(mixpanel.find(({ endpoint }) => endpoint === 'engage')).toMatchObject({
        $distinct_id: ANALYST.id,
        $set: { $email: ANALYST.email, organisation: ORGANISATION },
      });

      const pageViews = () =>
        collector.appInsightsItems().filter(({ data }) => data.baseType === 'PageviewData');
      await expect
        .poll(() => pageViews().map(({ data }) => data.baseData.name), ARRIVES_WITHIN)
        .toContain('Home');
      for (const item of pageViews())
        expect(item.tags).toMatchObject({ 'ai.user.authUserId': ANALYST.id, 'ai.cloud.role': 'QAP' });

      await expect
        .poll(() => collector.datadogEvents().some(({ usr }) => usr?.id === ANALYST.id), ARRIVES_WITHIN)
        .toBe(true);
      const applicationIds = new Set(collector.datadogEvents().map(({ application }) => application?.id));
      expect(applicationIds).toEqual(new Set([COLLECTOR_DATADOG_APPLICATION_ID]));

      expect(Math.min(...collector.requests.map(({ receivedAt }) => receivedAt))).toBeGreaterThanOrEqual(
        signInStarted,
      );
      const chunksDownloaded = requests.filter(isSdkChunk);
      expect(chunksDownloaded.length).toBeGreaterThanOrEqual(3);
      expect(chunksDownloaded.every(({ at }) => at >= signInStarted)).toBe(true);
    });

    it('a user not listed for monitoring gets product analytics and error reporting but no Datadog at all', async () => {
      const { page } = browser;
      await page.goto(`${stack.urls.web}/`);
      await signInAndWaitForUserMenu(page, VIEWER.email, { userName: VIEWER.name });

      await expect
        .poll(() => collector.mixpanelRecords().map(describeMixpanel), ARRIVES_WITHIN)
        .toEqual(expect.arrayContaining(['$opt_in', '$identify', 'page view Home']));
      for (const record of collector.mixpanelRecords().filter(({ event }) => event === '$mp_web_page_view'))
        expect(record.properties).toMatchObject({ distinct_id: VIEWER.id, email: VIEWER.email });
      await expect
        .poll(
          () => collector.appInsightsItems().map(({ tags }) => tags['ai.user.authUserId']),
          ARRIVES_WITHIN,
        )
        .toContain(VIEWER.id);

      // No Datadog code reached the page, so no RUM SDK can be running or flush on leaving it.
      const loaded = await page.evaluate(() =>
        performance.getEntriesByType('resource').map(({ name }) => name),
      );
      expect(loaded.filter((url) => datadogChunks.some((chunk) => url.endsWith(`/assets/${chunk}`)))).toEqual(
        [],
      );
      expect(collector.requests.filter(({ vendor }) => vendor === 'datadog')).toEqual([]);
    });
  });
});
