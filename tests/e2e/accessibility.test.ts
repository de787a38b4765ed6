/**
 * WCAG 2.2 AA by keyboard alone: the skip link, every control of Home reached by Tab with a visible
 * focus ring, popups that keep and give back focus, and focus on the heading after a route change.
 * axe over every page state runs in accessibility-audit-*.test.ts, one file per viewport and
 * language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditStackOfFile } from './support/audit-run';
import type { E2eBrowser } from './support/browser';
import {
  openTabAndEscape,
  tabPressesTo,
  tabPressesToMain,
  unreachedControls,
  walkTabOrder,
} from './support/keyboard-walk';
import { settle, WORDS } from './support/page-states';
import { openSignedInBrowser } from './support/sign-in';

const audited = auditStackOfFile();

describe('by keyboard alone', () => {
  let browser: E2eBrowser;
  beforeAll(async () => {
    browser = await openSignedInBrowser(`${audited.stack().urls.web}/home`, 'analyst@demo.test');
  });
  afterAll(async () => browser?.close());

  const home = async () => {
    await browser.page.goto(`${audited.stack().urls.web}/home`);
    await settle(browser.page);
  };
  const focused = () => browser.page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? '');
  /** Home with both maps' on-screen lists drawn (a map starts near the screen), scrolled back to the top. */
  const homeWithMapLists = async () => {
    const { page } = browser;
    await home();
    const lists = page.getByRole('main').getByRole('group', { name: 'On screen now' });
    for (const frame of await page.locator('[data-map-frame]').all()) await frame.scrollIntoViewIfNeeded();
    await expect.poll(() => lists.locator('li').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => lists.count()).toBe(2);
    await page.evaluate(() => window.scrollTo(0, 0));
    return lists;
  };

  it('from load, Tab reaches the main content in at most 3 presses (skip link, WCAG 2.4.1)', async () => {
    await home();
    expect(await tabPressesToMain(browser.page)).toBeLessThanOrEqual(3);
  });

  it('every control on Home is reached by Tab and shows a focus ring of 3:1 or better (WCAG 2.4.7, 1.4.11)', async () => {
    await home();
    const stops = await walkTabOrder(browser.page);
    const firstInMain = stops.findIndex((stop) => stop.inMain);
    console.info(`Tab stops before the main content: ${firstInMain} of ${stops.length}`);
    expect(await unreachedControls(browser.page)).toEqual([]);
    expect(stops.filter((stop) => stop.ringContrast < 3).map((stop) => stop.description)).toEqual([]);
  });

  it("each map's list of what is on screen is passed by the link before it: Enter, then Tab, leaves the list (WCAG 2.4.1)", async () => {
    const { page } = browser;
    const lists = await homeWithMapLists();
    for (const list of await lists.all()) {
      const skip = list.getByRole('link', { name: /^Skip this list \(.+ map\)$/ });
      expect(await skip.count()).toBe(1);
      await skip.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      expect(await list.locator('ul').evaluate((node) => node.contains(document.activeElement))).toBe(false);
      expect(
        await list.evaluate(
          (node) =>
            document.activeElement !== null &&
            Boolean(node.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING),
        ),
      ).toBe(true);
    }
  });

  it("from the top of Home, Tab reaches the recently assessed facilities in at most 60 presses, passing the maps' lists by their skip links", async () => {
    const { page } = browser;
    await homeWithMapLists();
    const presses = await tabPressesTo(page, page.getByRole('table', { name: WORDS['en-US'].recent }));
    console.info(`Tab presses to the recent assessments: ${presses}`);
    expect(presses).toBeLessThanOrEqual(60);
  });

  it('the facility popup opens by keyboard, has a named close button, keeps focus inside, closes on Escape and gives focus back', async () => {
    const { page } = browser;
    await home();
    const dialog = page.getByRole('dialog', { name: 'Facility' });
    const result = await openTabAndEscape(page, {
      opener: page
        .getByRole('table', { name: WORDS['en-US'].recent })
        .locator('tbody')
        .getByRole('button')
        .first(),
      popup: dialog,
      // Waiting for the close button by its name is the check that it has one.
      ready: dialog.getByRole('button', { name: 'Close the facility summary' }),
      tabs: 6,
    });
    expect(result).toEqual({ focusInside: Array(7).fill(true), focusBack: true });
  });

  it('the user menu opens by keyboard, keeps focus inside, closes on Escape and gives focus back', async () => {
    const { page } = browser;
    await home();
    const menu = page.getByRole('menu');
    const result = await openTabAndEscape(page, {
      opener: page.getByRole('button', { name: WORDS['en-US'].userMenu }),
      popup: menu,
      ready: menu.getByRole('menuitem', { name: 'Sign out' }),
      tabs: 2,
    });
    expect(result).toEqual({ focusInside: [true, true, true], focusBack: true });
  });

  it('the saved views dialog opens by keyboard, keeps focus inside, closes on Escape and gives focus back', async () => {
    const { page } = browser;
    await home();
    const dialog = page.getByRole('dialog', { name: 'Saved views' });
    const result = await openTabAndEscape(page, {
      opener: page.getByRole('button', { name: 'Saved views' }),
      popup: dialog,
      ready: dialog.getByLabel('Name of the current view'),
      tabs: 6,
    });
    expect(result).toEqual({ focusInside: Array(7).fill(true), focusBack: true });
  });

  it('a download list opens by keyboard, closes on Escape from one of its choices and gives focus back', async () => {
    const { page } = browser;
    await home();
    const opener = page
      .getByRole('main')
      .getByRole('button', { name: /^Download / })
      .first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const name = (await opener.getAttribute('aria-label')) ?? '';
    const choices = page.getByRole('main').getByRole('group', { name, exact: true });
    await choices.waitFor();
    await page.keyboard.press('Tab');
    const focusInChoices = await choices.evaluate((node) => node.contains(document.activeElement));
    await page.keyboard.press('Escape');
    await choices.waitFor({ state: 'detached' });
    expect({
      focusInChoices,
      focusBack: await opener.evaluate((node) => node === document.activeElement),
    }).toEqual({
      focusInChoices: true,
      focusBack: true,
    });
  });

  it('a route change moves focus to the new page heading and announces the page (WCAG 2.4.3, 4.1.3)', async () => {
    const { page } = browser;
    await home();
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Network Level' })
      .focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/network$/);
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect
      .poll(() => heading.evaluate((node) => node === document.activeElement), { timeout: 10_000 })
      .toBe(true);
    expect(await focused()).toContain('<h1');
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /^Page: / })
          .textContent(),
      )
      .toBe(`Page: ${await heading.textContent()}`);
    // The document title stays what the spec says (product name, with the page title where there is one).
    expect(await page.title()).toBe('Network Level | Quality Analytics Platform');
  });
});
