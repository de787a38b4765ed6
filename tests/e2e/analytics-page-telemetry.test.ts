import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type E2eBrowser,
  type E2eStack,
  launchBrowser,
  screenshot,
  signInAndWaitForUserMenu,
  startE2eStack,
} from './support';

const ANALYST = { email: 'analyst@demo.test', id: 'user-analyst-afya', name: 'Amani Otieno' };
/** The usage machine polls focus every second: a few polls, plus the API round trip. */
const RECORDED_WITHIN = { timeout: 10_000, interval: 100 };

interface TelemetryRow {
  id: number;
  page: string;
  facility_id: number | null;
  recorded_at: Date;
}

/**
 * Playwright tells every page it has focus (focus emulation). Switched off, a second tab
 * brought to the front really takes focus away from the portal, as switching windows does.
 */
async function useRealFocus(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false });
}

describe('page telemetry in Chromium against the real stack', () => {
  let stack: E2eStack;
  let browser: E2eBrowser;

  /** What the QPS API stored from POST /api/qps/Telemetry/Page for the analyst, after a row id. */
  const telemetryAfter = async (afterId: number): Promise<TelemetryRow[]> => {
    const { rows } = await stack.db.query<TelemetryRow>(
      'SELECT id, page, facility_id, recorded_at FROM page_telemetry WHERE user_id = $1 AND id > $2 ORDER BY id',
      [ANALYST.id, afterId],
    );
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  };
  const lastTelemetryId = async () => (await telemetryAfter(0)).at(-1)?.id ?? 0;
  const pagesAfter = async (afterId: number) => (await telemetryAfter(afterId)).map((row) => row.page);

  beforeAll(async () => {
    stack = await startE2eStack();
    browser = await launchBrowser();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && !browser.page.isClosed())
      await screenshot(browser.page, `analytics-telemetry-failure-${task.name.slice(0, 40)}`);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('a tracked page change is posted with the page and facilityId headers', async () => {
    const { page } = browser;
    await page.goto(`${stack.urls.web}/`);
    await signInAndWaitForUserMenu(page, ANALYST.email, { userName: ANALYST.name });
    await expect.poll(() => pagesAfter(0), RECORDED_WITHIN).toContain('Home');

    // Any facility of the environment the user is in will do: opened by its address.
    const { rows } = await stack.db.query<{ id: number }>(
      `SELECT id FROM facilities WHERE environment_id =
         (SELECT environment_id FROM page_telemetry WHERE user_id = $1 LIMIT 1) ORDER BY id LIMIT 1`,
      [ANALYST.id],
    );
    const facilityId = rows[0].id;
    const before = await lastTelemetryId();
    await page.goto(`${stack.urls.web}/facility/details/${facilityId}`);
    await expect
      .poll(() => telemetryAfter(before), RECORDED_WITHIN)
      .toContainEqual(expect.objectContaining({ page: 'Facility', facility_id: facilityId }));
  });

  it('losing window focus records Exit, and regaining it records the previous page again', async () => {
    const { page, context } = browser;
    const facilityId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await useRealFocus(page);
    expect(await page.evaluate(() => document.hasFocus())).toBe(true);
    const before = await lastTelemetryId();

    const otherTab = await context.newPage();
    await otherTab.bringToFront();
    // Noticed by a focus poll while the user is still away (the portal's tab stays behind until
    // Exit is recorded), not only when the user comes back.
    await expect.poll(() => pagesAfter(before), RECORDED_WITHIN).toEqual(['Exit']);

    await page.bringToFront();
    await expect.poll(() => pagesAfter(before), RECORDED_WITHIN).toEqual(['Exit', 'Facility']);
    const [, again] = await telemetryAfter(before);
    expect(again.facility_id).toBe(facilityId);
    await otherTab.close();
  });

  it('closing the window records Exit with a request that outlives the page', async () => {
    const { page } = browser;
    const before = await lastTelemetryId();
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => pagesAfter(before), RECORDED_WITHIN).toEqual(['Exit']);
  });
});
