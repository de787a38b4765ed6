/**
 * In Chromium against the real stack (docs/ui.md, Wording and Public page): the four
 * wording fixes (no "0 inactive" under the default filter, the strongest element's share of
 * peers, the peer group's total as in "rank R of T", "Compare facilities" in the menu and on the
 * page) and the public register paged, searched by name and filtered by level on the server, its
 * certificate fitting a 390 px phone. Expected counts come from SQL over the stack's seed.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ACTIVE,
  ANALYST_ENVIRONMENT_ID,
  DEFAULT_WIRE_FILTER,
  expectedRows,
  expectNoAxeViolations,
  figure,
  formatCount,
  screenshot,
  tableCells,
  useSignedInStack,
} from './support';

const percent = (ratio: number) => new Intl.NumberFormat('en-US', { style: 'percent' }).format(ratio);
const PUBLIC_PAGE_SIZE = 20;

describe('wording fixes and the public register, signed in as the analyst', () => {
  const { stack, browser } = useSignedInStack('analyst@demo.test');

  it('Home’s Active figure: no "0 inactive" under the default Active filter; the inactive count once all are shown', async () => {
    const { page } = browser();
    const { rows } = await stack().db.query<{ total: number; active: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE ${ACTIVE})::int AS active
       FROM facilities f WHERE f.environment_id = $1`,
      [ANALYST_ENVIRONMENT_ID],
    );
    const { total, active } = rows[0];
    await page.goto(`${stack().urls.web}/home`);
    const card = figure(page, 'Active');
    await expect
      .poll(() => card.textContent())
      .toContain('100% of facilities; the filter shows active facilities only');
    expect(await card.textContent()).not.toMatch(/inactive/);

    await page.goto(`${stack().urls.web}/home?env=${ANALYST_ENVIRONMENT_ID}&active=all`);
    await expect
      .poll(() => card.textContent())
      .toContain(`${percent(active / total)} of facilities; ${formatCount(total - active)} inactive`);
  });

  it('Benchmarking: the strongest element scores higher than its share of peers; the peer group counts the total of "rank R of T"', async () => {
    const { page } = browser();
    const { rows } = await stack().db.query<{ id: number; assessed: number }>(
      `SELECT min(f.id)::int AS id, count(*)::int AS assessed FROM facilities f
       JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.id AND a.is_latest
       WHERE f.environment_id = $1 AND ${ACTIVE}`,
      [ANALYST_ENVIRONMENT_ID],
    );
    // network peers: every active facility with a latest assessment, the facility among them
    const { id, assessed } = rows[0];
    // the default filter (the test before showed every facility)
    await page.goto(
      `${stack().urls.web}/benchmarking?facilityId=${id}&env=${ANALYST_ENVIRONMENT_ID}&active=yes`,
    );
    const peers = await expectedRows(stack(), 'Benchmarking/Peers', {
      facilityId: id,
      peerGroup: 'network',
      filter: DEFAULT_WIRE_FILTER,
    });
    const highest = Math.max(...peers.map((row) => row.percentile ?? -1));
    const strongest = peers.find((row) => row.percentile === highest);
    const card = figure(page, 'Strongest element');
    await expect.poll(() => card.textContent()).toContain(strongest?.serviceElementName);
    await expect
      .poll(() => card.textContent())
      .toContain(`Scores higher than ${percent(highest / 100)} of peers`);

    const group = figure(page, 'Peer group');
    await expect.poll(() => group.textContent()).toContain(`${formatCount(assessed)} facilities`);
    expect(await group.textContent()).toContain(`This facility and ${formatCount(assessed - 1)} peers`);
    const ranks = (await tableCells(page, 'Scores against peers')).flatMap((row) =>
      row.filter((cell) => /^\d[\d,]* of /.test(cell)),
    );
    expect(ranks.length).toBeGreaterThan(0);
    for (const rank of ranks) expect(rank).toMatch(new RegExp(` of ${formatCount(assessed)}$`));
    await screenshot(page, 'wording-benchmarking');
  });

  it('the menu and the page both say "Compare facilities"', async () => {
    const { page } = browser();
    await page.goto(`${stack().urls.web}/home`);
    await page.locator('#main-drawer').getByRole('link', { name: 'Compare facilities', exact: true }).click();
    await page.waitForURL(/\/benchmarking\/v2/);
    await page.getByRole('heading', { level: 1, name: 'Compare facilities', exact: true }).waitFor();
  });

  describe('the public register', () => {
    /** Afya's certified facilities as the register lists them: by name, then id. */
    async function certified(level?: number) {
      const { rows } = await stack().db.query<{ name: string }>(
        `SELECT f.name FROM facilities f
         WHERE f.environment_id = (SELECT id FROM environments WHERE tenant_id = 'afya' AND kind = 'working'
                                   ORDER BY sort_order LIMIT 1)
           AND f.is_cert_active AND ($1::int IS NULL OR f.awarded_level = $1) ORDER BY f.name, f.id`,
        [level ?? null],
      );
      return rows.map((row) => row.name);
    }
    const names = (page: Page) =>
      page.getByRole('table').locator('tbody tr td:first-child').allTextContents();
    const count = (page: Page) =>
      page
        .getByRole('status')
        .filter({ hasText: /facilit/ })
        .textContent();

    it('pages through the list, searches a name on another page and filters by level, all on the server', async () => {
      const { page } = browser();
      const all = await certified();
      expect(all.length).toBeGreaterThan(PUBLIC_PAGE_SIZE);
      await page.goto(`${stack().urls.web}/public?tenantId=afya`);
      await expect.poll(() => names(page)).toEqual(all.slice(0, PUBLIC_PAGE_SIZE));
      expect(await count(page)).toBe(`${formatCount(all.length)} facilities`);
      await page.getByRole('button', { name: 'Page 2', exact: true }).click();
      await expect.poll(() => names(page)).toEqual(all.slice(PUBLIC_PAGE_SIZE, 2 * PUBLIC_PAGE_SIZE));
      await page.getByRole('button', { name: 'Previous page' }).click();
      await expect.poll(() => names(page)).toEqual(all.slice(0, PUBLIC_PAGE_SIZE));

      // a name only the last page holds: the page in the browser does not have it, the server does
      const unique = all.filter((name) => all.indexOf(name) === all.lastIndexOf(name)).at(-1) ?? '';
      await page.getByRole('searchbox', { name: 'Search certified facilities' }).fill(unique);
      await expect.poll(() => names(page)).toEqual([unique]);
      expect(await count(page)).toBe('1 facility');

      await page.getByRole('searchbox', { name: 'Search certified facilities' }).fill('');
      const levelThree = await certified(3);
      await page.getByRole('combobox', { name: 'Certification level' }).selectOption('3');
      await expect.poll(() => count(page)).toBe(`${formatCount(levelThree.length)} facilities`);
      expect(await names(page)).toEqual(levelThree.slice(0, PUBLIC_PAGE_SIZE));
      await expectNoAxeViolations(page);
    });

    it('a certificate fits a 390 px phone: nothing scrolls sideways', async () => {
      const { page } = browser();
      await page.setViewportSize({ width: 390, height: 844 });
      try {
        await page.goto(`${stack().urls.web}/public?tenantId=afya`);
        await page.getByRole('table').locator('tbody tr a').first().click();
        await page.getByRole('link', { name: 'All public facilities' }).waitFor();
        await page.getByRole('img').first().waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await screenshot(page, 'public-certificate-390');
      } finally {
        await page.setViewportSize({ width: 1440, height: 900 });
      }
    });
  });
});
