import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../scripts/chromium-launch';

export interface E2eBrowser {
  context: BrowserContext;
  page: Page;
  /** Browser console errors and failed page scripts, for assertions and debugging. */
  consoleErrors: string[];
  /** "<status> <method> <url>" of every response with status 400 or above. */
  failedResponses: string[];
  close(): Promise<void>;
}

/** Debian Chromium with a brand-new, empty profile (no cookies, no storage from earlier runs). */
export async function launchBrowser(
  options: { viewport?: { width: number; height: number } } = {},
): Promise<E2eBrowser> {
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'qap-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...chromiumLaunchOptions(),
    headless: true,
    viewport: options.viewport ?? { width: 1440, height: 900 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  const failedResponses: string[] = [];
  context.on('response', (response) => {
    if (response.status() >= 400)
      failedResponses.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return {
    context,
    page,
    consoleErrors,
    failedResponses,
    close: async () => {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
