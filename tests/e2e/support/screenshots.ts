import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './e2e-stack';

export const SCREENSHOTS_DIR = path.join(ARTIFACTS_DIR, 'screenshots');

/** Saves a full-page PNG as test-artifacts/screenshots/<name>.png (git-ignored) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  const file = path.join(SCREENSHOTS_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** `<name>-desktop` and `<name>-phone` screenshots once the page is settled; leaves it at desktop size. */
export async function screenshotDesktopAndPhone(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  // The layout's breakpoints and the maps resize after the viewport does.
  await page.waitForTimeout(500);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}
