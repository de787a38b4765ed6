/**
 * Facility Numbers as a free pivot. The analyst
 * picks the rows and the columns (by keyboard), reads a cell and its totals against the seed
 * counted here, switches to row percentages, and opens a cell's facilities; Back returns to the
 * same pivot, which lives in the address.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ANALYST_ENVIRONMENT_ID,
  expectNoAxeViolations,
  formatCount,
  screenshot,
  tableCells,
  useSignedInStack,
} from './support';

const TABLE = 'Facilities by Category and Year of latest assessment';
const search = (page: Page) => new URL(page.url()).searchParams;

/** The body row of the pivot `table` whose heading cell reads `label`. */
const pivotRow = (page: Page, table: string, label: string) =>
  page
    .getByRole('table', { name: table, exact: true })
    .locator('tbody tr')
    .filter({ has: page.getByRole('cell', { name: label, exact: true }) });

/** The facility list's count ("12 facilities"), what a pivot link's list must show. */
const listedCount = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /facilit/ })
    .first()
    .textContent();

describe('Facility Numbers as a free pivot, signed in as the analyst', () => {
  const { stack, browser } = useSignedInStack('analyst@demo.test');

  /** The active facilities (the default filter) per category and latest assessment year, from the base table. */
  async function seededCells() {
    const { rows } = await stack().db.query<{ id: number; category: string; year: number; count: number }>(
      `SELECT c.id, c.name AS category, f.latest_year::int AS year, count(*)::int AS count
       FROM facilities f JOIN facility_categories c ON c.id = f.category_id
       WHERE f.environment_id = $1 AND (f.is_cert_active OR f.is_self_active OR f.is_entry_active)
         AND f.latest_year IS NOT NULL
       GROUP BY c.id, c.name, f.latest_year ORDER BY c.name, f.latest_year`,
      [ANALYST_ENVIRONMENT_ID],
    );
    return rows;
  }

  it('picks rows and columns, shows counts and row percentages with totals, and drills from a cell to its facilities', async () => {
    const { page } = browser();
    // through the menu: a direct visit before the tab toggles have arrived goes to Home (docs/ui.md, Gating)
    await page.getByRole('link', { name: 'Facility Numbers', exact: true }).click();
    await page.getByRole('table', { name: 'Facilities by Region and Level', exact: true }).waitFor();

    // by keyboard: focus a select, pick an option by typing (native selects)
    await page.getByRole('combobox', { name: 'Rows' }).focus();
    await page.getByRole('combobox', { name: 'Rows' }).selectOption({ label: 'Category' });
    await page
      .getByRole('combobox', { name: 'Columns' })
      .selectOption({ label: 'Year of latest assessment' });
    await page.getByRole('table', { name: TABLE, exact: true }).waitFor();
    expect(search(page).get('rows')).toBe('category');
    expect(search(page).get('columns')).toBe('year');

    const seeded = await seededCells();
    const cell = seeded[0];
    const years = [...new Set(seeded.map((row) => row.year))].sort();
    const headerCells = page.getByRole('table', { name: TABLE, exact: true }).locator('thead th');
    // The new columns come with the new answer, after the table has taken its new name.
    await expect
      .poll(async () =>
        (await headerCells.allTextContents()).some((text) => text.startsWith(String(cell.year))),
      )
      .toBe(true);
    const header = await headerCells.allTextContents();
    const yearColumn = header.findIndex((text) => text.startsWith(String(cell.year)));
    expect(yearColumn).toBe(1 + years.indexOf(cell.year));
    const rowOf = async (label: string) =>
      (await tableCells(page, TABLE)).find((row) => row[0] === label) ?? [];
    await expect.poll(async () => (await rowOf(cell.category))[yearColumn]).toBe(formatCount(cell.count));
    const categoryTotal = (await rowOf(cell.category)).at(-1);

    // the measure is a radio group: arrow keys move from Counts to % of row
    await page.getByRole('radio', { name: 'Counts' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await rowOf(cell.category)).at(-1)).toBe('100%');
    expect(search(page).get('show')).toBe('rowShare');
    const [footer] = await tableCells(page, TABLE, 'tfoot tr');
    expect(footer.at(-1)).toBe('100%');
    await expectNoAxeViolations(page);
    await screenshot(page, 'facility-pivot-row-percentages');

    // the cell's link opens its facilities: the category and the year, as many as the cell counts
    const link = pivotRow(page, TABLE, cell.category).locator('td').nth(yearColumn).getByRole('link');
    await link.click();
    await page.waitForURL(/\/facilities\?/);
    expect(Object.fromEntries(search(page))).toEqual({
      env: 'afya-production',
      category: String(cell.id),
      active: 'yes',
      year: String(cell.year),
    });
    await expect
      .poll(() => listedCount(page))
      .toBe(`${formatCount(cell.count)} ${cell.count === 1 ? 'facility' : 'facilities'}`);
    const chips = page.getByRole('region', { name: 'Filter of this list' });
    await chips.getByRole('button', { name: `Remove Latest assessment in ${cell.year}` }).waitFor();
    await screenshot(page, 'facility-pivot-cell-list');

    // Back: the same pivot, as percentages of the row, from its address
    await page.goBack();
    await page.getByRole('table', { name: TABLE, exact: true }).waitFor();
    await expect.poll(async () => (await rowOf(cell.category)).at(-1)).toBe('100%');
    await page.locator('label', { hasText: 'Counts' }).click();
    await expect.poll(async () => (await rowOf(cell.category)).at(-1)).toBe(categoryTotal);
  });

  it('a "No facility group" row opens the facilities of no group (group=none), as many as the row counts', async () => {
    const { page } = browser();
    await page.getByRole('link', { name: 'Facility Numbers', exact: true }).click();
    await page.getByRole('combobox', { name: 'Rows' }).selectOption({ label: 'Facility group' });
    await page.getByRole('combobox', { name: 'Columns' }).selectOption({ label: 'Level' });
    const table = 'Facilities by Facility group and Level';
    await page.getByRole('table', { name: table, exact: true }).waitFor();
    const { rows } = await stack().db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM facilities f
       WHERE f.environment_id = $1 AND (f.is_cert_active OR f.is_self_active OR f.is_entry_active)
         AND f.facility_group_id IS NULL`,
      [ANALYST_ENVIRONMENT_ID],
    );
    const ungrouped = rows[0].count;
    expect(ungrouped).toBeGreaterThan(0);
    const row = pivotRow(page, table, 'No facility group');
    await expect.poll(() => row.locator('td').last().textContent()).toBe(formatCount(ungrouped));
    await row.locator('td').last().getByRole('link').click();
    await page.waitForURL(/\/facilities\?/);
    expect(Object.fromEntries(search(page))).toEqual({
      env: 'afya-production',
      group: 'none',
      active: 'yes',
    });
    await expect.poll(() => listedCount(page)).toBe(`${formatCount(ungrouped)} facilities`);
    const chips = page.getByRole('region', { name: 'Filter of this list' });
    await chips.getByRole('button', { name: 'Remove No facility group' }).waitFor();
  });

  it('contracts as rows: a facility in two contracts counts in both, the total once; a contract row opens a list of as many', async () => {
    const { page } = browser();
    await page.getByRole('link', { name: 'Facility Numbers', exact: true }).click();
    await page.getByRole('combobox', { name: 'Rows' }).selectOption({ label: 'Contract' });
    const table = 'Facilities by Contract and Level';
    await page.getByRole('table', { name: table, exact: true }).waitFor();
    expect(search(page).get('rows')).toBe('contract');
    await page.getByText('A facility in several contracts is counted in each', { exact: false }).waitFor();

    // the active facilities (the default filter) per contract and all of them, from the base tables
    const active = '(f.is_cert_active OR f.is_self_active OR f.is_entry_active)';
    const { rows: contracts } = await stack().db.query<{ id: number; count: number }>(
      `SELECT cf.contract_id AS id, count(*)::int AS count FROM contract_facilities cf
       JOIN facilities f ON f.environment_id = cf.environment_id AND f.id = cf.facility_id
       WHERE cf.environment_id = $1 AND ${active} GROUP BY cf.contract_id ORDER BY cf.contract_id`,
      [ANALYST_ENVIRONMENT_ID],
    );
    const { rows: all } = await stack().db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM facilities f WHERE f.environment_id = $1 AND ${active}`,
      [ANALYST_ENVIRONMENT_ID],
    );
    const [footer] = await tableCells(page, table, 'tfoot tr');
    expect(footer.at(-1)).toBe(formatCount(all[0].count));
    // the rows overlap: the row totals shown add up to the facilities plus each facility's second, third... contract
    const { rows: extra } = await stack().db.query<{ count: number }>(
      `SELECT coalesce(sum(n - 1), 0)::int AS count FROM (SELECT count(*) AS n FROM contract_facilities cf
         JOIN facilities f ON f.environment_id = cf.environment_id AND f.id = cf.facility_id
         WHERE cf.environment_id = $1 AND ${active} GROUP BY cf.facility_id) m`,
      [ANALYST_ENVIRONMENT_ID],
    );
    const shownRowTotals = (await tableCells(page, table)).map((row) =>
      Number((row.at(-1) ?? '').replace(/\D/g, '')),
    );
    expect(shownRowTotals.reduce((sum, count) => sum + count, 0)).toBe(all[0].count + extra[0].count);
    await expectNoAxeViolations(page);
    await screenshot(page, 'facility-pivot-contracts');

    // contract names repeat in the seed: the row is found by its total's list address
    const [contract] = contracts;
    const totalLink = page
      .getByRole('table', { name: table, exact: true })
      .locator(
        `tbody a[href$="/facilities?env=${ANALYST_ENVIRONMENT_ID}&contract=${contract.id}&active=yes"]`,
      );
    await expect.poll(() => totalLink.textContent()).toBe(formatCount(contract.count));
    await totalLink.click();
    await page.waitForURL(/\/facilities\?/);
    expect(Object.fromEntries(search(page))).toEqual({
      env: ANALYST_ENVIRONMENT_ID,
      contract: String(contract.id),
      active: 'yes',
    });
    await expect
      .poll(() => listedCount(page))
      .toBe(`${formatCount(contract.count)} ${contract.count === 1 ? 'facility' : 'facilities'}`);
  });

  it('two picks made at once both count: rows and columns chosen before the page draws the first', async () => {
    const { page } = browser();
    await page.getByRole('link', { name: 'Facility Numbers', exact: true }).click();
    await page.getByRole('table', { name: 'Facilities by Region and Level', exact: true }).waitFor();
    const rows = await page.getByRole('combobox', { name: 'Rows' }).elementHandle();
    const columns = await page.getByRole('combobox', { name: 'Columns' }).elementHandle();
    // both changes in one task: the page cannot draw the first choice before the second is made
    await page.evaluate(
      (picks) => {
        for (const [select, value] of picks) {
          (select as HTMLSelectElement).value = value;
          select?.dispatchEvent(new Event('change', { bubbles: true }));
        }
      },
      [
        [rows, 'category'],
        [columns, 'year'],
      ] as const,
    );
    await page.getByRole('table', { name: TABLE, exact: true }).waitFor();
    expect(search(page).get('rows')).toBe('category');
    expect(search(page).get('columns')).toBe('year');
  });
});
