import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './e2e-stack';
import { readPdf } from './pdf-text';

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
