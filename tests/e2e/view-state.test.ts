/**
 * In Chromium against the real stack (docs/ui.md, "Tabs, sorts, shading and
 * medians in the address"): a table's sort and a card's Table tab chosen on Home are in the
 * address, without extra Back steps; the copied address shows the same view to another signed-in
 * user of the tenant, and a saved view brings them back. A map's Map/Table switch and shading, and
 * Yearly Performance's Chart/Table switch and extra element lines, are in the address too: a
 * reload and the copied address keep them, and Back leaves the page in one press.
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
const cardNamed = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/**
 * Picks an option of a Mantine select or multi-select, by name or by place, in its own list
 * (another card's select has the same options). A multi-select's list stays open between picks;
 * its input is hidden (not searchable), so a click on its box (`opener`) opens the list.
 */
async function pick(page: Page, input: Locator, option: string | number, opener = input) {
  if ((await input.getAttribute('aria-expanded')) !== 'true') await opener.click();
  const list = page.locator(`[id="${await input.getAttribute('aria-controls')}"]`);
  const options = list.getByRole('option');
  await (typeof option === 'number' ? options.nth(option) : options.filter({ hasText: option })).click();
}

/** The service-level map gave way to its table, and the other map is shaded by the share at level 4. */
async function expectLevelMapTableAndShadingAtLevel4(page: Page) {
  await cardNamed(page, 'Service level map').getByRole('table').waitFor();
  const activeMap = cardNamed(page, 'Available services map');
  await expect
    .poll(() => activeMap.getByLabel('Shade regions and districts by').first().inputValue())
    .toBe('Share at level N or above');
  await expect.poll(() => activeMap.getByLabel('Level N', { exact: true }).first().inputValue()).toBe('4');
}
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

  it("a map's Map/Table switch and shading: in the address, kept by a reload and the copied address, and Back leaves Home in one press", async () => {
    const { page } = browser();
    const web = stack().urls.web;
    await page.goto(`${web}/network`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto(`${web}/home`);
    await cardNamed(page, 'Service level map').getByText('Table', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('view.levelMap') === 'table');
    const activeMap = cardNamed(page, 'Available services map');
    await pick(
      page,
      activeMap.getByLabel('Shade regions and districts by').first(),
      'Share at level N or above',
    );
    await page.waitForURL(
      (url) => url.searchParams.get('shade.activeMap')?.startsWith('shareAtLevel') === true,
    );
    await pick(page, activeMap.getByLabel('Level N', { exact: true }).first(), '4');
    await page.waitForURL((url) => url.searchParams.get('shade.activeMap') === 'shareAtLevel:4');
    await expectLevelMapTableAndShadingAtLevel4(page);
    const address = page.url();
    await screenshot(page, 'view-state-home-maps');

    await page.reload();
    await expectLevelMapTableAndShadingAtLevel4(page);
    expect(page.url()).toBe(address);
    const copied = await page.context().newPage();
    try {
      await copied.goto(address);
      await expectLevelMapTableAndShadingAtLevel4(copied);
    } finally {
      await copied.close();
    }
    // the switch and the shading replaced Home's entry: one Back is the page before it
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/network');
  });

  it("Yearly Performance's Chart/Table switch and extra element lines: in the address, kept by a reload and the copied address, and Back leaves the page in one press", async () => {
    const { page } = browser();
    const web = stack().urls.web;
    await page.goto(`${web}/network`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto(`${web}/yearlyperformance`);
    const trend = cardNamed(page, 'Average score per year');
    const elements = trend.getByLabel('Add service elements').first();
    const elementsBox = trend.locator('.mantine-MultiSelect-input');
    await trend.locator('figure').waitFor();
    const legendNames = () =>
      trend.getByRole('list', { name: 'Legend' }).getByRole('listitem').allTextContents();
    const before = await legendNames();
    await pick(page, elements, 0, elementsBox);
    await page.waitForURL((url) => /^\d+$/.test(url.searchParams.get('lines.trend') ?? ''));
    await pick(page, elements, 1, elementsBox);
    await page.waitForURL((url) => /^\d+,\d+$/.test(url.searchParams.get('lines.trend') ?? ''));
    // two element lines beside the overall one: the legend names two more
    await expect.poll(async () => (await legendNames()).length).toBe(before.length + 2);
    const drawn = await legendNames();
    await cardNamed(page, 'Level mix per year').getByText('Table', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('view.levels') === 'table');
    const address = page.url();
    const lines = new URL(address).searchParams.get('lines.trend');
    const expectSameView = async (shown: Page) => {
      await cardNamed(shown, 'Level mix per year').getByRole('table').waitFor();
      const shownTrend = cardNamed(shown, 'Average score per year');
      await expect
        .poll(() => shownTrend.getByRole('list', { name: 'Legend' }).getByRole('listitem').allTextContents())
        .toEqual(drawn);
    };
    await screenshot(page, 'view-state-yearly-lines');

    await page.reload();
    await expectSameView(page);
    expect(new URL(page.url()).searchParams.get('lines.trend')).toBe(lines);
    const copied = await page.context().newPage();
    try {
      await copied.goto(address);
      await expectSameView(copied);
    } finally {
      await copied.close();
    }
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/network');
  });
});
