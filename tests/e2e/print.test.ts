/**
 * In Chromium against the real stack: "A print layout for every page: no
 * navigation, charts at full width, page breaks between sections, and a header with the filter
 * summary and date. [...] A browser test prints Home to PDF and checks its pages and text."
 * Home is printed with page.pdf() (print media, A4, as "Save as PDF" does) and the PDF's own
 * text is read back (support/pdf-text.ts).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WIRE_FILTER,
  expectedRows,
  expectNoAxeViolations,
  formatCount,
  formatScore,
  screenshot,
  useSignedInStack,
} from './support';
import { afterFrames } from './support/frames';
import { mapSettled } from './support/map-settled';
import { compactText, readPdfImages } from './support/pdf-text';
import { FRAME_ONLY_TEXTS, printToPdf } from './support/print-report';

/** Home with its figures, chart, both maps (the analyst's environment has every toggle on) and table drawn. */
async function openHome(page: Page, web: string) {
  await page.goto(`${web}/home`);
  await page.getByRole('article', { name: /^Facilities: / }).waitFor();
  await page.getByRole('table', { name: 'Recently assessed facilities' }).waitFor();
  for (const title of ['Service level map', 'Available services map'])
    await mapSettled(page.getByRole('region', { name: title, exact: true }).locator('[data-map-canvas]'));
}

describe('printing Home, signed in as the analyst', () => {
  const { stack, browser } = useSignedInStack('analyst@demo.test');

  it('Home saved as PDF is a report: the report header, Home figures, and no navigation or controls', async () => {
    const { page } = browser();
    await openHome(page, stack().urls.web);
    const [summary] = await expectedRows(stack(), 'Home/Summary', { filter: DEFAULT_WIRE_FILTER });
    const { pdf, pages, printedOn } = await printToPdf(page, 'print-home');
    // Figures, a chart, two maps and a table: a few sheets. A layout that cuts nothing off and
    // wastes no sheet stays well under ten.
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(pages.length).toBeLessThanOrEqual(8);
    const text = compactText(pages.join(' '));

    // The report header opens the first sheet.
    const firstPage = compactText(pages[0]);
    expect(firstPage).toContain(compactText('Quality Analytics Platform'));
    expect(firstPage).toContain(compactText('Page: Home'));
    expect(firstPage).toContain(compactText('Environment: Production'));
    expect(firstPage).toContain(compactText('Filter: Active state: Active'));
    expect(printedOn.some((date) => firstPage.includes(compactText(`Printed: ${date}`)))).toBe(true);

    // Home's figures, as the server computes them for the default filter.
    expect(text).toContain(compactText(`Facilities ${formatCount(summary.facilityCount)}`));
    expect(text).toContain(compactText(`Average latest score ${formatScore(summary.averageLatestScore)}`));
    expect(text).toContain(compactText('Level distribution'));
    expect(text).toContain(compactText('Recently assessed facilities'));

    // Both maps print as drawn (a WebGL canvas prints blank unless drawn for the sheet), with their legends.
    const pictures = readPdfImages(pdf).filter((image) => image.distinctSamples > 1);
    expect(pictures.length).toBeGreaterThanOrEqual(2);
    expect(text).toContain(compactText('Service level map'));
    expect(text).toContain(compactText(`${formatCount(summary.facilityCount)} facilities shown`));

    for (const frameText of FRAME_ONLY_TEXTS) expect(text, frameText).not.toContain(compactText(frameText));
  });

  it('in print media the report header shows and the frame and controls do not; on screen the reverse', async () => {
    const { page } = browser();
    await openHome(page, stack().urls.web);
    const reportHeader = page.getByTestId('print-report-header');
    const navigation = page.locator('#main-drawer');
    const printButton = page.locator('button', { hasText: /^Print$/ });
    const downloadButtons = page.locator('button', { hasText: /^Download$/ });
    const chartTableSwitches = page.locator('.mantine-SegmentedControl-root');

    expect(await reportHeader.isVisible()).toBe(false);
    expect(await navigation.isVisible()).toBe(true);
    expect(await printButton.isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    await page.emulateMedia({ media: 'print' });
    try {
      expect(await reportHeader.isVisible()).toBe(true);
      expect(await navigation.isVisible()).toBe(false);
      expect(await page.locator('header').first().isVisible()).toBe(false);
      expect(await printButton.isVisible()).toBe(false);
      for (const control of [downloadButtons, chartTableSwitches])
        for (const one of await control.all()) expect(await one.isVisible()).toBe(false);
      // Charts and maps take the sheet's width: each card as wide as the page content.
      const main = await page.locator('main').boundingBox();
      for (const card of await page
        .locator('main section:has(figure), main section:has([data-map-canvas])')
        .all()) {
        const box = await card.boundingBox();
        expect(box?.width).toBeGreaterThan((main?.width ?? 0) * 0.95);
      }
      await screenshot(page, 'print-home');
      // As on an A4 sheet with 12 mm margins (186 mm = 703 CSS px): the layout page.pdf() prints.
      const viewport = page.viewportSize();
      await page.setViewportSize({ width: 703, height: 1000 });
      await afterFrames(page, 3);
      await screenshot(page, 'print-home-a4');
      if (viewport) await page.setViewportSize(viewport);
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });
});
