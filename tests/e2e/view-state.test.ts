/**
 * Issue 15 item 2 in Chromium against the real stack (docs/ui.md, "Tabs, sorts, shading and
 * medians in the address"): a table's sort and a card's Table tab chosen on Home are in the
 * address, without extra Back steps; the copied address shows the same view to another signed-in
 * user of the tenant, and a saved view brings them back.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WIRE_FILTER,
  expectedRows,
  openSignedInBrowser,
  screenshot,
  useSignedInStack,
} from './support';

const levelsCard = (page: Page) => page.getByRole('region', { name: 'Level distribution' });
const countHeader = (card: Locator) => card.getByRole('columnheader', { name: /Facilities/ });

/** The Level distribution card as a table sorted by count, most facilities first. */
async function expectLevelsTableByCountDown(page: Page, largest: number) {
  const card = levelsCard(page);
  await card.getByRole('table').waitFor();
  await expect.poll(() => countHeader(card).getAttribute('aria-sort')).toBe('descending');
  const firstCount = await card.getByRole('row').nth(1).getByRole('cell').nth(1).textContent();
  expect(Number(firstCount?.replace(/\D/g, ''))).toBe(largest);
}

describe('tabs and sorts in the address, on one stack', () => {
  const { stack, browser } = useSignedInStack('analyst@demo.test');

  it('a sort and the Table tab set on Home: the copied address shows them to another user, a saved view reopens them', async () => {
    const { page } = browser();
    const web = stack().urls.web;
    const [summary] = await expectedRows(stack(), 'Home/Summary', { filter: DEFAULT_WIRE_FILTER });
    const counts = [
      summary.none,
      summary.level1,
      summary.level2,
      summary.level3,
      summary.level4,
      summary.level5,
    ];
    const largest = Math.max(...counts.map(Number));

    await page.goto(`${web}/network`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto(`${web}/home`);
    const card = levelsCard(page);
    await card.getByText('Table', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('view.levels') === 'table');
    await countHeader(card).getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('sort.levels') === 'count:asc');
    // the table has drawn the first sort before the second click, as a user sees it before clicking again
    await expect.poll(() => countHeader(card).getAttribute('aria-sort')).toBe('ascending');
    await countHeader(card).getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('sort.levels') === 'count:desc');
    await expectLevelsTableByCountDown(page, largest);
    const address = page.url();
    expect(address).toContain('view.levels=table');
    expect(address).toContain('sort.levels=count:desc');
    await screenshot(page, 'view-state-home-levels-table');
    // The tab and sort clicks replaced Home's entry: one Back returns to the page before it, one Forward to the view.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/network');
    await page.goForward();
    await page.waitForURL((url) => url.href === address);
    await expectLevelsTableByCountDown(page, largest);

    const viewer = await openSignedInBrowser(`${web}/`, 'viewer@demo.test');
    try {
      await viewer.page.goto(address);
      await expectLevelsTableByCountDown(viewer.page, largest);
    } finally {
      await viewer.close();
    }

    // Saved with the view, then the chart again; the saved view brings back the sorted table.
    await page.getByRole('button', { name: 'Saved views' }).click();
    const dialog = page.getByRole('dialog', { name: 'Saved views' });
    await dialog.getByLabel('Name of the current view').fill('Levels by count');
    await dialog.getByRole('button', { name: 'Save current view' }).click();
    await dialog.getByRole('link', { name: 'Levels by count' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('Chart', { exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has('view.levels'));
    await page.getByRole('button', { name: 'Saved views' }).click();
    await dialog.getByRole('link', { name: 'Levels by count' }).click();
    await page.waitForURL((url) => url.searchParams.get('view.levels') === 'table');
    await expectLevelsTableByCountDown(page, largest);
  });
});
