import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../../scripts/chromium-launch';

export interface BlockedBrowser {
  context: BrowserContext;
  page: Page;
  /** Failed page scripts: a start-up that throws shows up here. */
  pageErrors: string[];
  close(): Promise<void>;
}

/**
 * Chromium whose profile says "Don't allow sites to save data" (cookies and site data blocked),
 * as a user or a managed policy may set it: reading `window.localStorage` throws and IndexedDB
 * refuses to open. A profile setting of its own, so it is a persistent context, not the shared one.
 */
export async function launchWithSiteDataBlocked(): Promise<BlockedBrowser> {
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'qap-chromium-blocked-'));
  await mkdir(path.join(userDataDir, 'Default'));
  const preferences = { profile: { default_content_setting_values: { cookies: 2 } } };
  await writeFile(path.join(userDataDir, 'Default', 'Preferences'), JSON.stringify(preferences));
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...chromiumLaunchOptions(),
    headless: true,
    viewport: { width: 1440, height: 900 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return {
    context,
    page,
    pageErrors,
    close: async () => {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
