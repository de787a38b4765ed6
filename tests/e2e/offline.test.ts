import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, screenshot, useSignedInStack } from './support';
import { visibleText } from './support/language-pages';

/** How many answers the portal keeps on the device (IndexedDB `qap`, store `offline_answers`). */
const keptAnswers = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('qap');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('offline_answers')) return resolve(0);
          const count = db.transaction('offline_answers').objectStore('offline_answers').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );

const facilitiesFigure = (page: Page) => page.getByRole('article', { name: /^Facilities: / }).first();
const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: /^Offline — / });

describe('offline reading', () => {
  const signedIn = useSignedInStack('analyst@demo.test', { serviceWorkers: 'allow' });

  it('signed in, the portal reloads offline, reads Home from the device and syncs again once back online', async () => {
    const { page, context } = signedIn.browser();
    const { urls } = signedIn.stack();
    await page.goto(`${urls.web}/home`);
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
      timeout: 30_000,
    });
    const online = await facilitiesFigure(page).innerText();
    await page.waitForLoadState('networkidle');
    expect(await keptAnswers(page)).toBeGreaterThan(0);

    await context.setOffline(true);
    // Belt and braces: the API cannot be reached even where setOffline does not reach.
    await context.route(`${urls.api}/**`, (route) => route.abort('internetdisconnected'));
    await page.reload();
    await page
      .getByRole('heading', { level: 1, name: 'Home' })
      .waitFor({ timeout: 30_000 })
      .catch(async (error: Error) => {
        // Say what the portal showed instead, and keep a picture of it.
        await screenshot(page, 'offline-home-failed');
        throw new Error(`${error.message}\nThe page read: ${await visibleText(page)}`);
      });
    await expect(offlineNotice(page).textContent()).resolves.toMatch(/^Offline — data from .*\d/);
    await expect.poll(() => facilitiesFigure(page).innerText()).toBe(online);
    await screenshot(page, 'offline-home');
    await expectNoAxeViolations(page, { include: 'main' });

    await context.unroute(`${urls.api}/**`);
    await context.setOffline(false);
    await expect.poll(() => offlineNotice(page).count(), { timeout: 30_000 }).toBe(0);
    await expect(facilitiesFigure(page).innerText()).resolves.toBe(online);
  });

  it('signing out leaves no answer on the device', async () => {
    const { page } = signedIn.browser();
    expect(await keptAnswers(page)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'User menu for Amani Otieno' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => keptAnswers(page)).toBe(0);
  });
});
