/**
 * Errors say what happened. A 404 says not found, a 403 not allowed, a network
 * failure to check the connection; one notification per failure, in the user's language.
 */
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useSignedInStack } from './support';
import { afterFrames } from './support/frames';

const NOT_FOUND = {
  en: 'This was not found. It may have been removed, or it is not yours to see.',
  fr: 'Introuvable. L’élément a peut-être été supprimé, ou il ne vous est pas accessible.',
};
const NOT_ALLOWED = 'You are not allowed to see this.';
const NO_CONNECTION = 'The server could not be reached. Check your connection and try again.';
/** What the portal must never show: axios's own words, or a connection hint for a server answer. */
const RAW_OR_WRONG = /Request failed with status code|Network Error|check your connection/i;

describe('errors say what happened, once, in the user language', () => {
  const { stack, browser } = useSignedInStack('analyst@demo.test');
  let otherTenantFacilityId: number;

  beforeAll(async () => {
    const { rows } = await stack().db.query<{ id: number }>(
      'SELECT f.id FROM facilities f JOIN environments e ON e.id = f.environment_id WHERE e.tenant_id <> $1 ORDER BY f.id LIMIT 1',
      ['afya'],
    );
    otherTenantFacilityId = rows[0].id;
  });

  afterEach(async () => {
    await browser().page.unrouteAll();
  });

  /** Opens `path` fresh and returns what the page says and the notifications it raised. */
  async function visit(page: Page, path: string, settled: RegExp | string) {
    await page.goto('about:blank');
    await page.goto(`${stack().urls.web}${path}`);
    // visible text only: the print report header (hidden on screen) names the page too
    await page.getByRole('main').getByText(settled).filter({ visible: true }).first().waitFor();
    // Every call has answered (nothing in flight for 500 ms); the frames after draw their notifications.
    await page.waitForLoadState('networkidle');
    await afterFrames(page, 3);
    return {
      main: await page.getByRole('main').innerText(),
      notifications: await page.locator('.mantine-Notification-root').allInnerTexts(),
    };
  }

  it('a facility of another tenant is not found, with one notification, on MomCare (two calls fail)', async () => {
    const seen = await visit(browser().page, `/facility/momcare/${otherTenantFacilityId}`, NOT_FOUND.en);
    await screenshot(browser().page, 'errors-momcare-other-tenant');
    expect(seen.main).toContain(NOT_FOUND.en);
    expect(seen.main).not.toMatch(RAW_OR_WRONG);
    expect(seen.notifications).toEqual([NOT_FOUND.en]);
  });

  it('a facility of another tenant is not found in French, with one French notification', async () => {
    const seen = await visit(
      browser().page,
      `/facility/momcare/${otherTenantFacilityId}?language=fr-FR`,
      NOT_FOUND.fr,
    );
    expect(seen.main).toContain(NOT_FOUND.fr);
    expect(seen.main).not.toMatch(RAW_OR_WRONG);
    expect(seen.notifications).toEqual([NOT_FOUND.fr]);
    await visit(browser().page, '/home?language=en-US', 'Home');
  });

  it('the public certificate of a facility of another tenant says not found once', async () => {
    const seen = await visit(
      browser().page,
      `/public?tenantId=afya&facilityId=${otherTenantFacilityId}`,
      'Certificate not found',
    );
    expect(seen.notifications.length).toBeLessThanOrEqual(1);
    expect(seen.notifications.join()).not.toMatch(RAW_OR_WRONG);
  });

  it('a call the server refuses (403) says not allowed, once', async () => {
    const { page } = browser();
    await page.route('**/api/qps/query/getResult**', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ error: { message: 'Forbidden' } }),
      }),
    );
    const seen = await visit(page, '/network', NOT_ALLOWED);
    expect(seen.main).toContain(NOT_ALLOWED);
    expect(seen.main).not.toMatch(RAW_OR_WRONG);
    expect(seen.notifications).toEqual([NOT_ALLOWED]);
  });

  it('a call that cannot reach the server says to check the connection', async () => {
    const { page } = browser();
    await page.route('**/api/qps/query/getResult**', (route) => route.abort('internetdisconnected'));
    const seen = await visit(page, '/network', NO_CONNECTION);
    await screenshot(page, 'errors-network-offline');
    expect(seen.main).toContain(NO_CONNECTION);
    expect(seen.main).not.toMatch(/Request failed with status code|Network Error/);
    expect(seen.notifications.length).toBeLessThanOrEqual(1);
  });
});
