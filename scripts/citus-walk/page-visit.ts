import path from 'node:path';
import type { Page } from 'playwright-core';

/** What one visited page showed: where it ended up and the error states on screen. */
export interface VisitResult {
  step: string;
  url: string;
  /** Texts of the error states shown (a section's failure, an error screen, options that failed). */
  errorStates: string[];
  /** The page never drew a heading, or its calls never settled. */
  unsettled?: string;
}

/**
 * The portal's English error states: a section's "The data could not be loaded" with its "Try
 * again", the crash and load-failure screens, a filter's or list's failed options. Notices that are
 * alerts but no error (a facility user's locked filter) are left out.
 */
const ERROR_TEXTS =
  /could not be loaded|could not load|could not start|could not complete|Something went wrong|Try again|^Retry$/;

/** Long enough for a cold page on a loaded 2-core machine; a page stuck on "Connecting…" fails it. */
const SETTLE_MS = 60_000;

/** Waits until the page has drawn a heading and its calls have settled. */
async function settle(page: Page): Promise<string | undefined> {
  try {
    await page.locator('h1').first().waitFor({ timeout: SETTLE_MS });
    await page.waitForLoadState('networkidle', { timeout: SETTLE_MS });
    // a section still loading (a skeleton) is not yet what the analyst sees
    await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: SETTLE_MS });
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message.split('\n')[0] : String(error);
  }
}

/** Runs `act` (a visit, a click), lets the page settle, reads its error states and takes a picture. */
export async function visit(
  page: Page,
  step: string,
  act: () => Promise<unknown>,
  screenshotsDir: string,
): Promise<VisitResult> {
  await act();
  const unsettled = await settle(page);
  const errorStates = (await page.getByText(ERROR_TEXTS).filter({ visible: true }).allTextContents()).map(
    (text) => text.trim(),
  );
  const file = `${step.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`;
  await page.screenshot({ path: path.join(screenshotsDir, file), fullPage: true });
  return { step, url: page.url(), errorStates, ...(unsettled ? { unsettled } : {}) };
}
