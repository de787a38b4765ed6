/**
 * In Chromium against the real stack (docs/ui.md, "State in the address"): the
 * drill-through list and Facility Details name their environment in the address, so a copied
 * address shows the same list to another user of the tenant and Not Authorized (with no data asked
 * for) to a user of another tenant; switching environment resets a filter the address names; a
 * page's own unreadable parameters fall back with the one "not understood" notice.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WIRE_FILTER,
  expectedRows,
  formatCount,
  openSignedInBrowser,
  useSignedInStack,
} from './support';

const ENV = 'afya-production';
const listCount = (page: Page) => page.getByRole('status').filter({ hasText: /^\d[\d,]* facilit/ });
const field = (page: Page, label: string) =>
  page.locator('input').and(page.getByLabel(label, { exact: true }));
const notice = (page: Page, names: string) =>
  page.getByText(`Part of the address was not understood (${names})`);

/** The page's own data calls: the list's pages, and anything asked about one facility. */
function pageDataRequests(page: Page, facilityId?: number) {
  const seen: string[] = [];
  const record = (request: Request) => {
    const url = request.url();
    const body = request.postData() ?? '';
    const aboutFacility =
      facilityId !== undefined &&
      (url.includes(`/facility/${facilityId}/`) || body.includes(`"facilityId":${facilityId}`));
    if (url.includes('/api/qps/facility/list') || aboutFacility) seen.push(url);
  };
  page.on('request', record);
  return seen;
}

describe('the environment in the address, on one stack', () => {
  const { stack, browser } = useSignedInStack('analyst@demo.test');

  it('a copied /facilities address names its environment and shows the same list to another user of the tenant', async () => {
    const { page } = browser();
    const [summary] = await expectedRows(stack(), 'Home/Summary', { filter: DEFAULT_WIRE_FILTER });
    await page.goto(`${stack().urls.web}/facilities?level=3&active=yes`);
    await page.waitForURL((url) => url.search === `?env=${ENV}&level=3&active=yes`);
    const expected = `${formatCount(summary.level3)} facilities`;
    await expect.poll(() => listCount(page).textContent()).toBe(expected);
    const viewer = await openSignedInBrowser(`${stack().urls.web}/`, 'viewer@demo.test');
    try {
      await viewer.page.goto(page.url());
      await expect.poll(() => listCount(viewer.page).textContent()).toBe(expected);
      expect(new URL(viewer.page.url()).search).toBe(`?env=${ENV}&level=3&active=yes`);
    } finally {
      await viewer.close();
    }
  });

  it("another tenant's env on /facilities and on Facility Details is Not Authorized, and no data is asked for", async () => {
    const { rows } = await stack().db.query<{ id: number }>(
      'SELECT id FROM facilities WHERE environment_id = $1 ORDER BY id LIMIT 1',
      [ENV],
    );
    const facilityId = rows[0].id;
    const outsider = await openSignedInBrowser(`${stack().urls.web}/`, 'analyst@second.test');
    // A slow phone's CPU: the page left for Not Authorized stays drawn for a while (a loaded CI
    // machine once saw Facility Details ask for its data in that moment).
    const cdp = await outsider.page.context().newCDPSession(outsider.page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    try {
      const seen = pageDataRequests(outsider.page, facilityId);
      await outsider.page.goto(`${stack().urls.web}/facilities?env=${ENV}&level=3&active=yes`);
      await outsider.page.waitForURL((url) => url.pathname === '/not-authorized');
      await outsider.page.goto(`${stack().urls.web}/facility/details/${facilityId}?env=${ENV}`);
      await outsider.page.waitForURL((url) => url.pathname === '/not-authorized');
      await outsider.page.getByRole('heading', { level: 1 }).waitFor();
      expect(seen).toEqual([]);
    } finally {
      await outsider.close();
    }
  });

  it('Facility Details names its environment in its address', async () => {
    const { page } = browser();
    const { rows } = await stack().db.query<{ id: number }>(
      'SELECT id FROM facilities WHERE environment_id = $1 ORDER BY id LIMIT 1',
      [ENV],
    );
    await page.goto(`${stack().urls.web}/facility/details/${rows[0].id}`);
    await page.waitForURL((url) => url.search === `?env=${ENV}`);
  });

  it('switching environment resets a filter the address names: the panel and the address', async () => {
    const { page } = browser();
    const levelChosen = page.locator('#main-drawer').getByText('Level 3', { exact: true });
    await page.goto(`${stack().urls.web}/home?level=3`);
    // no `active` named: any activity, written out so the address reads the same everywhere
    await page.waitForURL((url) => url.search === `?env=${ENV}&level=3&active=all`);
    await levelChosen.waitFor();
    await field(page, 'Environment').click();
    await page.getByRole('option', { name: 'Training' }).click();
    // the spec's reset filter: active facilities only, no level
    await page.waitForURL((url) => url.search === '?env=afya-training&active=yes');
    await levelChosen.waitFor({ state: 'detached' });
    await page.getByLabel('1 active filter').waitFor();
    // back to the first environment for the next tests
    await field(page, 'Environment').click();
    await page.getByRole('option', { name: 'Production' }).click();
    await page.waitForURL((url) => url.searchParams.get('env') === ENV);
  });

  it("a page's own unreadable parameters fall back with the one notice and leave the address", async () => {
    const { page } = browser();
    const web = stack().urls.web;
    await page.goto(`${web}/network?env=${ENV}&active=yes&drillCountry=999999&drillRegion=abc`);
    await notice(page, 'drillCountry, drillRegion').first().waitFor();
    await page.waitForURL((url) => url.search === `?env=${ENV}&active=yes`);
    await page.getByRole('table', { name: 'Countries of the filtered network' }).waitFor();

    await page.goto(`${web}/benchmarking?env=${ENV}&active=yes&facilityId=999999&peers=galaxy`);
    await notice(page, 'facilityId, peers').first().waitFor();
    await page.waitForURL((url) => url.search === `?env=${ENV}&active=yes`);

    await page.goto(`${web}/benchmarking/v2?env=${ENV}&active=yes&ids=x,999999`);
    await notice(page, 'ids').first().waitFor();
    await page.waitForURL((url) => url.search === `?env=${ENV}&active=yes`);
    expect(await notice(page, 'ids').count()).toBe(1);
  });
});
