import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANALYST_ENVIRONMENT_ID,
  chooseFilterLevel,
  DEFAULT_WIRE_FILTER,
  downloadTable,
  type E2eBrowser,
  type E2eStack,
  expectedRows,
  expectNoAxeViolations,
  exportCsv,
  figure,
  formatCount,
  formatScore,
  openSignedInBrowser,
  resetFilter,
  SCREENSHOTS_DIR,
  screenshot,
  screenshotDesktopAndPhone,
  startE2eStack,
  tableCells,
} from './support';
import { mapSettled } from './support/map-settled';

let stack: E2eStack;
let browser: E2eBrowser;

/** A seeded facility of the environment with assessments, documents and MomCare months. */
async function richFacility() {
  const { rows } = await stack.db.query<{ id: number; name: string }>(
    `SELECT f.id, f.name FROM facilities f
     WHERE f.environment_id = $1 AND f.latest_year IS NOT NULL
       AND EXISTS (SELECT 1 FROM activities a WHERE a.facility_id = f.id)
       AND EXISTS (SELECT 1 FROM momcare_monthly m WHERE m.facility_id = f.id)
     ORDER BY f.id LIMIT 1`,
    [ANALYST_ENVIRONMENT_ID],
  );
  return rows[0];
}

describe('Home, Facility Details, MomCare and Facility Numbers against the real stack', () => {
  beforeAll(async () => {
    stack = await startE2eStack();
    browser = await openSignedInBrowser(`${stack.urls.web}/`, 'analyst@demo.test');
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('Home shows the headline figures, level mix, maps and recent assessments of the seed, and follows the filter', async () => {
    const { page } = browser;
    await page.goto(`${stack.urls.web}/home`);
    const [summary] = await expectedRows(stack, 'Home/Summary', { filter: DEFAULT_WIRE_FILTER });
    await expect(figure(page, 'Facilities').textContent()).resolves.toContain(
      formatCount(summary.facilityCount),
    );
    await expect(figure(page, 'Active').textContent()).resolves.toContain(formatCount(summary.activeCount));
    await expect(figure(page, 'Average latest score').textContent()).resolves.toContain(
      formatScore(summary.averageLatestScore),
    );
    await expect(page.getByRole('region', { name: 'Level distribution' }).textContent()).resolves.toContain(
      `Level 3: ${formatCount(summary.level3)}`,
    );
    await expect(
      page.getByRole('region', { name: 'Service level map', exact: true }).textContent(),
    ).resolves.toContain(`${formatCount(summary.facilityCount)} facilities shown`);
    // The server's clusters or single points are drawn on the map once they arrive (and it is on screen).
    const canvas = page
      .getByRole('region', { name: 'Service level map', exact: true })
      .locator('[data-map-canvas]');
    await mapSettled(canvas);

    const recent = await expectedRows(stack, 'Home/RecentAssessments', {
      filter: DEFAULT_WIRE_FILTER,
      limit: 10,
    });
    const rows = await tableCells(page, 'Recently assessed facilities');
    expect(rows.map((row) => row[0])).toEqual(recent.map((row) => row.facilityName));
    const csv = await exportCsv(page, 'Recently assessed facilities');
    expect(csv).toHaveLength(recent.length);
    expect(csv[0]).toContain(recent[0].facilityName);
    await expectNoAxeViolations(page);
    await screenshotDesktopAndPhone(page, 'pages-1-home');

    await page.getByRole('button', { name: recent[0].facilityName }).click();
    await page
      .getByRole('dialog')
      .getByRole('heading', { name: recent[0].facilityName })
      .waitFor({ state: 'visible', timeout: 10_000 });
    await page.keyboard.press('Escape');

    await chooseFilterLevel(page, 4);
    const [levelFour] = await expectedRows(stack, 'Home/Summary', {
      filter: { ...DEFAULT_WIRE_FILTER, awardedLevels: [4] },
    });
    await expect
      .poll(() => figure(page, 'Facilities').textContent())
      .toContain(formatCount(levelFour.facilityCount));
    await expect.poll(() => figure(page, 'Certified at level 4').textContent()).toContain('100%');
    await resetFilter(page);
  });

  it("Home's level distribution marks the environment's level target, level 3 or above as seeded", async () => {
    const { page } = browser;
    await page.goto(`${stack.urls.web}/home`);
    const chart = page.getByRole('region', { name: 'Level distribution' });
    await chart
      .getByText(
        'Target: level 3 or above. Bars at or above the target level are outlined with a dashed line.',
      )
      .waitFor();
    expect(await chart.locator('[data-target-mark] title').allTextContents()).toEqual([
      expect.stringMatching(/^Level 3 · /),
      expect.stringMatching(/^Level 4 · /),
      expect.stringMatching(/^Level 5 · /),
    ]);
    const [summary] = await expectedRows(stack, 'Home/Summary', { filter: DEFAULT_WIRE_FILTER });
    const reached = summary.level3 + summary.level4 + summary.level5;
    await expect(chart.textContent()).resolves.toContain(
      `Target: level 3 or above: ${formatCount(reached)} of ${formatCount(summary.facilityCount)} facilities`,
    );
    await screenshot(page, 'targets-home-levels');
  });

  it('Home’s tables download as an Excel workbook and its charts as PNG and SVG images', async () => {
    const { page } = browser;
    await page.goto(`${stack.urls.web}/home`);
    const recent = await expectedRows(stack, 'Home/RecentAssessments', {
      filter: DEFAULT_WIRE_FILTER,
      limit: 10,
    });
    await expect
      .poll(async () => (await tableCells(page, 'Recently assessed facilities')).length)
      .toBe(recent.length);
    const xlsx = await downloadTable(page, 'Recently assessed facilities', 'Excel spreadsheet (.xlsx)');
    expect(xlsx.suggestedFilename()).toBe('recently-assessed-facilities.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(await readFile(await xlsx.path())).buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(recent.length + 1);
    expect(sheet.getCell('A2').value).toBe(recent[0].facilityName);

    const chart = page.getByRole('region', { name: 'Level distribution' });
    const imageOf = async (format: string) => {
      await chart.getByRole('button', { name: /^Download the chart Level distribution/ }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: format, exact: true }).click(),
      ]);
      return readFile(await download.path());
    };
    const [summary] = await expectedRows(stack, 'Home/Summary', { filter: DEFAULT_WIRE_FILTER });
    const svg = (await imageOf('Image (SVG)')).toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toContain('foreignObject');
    // the bars are there with their colours, and the level names as text
    expect(svg).toMatch(/<rect[^>]+fill/);
    expect(svg).toContain('Level 3');
    expect(svg).toContain('>Level distribution</text>');
    expect(summary.level3).toBeGreaterThan(0);
    const png = await imageOf('Image (PNG)');
    await mkdir(SCREENSHOTS_DIR, { recursive: true });
    await writeFile(join(SCREENSHOTS_DIR, 'pages-1-level-distribution-export.png'), png);
    await writeFile(join(SCREENSHOTS_DIR, 'pages-1-level-distribution-export.svg'), svg);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const figureWidth = await chart
      .locator('figure')
      .evaluate((element) => element.getBoundingClientRect().width);
    // IHDR: width at byte 16; the figure with a 12 px margin each side, drawn at twice the size
    expect(png.readUInt32BE(16)).toBe(Math.ceil((figureWidth + 24) * 2));
  });

  it('right after sign-in, a cancelled request never shows as a failure: Home and the filter options load', async () => {
    // A fresh sign-in: StrictMode restarts each screen's data actors while their first requests run.
    const fresh = await openSignedInBrowser(`${stack.urls.web}/`, 'analyst@demo.test');
    try {
      const { page } = fresh;
      await figure(page, 'Facilities').waitFor();
      await page.waitForLoadState('networkidle');
      await expect(page.getByText(/cancel/i).count()).resolves.toBe(0);
      await expect(page.getByText('Options could not be loaded').count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: 'Try again' }).count()).resolves.toBe(0);
      await page.getByRole('combobox', { name: 'Countries' }).click();
      await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
    } finally {
      await fresh.close();
    }
  });

  it('Facility Numbers pivots the filtered facilities with totals that match the seed, and exports them', async () => {
    const { page } = browser;
    await page.goto(`${stack.urls.web}/facilitynumbers`);
    const counts = await expectedRows(stack, 'FacilityNumbers/Counts', { filter: DEFAULT_WIRE_FILTER });
    const regions = counts.filter((row) => row.dimension === 'region');
    const total = regions.reduce((sum, row) => sum + row.count, 0);
    const tableName = 'Facilities by Region and Level';
    await expect
      .poll(async () => (await tableCells(page, tableName)).map((row) => [row[0], row.at(-1)]).sort())
      .toEqual(regions.map((row) => [row.label, formatCount(row.count)]).sort());
    expect((await tableCells(page, tableName, 'tfoot tr'))[0].at(-1)).toBe(formatCount(total));
    const csv = await exportCsv(page, tableName);
    expect(csv).toHaveLength(regions.length + 1);
    expect(csv.at(-1)).toMatch(new RegExp(`^Total,.*,${total}$`));
    await expectNoAxeViolations(page);
    await screenshotDesktopAndPhone(page, 'pages-1-facility-numbers');

    await chooseFilterLevel(page, 2);
    const levelTwo = await expectedRows(stack, 'FacilityNumbers/Counts', {
      filter: { ...DEFAULT_WIRE_FILTER, awardedLevels: [2] },
    });
    const levelTwoTotal = levelTwo
      .filter((row) => row.dimension === 'region')
      .reduce((sum, row) => sum + row.count, 0);
    await expect
      .poll(async () => (await tableCells(page, tableName, 'tfoot tr'))[0].at(-1))
      .toBe(formatCount(levelTwoTotal));
    await resetFilter(page);
  });

  it('Facility Details shows the seeded facility, its scores, history, thumbnail and a downloadable document', async () => {
    const { page } = browser;
    const target = await richFacility();
    await page.goto(`${stack.urls.web}/facility/details/${target.id}`);
    await page.getByRole('heading', { level: 1, name: target.name }).waitFor();
    const [details] = await expectedRows(stack, 'Facility/Details', { facilityId: target.id });
    const overview = page.getByRole('region', { name: 'Facility overview' });
    await expect(overview.textContent()).resolves.toContain(
      `${details.districtName}, ${details.regionName}, ${details.countryName}`,
    );
    await expect(overview.textContent()).resolves.toContain(
      details.awardedLevel === null ? 'Uncertified' : `Level ${details.awardedLevel}`,
    );
    const image = page.getByRole('img', { name: `Photo of ${target.name}` });
    await image.waitFor();
    expect(
      await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0),
    ).toBe(true);

    const history = await expectedRows(stack, 'Facility/AssessmentHistory', { facilityId: target.id });
    const historyCard = page.getByRole('region', { name: 'Assessment history' });
    await historyCard.getByText('Table', { exact: true }).click();
    expect((await tableCells(page, 'Assessment history')).map((row) => [row[0], row[2]])).toEqual(
      history.map((row) => [String(row.year), formatScore(row.totalScore)]),
    );
    const scores = await expectedRows(stack, 'Facility/ServiceElementScores', { facilityId: target.id });
    await expect(
      page.getByRole('region', { name: /^Latest assessment by service element/ }).textContent(),
    ).resolves.toContain(
      `${scores.reduce((best, row) => (row.score > best.score ? row : best)).serviceElementName}`,
    );
    // Each element's median of the facility's country, region and category, in the table view
    const elementsCard = page.getByRole('region', { name: /^Latest assessment by service element/ });
    await elementsCard.getByText('Table', { exact: true }).click();
    expect(
      (await tableCells(page, `Latest assessment by service element (${scores[0].year})`)).map((row) =>
        row.slice(2, 5),
      ),
    ).toEqual(scores.map((row) => [row.nationalMedian, row.regionalMedian, row.peerMedian].map(formatScore)));
    expect(scores.some((row) => row.nationalMedian !== null)).toBe(true);

    const [activity] = await expectedRows(stack, 'Facility/Activities', { facilityId: target.id });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download ${activity.fileName}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(activity.fileName);
    await expectNoAxeViolations(page);
    await screenshotDesktopAndPhone(page, 'pages-1-facility-details');

    await page.goto(`${stack.urls.web}/facility/details/99999999`);
    // the page's own message names the facility; the API client's notification says what kind of failure it is
    await expect(
      page.getByRole('alert').filter({ hasText: 'Facility 99999999 was not found' }).textContent(),
    ).resolves.toContain('Facility 99999999 was not found');
    await expect(
      page.getByRole('alert').filter({ hasText: 'This was not found' }).first().textContent(),
    ).resolves.toContain('not yours to see');
  });

  it('MomCare shows the months the seed holds, narrows them with the period selector and exports them', async () => {
    const { page } = browser;
    const target = await richFacility();
    await page.goto(`${stack.urls.web}/facility/momcare/${target.id}`);
    const months = await expectedRows(stack, 'MomCare/Indicators', { facilityId: target.id });
    const latest = months.slice(-12);
    const tableName = 'Indicators per month';
    await expect
      .poll(async () => (await tableCells(page, tableName)).map((row) => row[1]))
      .toEqual(latest.map((row) => formatCount(row.firstAncVisits)));
    const deliveries = latest.reduce((sum, row) => sum + row.facilityDeliveries, 0);
    await expect(figure(page, 'Facility deliveries').textContent()).resolves.toContain(
      formatCount(deliveries),
    );
    expect(await exportCsv(page, tableName)).toHaveLength(latest.length);
    await expectNoAxeViolations(page);
    await screenshotDesktopAndPhone(page, 'pages-1-momcare');

    // the shared period picker: the latest year's last quarter has three months
    await page.getByRole('combobox', { name: 'Period type' }).selectOption({ label: 'Quarter' });
    await page.getByText('Q4 2025 compared with Q3 2025').waitFor();
    expect(await tableCells(page, tableName)).toHaveLength(3);
  });

  it('the pages read in French, with numbers in the French format', async () => {
    const { page } = browser;
    const target = await richFacility();
    await page.goto(`${stack.urls.web}/facility/momcare/${target.id}?language=fr-FR`);
    await page.getByRole('heading', { name: 'Indicateurs par mois' }).waitFor();
    await screenshot(page, 'pages-1-momcare-fr');
    // The language parameter chooses French for this load only (saving it is the frame's concern).
    await page.goto(`${stack.urls.web}/home?language=fr-FR`);
    await page.getByRole('heading', { level: 1, name: 'Accueil' }).waitFor();
    const [summary] = await expectedRows(stack, 'Home/Summary', { filter: DEFAULT_WIRE_FILTER });
    await expect(
      page
        .getByRole('article', { name: /^Établissements: / })
        .first()
        .textContent(),
    ).resolves.toContain(new Intl.NumberFormat('fr-FR').format(summary.facilityCount));
    await screenshot(page, 'pages-1-home-fr');
  });
});
