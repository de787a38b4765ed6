import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './e2e-stack';
import { afterFrames } from './frames';

export const SCREENSHOTS_DIR = path.join(ARTIFACTS_DIR, 'screenshots');

/**
 * Pictures are for a person to look at: on a CI machine nobody can (they never leave it), so there
 * they are taken only with `E2E_SCREENSHOTS=1`. A full-page picture of a tall page costs a second of
 * software rendering.
 */
const TAKES_SCREENSHOTS =
  process.env.E2E_SCREENSHOTS === '1' || (!process.env.CI && process.env.E2E_SCREENSHOTS !== '0');

/** Saves a full-page PNG as test-artifacts/screenshots/<name>.png (git-ignored) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  if (!TAKES_SCREENSHOTS) return 'not taken (E2E_SCREENSHOTS=1 takes them)';
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  const file = path.join(SCREENSHOTS_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** `<name>-desktop` and `<name>-phone` screenshots once the page is settled; leaves it at desktop size. */
export async function screenshotDesktopAndPhone(page: Page, name: string): Promise<void> {
  if (!TAKES_SCREENSHOTS) return;
  await page.waitForLoadState('networkidle');
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  // The layout's breakpoints and the maps resize after the viewport does.
  await afterFrames(page, 3);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}
