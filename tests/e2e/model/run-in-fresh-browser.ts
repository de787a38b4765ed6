import type { TestPath } from '../../../src/pages/statecharts/model/test-paths';
import { launchBrowser } from '../support/browser';
import { type BrowserModel, type BrowserWorld, type PlannedDrivers, runBrowserPath } from './browser-model';

/**
 * Runs one browser path in a brand-new Chromium profile (no cookies, no storage) against the
 * portal at `stack.urls`, and closes the profile whatever happens.
 */
export async function runInFreshBrowser(
  path: TestPath,
  plan: PlannedDrivers,
  model: BrowserModel,
  stack: BrowserWorld['stack'],
): Promise<void> {
  const browser = await launchBrowser();
  const world: BrowserWorld = {
    page: browser.page,
    context: browser.context,
    stack,
    failedResponses: browser.failedResponses,
    held: new Map(),
    taken: [],
  };
  try {
    await runBrowserPath(path, plan, model, world);
  } finally {
    await browser.close();
  }
}
