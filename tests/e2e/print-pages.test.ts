/**
 * Beyond Home (docs/ui.md, Print): every other page with charts, and the
 * drill-through list, in print media, shows no navigation, opens with the report header (the
 * page's name, the filter in words on the pages the filter drives, the day printed) and has its
 * chart and map cards at the sheet's width; the list prints its filter chips and search, not its
 * controls. Yearly Performance saved as PDF holds that header and its yearly figures as the server
 * computes them, and none of the frame's texts; the pages with charts saved as PDF cut no chart
 * across two sheets (page breaks fall between sections).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ANALYST_ENVIRONMENT_ID,
  DEFAULT_WIRE_FILTER,
  expectedRows,
  formatCount,
  formatScore,
  screenshot,
  useSignedInStack,
} from './support';
import { compactText } from './support/pdf-text';
import {
  chartsCutAcrossSheets,
  chartsInPrint,
  FRAME_ONLY_TEXTS,
  longDate,
  printToPdf,
} from './support/print-report';

/** The default filter as the report header says it. */
const DEFAULT_FILTER_WORDS = 'Active state: Active';

/** The page's data drawn: its first chart, or its first table where it draws none. */
async function drawn(page: Page) {
  await page.getByRole('main').locator('figure, table').first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('printing every page with charts, signed in as the analyst', () => {
  const { stack, browser } = useSignedInStack('analyst@demo.test');

  /** Active facilities with a latest assessment and MomCare months: every page has something to show. */
  async function facilityIds(count: number) {
    const { rows } = await stack().db.query<{ id: number }>(
      `SELECT f.id FROM facilities f
       WHERE f.environment_id = $1 AND (f.is_cert_active OR f.is_self_active OR f.is_entry_active)
         AND f.latest_year IS NOT NULL AND EXISTS (SELECT 1 FROM momcare_monthly m WHERE m.facility_id = f.id)
       ORDER BY f.id LIMIT ${count}`,
      [ANALYST_ENVIRONMENT_ID],
    );
    return rows.map((row) => row.id);
  }

  const pages: [name: string, path: (ids: number[]) => string, filtered: boolean][] = [
    ['Network Level', () => '/network', true],
    ['Yearly Performance', () => '/yearlyperformance', true],
    ['Benchmarking', ([id]) => `/benchmarking?facilityId=${id}`, true],
    ['Compare facilities', (ids) => `/benchmarking/v2?ids=${ids.join(',')}`, true],
    ['Facility Numbers', () => '/facilitynumbers', true],
    // a facility's pages show one facility: no filter line (docs/ui.md, Print)
    ['Facility Details', ([id]) => `/facility/details/${id}`, false],
    ['MomCare', ([id]) => `/facility/momcare/${id}`, false],
    // the drill-through list prints its own filter as chips, not the filter line
    ['Facilities', () => '/facilities?level=3', false],
  ];
  it.each(pages)(
    '%s in print media: the report header with its page, filter and date; no navigation',
    async (name, path, filtered) => {
      const { page } = browser();
      await page.goto(`${stack().urls.web}${path(await facilityIds(3))}`);
      await drawn(page);
      const header = page.getByTestId('print-report-header');
      expect(await header.isVisible()).toBe(false);
      await page.emulateMedia({ media: 'print' });
      try {
        expect(await header.isVisible()).toBe(true);
        const words = compactText((await header.textContent()) ?? '');
        expect(words).toContain(compactText(`Page ${name}`));
        expect(words).toContain(compactText('Environment Production'));
        if (filtered) expect(words).toContain(compactText(`Filter ${DEFAULT_FILTER_WORDS}`));
        else expect(words).not.toContain(compactText('Filter'));
        expect(words).toContain(compactText(`Printed ${longDate(new Date())}`));
        expect(await page.locator('#main-drawer').isVisible()).toBe(false);
        expect(await page.locator('header').first().isVisible()).toBe(false);
        // Network's drill path ("Place": All countries > Kenya) says where the report is and prints
        // as a line of text; every other navigation is left out.
        for (const navigation of await page.getByRole('navigation', { includeHidden: true }).all())
          if ((await navigation.getAttribute('aria-label')) !== 'Place')
            expect(await navigation.isVisible(), 'navigation').toBe(false);
        expect(await page.getByRole('navigation', { name: 'Pages', includeHidden: true }).isVisible()).toBe(
          false,
        );
        expect(await page.locator('button', { hasText: /^Print$/ }).isVisible()).toBe(false);
        // charts and maps take the sheet's width: each card as wide as the page content
        const main = await page.locator('main').boundingBox();
        for (const card of await page
          .locator('main section:has(figure), main section:has([data-map-canvas])')
          .all())
          expect((await card.boundingBox())?.width, 'card width').toBeGreaterThan((main?.width ?? 0) * 0.95);
        // the median chosen is named by the legend: its control is not printed
        for (const control of await page.getByRole('radiogroup', { name: 'Median shown' }).all())
          expect(await control.isVisible()).toBe(false);
        await screenshot(page, `print-${name.toLowerCase().replaceAll(' ', '-')}`);
      } finally {
        await page.emulateMedia({ media: 'screen' });
      }
    },
  );

  it('Yearly Performance saved as PDF: the report header, each year’s figures from the server, no navigation', async () => {
    const { page } = browser();
    await page.goto(`${stack().urls.web}/yearlyperformance`);
    await page.getByRole('table', { name: 'Overall results per year' }).waitFor();
    await drawn(page);
    const years = await expectedRows(stack(), 'YearlyPerformance/Overall', { filter: DEFAULT_WIRE_FILTER });
    const { pages, printedOn } = await printToPdf(page, 'print-yearly-performance');
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(pages.length).toBeLessThanOrEqual(8);

    const firstPage = compactText(pages[0]);
    expect(firstPage).toContain(compactText('Page: Yearly Performance'));
    expect(firstPage).toContain(compactText(`Filter: ${DEFAULT_FILTER_WORDS}`));
    expect(printedOn.some((date) => firstPage.includes(compactText(`Printed: ${date}`)))).toBe(true);

    const text = compactText(pages.join(' '));
    expect(text).toContain(compactText('Average score per year'));
    expect(text).toContain(compactText('Level mix per year'));
    expect(text).not.toContain(compactText('Add service elements'));
    // the yearly table's year, assessed count and average, row by row
    for (const row of years)
      expect(text, String(row.year)).toContain(
        compactText(`${row.year} ${formatCount(row.assessedCount)} ${formatScore(row.averageScore)}`),
      );
    // the page's own name is in its header; the drawer's other links are not printed
    for (const frameText of FRAME_ONLY_TEXTS.filter((text) => text !== 'Yearly Performance'))
      expect(text, frameText).not.toContain(compactText(frameText));
  });

  it('the drill-through list in print media: its filter chips and its search, without their controls', async () => {
    const { page } = browser();
    const chips = page.getByRole('region', { name: 'Filter of this list', includeHidden: true });
    const searchBox = page.getByRole('searchbox', { name: 'Search by name or code', includeHidden: true });
    const buttons = ['Search', 'Download this list (CSV)', 'Remove Level 3'].map((name) =>
      page.getByRole('button', { name, exact: true, includeHidden: true }),
    );
    // a word of a level-3 facility's name: the searched list is not empty
    const { rows } = await stack().db.query<{ name: string }>(
      `SELECT name FROM facilities WHERE environment_id = $1 AND awarded_level = 3
         AND (is_cert_active OR is_self_active OR is_entry_active) ORDER BY id LIMIT 1`,
      [ANALYST_ENVIRONMENT_ID],
    );
    const word = rows[0].name.split(' ')[0];
    for (const [address, searched] of [
      ['/facilities?level=3', false],
      [`/facilities?level=3&q=${encodeURIComponent(word)}`, true],
    ] as const) {
      await page.goto(`${stack().urls.web}${address}`);
      await drawn(page);
      await page.emulateMedia({ media: 'print' });
      try {
        expect(await chips.isVisible()).toBe(true);
        expect(compactText((await chips.textContent()) ?? '')).toContain(compactText('Level 3'));
        // a search is part of what the list shows: printed; no search, no empty box on paper
        expect(await searchBox.isVisible(), address).toBe(searched);
        for (const button of buttons) expect(await button.isVisible(), address).toBe(false);
        await screenshot(page, `print-facilities${searched ? '-searched' : ''}`);
      } finally {
        await page.emulateMedia({ media: 'screen' });
      }
    }
  });

  it.each([
    ['Network Level', () => '/network'],
    ['Yearly Performance', () => '/yearlyperformance'],
    ['Facility Details', (id: number) => `/facility/details/${id}`],
    ['MomCare', (id: number) => `/facility/momcare/${id}`],
  ])(
    '%s saved as PDF: page breaks fall between sections, no chart is cut across two sheets',
    async (name, path) => {
      const { page } = browser();
      const [id] = await facilityIds(1);
      await page.goto(`${stack().urls.web}${path(id)}`);
      await drawn(page);
      const charts = await chartsInPrint(page);
      expect(charts.length).toBeGreaterThan(0);
      const { pages } = await printToPdf(page, `print-breaks-${name.toLowerCase().replaceAll(' ', '-')}`);
      expect(pages.length).toBeGreaterThan(1);
      expect(chartsCutAcrossSheets(charts, pages)).toEqual([]);
    },
  );
});
