import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './e2e-stack';
import { compactText, readPdf } from './pdf-text';

/** Texts only the frame shows: the drawer's links and filter panel, the skip link, header and page controls. */
export const FRAME_ONLY_TEXTS = [
  'Compare facilities',
  'Network Level',
  'Yearly Performance',
  'Facility Numbers',
  'Facility filter',
  'Skip to main content',
  'Download',
];

/** A day in the report header's "Printed" line (long date style, English). */
export const longDate = (date: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(date);

/**
 * The page printed as "Save as PDF" does (print media, A4), kept as test-artifacts/<name>.pdf:
 * the PDF, each sheet's text, and the days the "Printed" line may name (printing may cross midnight).
 */
export async function printToPdf(page: Page, name: string) {
  const before = new Date();
  // page.pdf() prints with the media last emulated: a test that went back to 'screen' would print the screen
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4' }).finally(() => page.emulateMedia({ media: null }));
  const printedOn = [longDate(before), longDate(new Date())];
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  await writeFile(path.join(ARTIFACTS_DIR, `${name}.pdf`), pdf);
  return { pdf, pages: readPdf(pdf).pages, printedOn };
}

/** A chart card as printed: its title and the texts its figure shows (axis, category and legend labels). */
export interface PrintedChart {
  title: string;
  texts: string[];
}

/** The page's chart cards and their figures' texts, read in print media (the layout page.pdf() prints). */
export async function chartsInPrint(page: Page): Promise<PrintedChart[]> {
  await page.emulateMedia({ media: 'print' });
  try {
    return await page.locator('main section:has(figure)').evaluateAll((cards) =>
      cards.map((card) => {
        const texts = new Set<string>();
        const figure = card.querySelector('figure') as HTMLElement;
        const walker = document.createTreeWalker(figure, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const box = node.parentElement?.getBoundingClientRect();
          const text = node.textContent?.trim();
          if (text && box && box.width > 0) texts.add(text);
        }
        return { title: card.querySelector('h2')?.textContent?.trim() ?? '', texts: [...texts] };
      }),
    );
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
}

/**
 * The charts no page break cut: for each, one sheet of the PDF holds its title and every text of
 * its figure. (A chart cut across two sheets has its lower labels on the next.) Returns the charts
 * that no sheet holds whole.
 */
export function chartsCutAcrossSheets(charts: PrintedChart[], sheets: string[]): string[] {
  const compactSheets = sheets.map(compactText);
  return charts
    .filter(
      (chart) =>
        !compactSheets.some(
          (sheet) =>
            sheet.includes(compactText(chart.title)) &&
            chart.texts.every((text) => sheet.includes(compactText(text))),
        ),
    )
    .map((chart) => chart.title);
}
