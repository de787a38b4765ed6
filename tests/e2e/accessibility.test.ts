/**
 * Issue 18: WCAG 2.2 AA you can certify. axe-core (WCAG 2.0/2.1/2.2 A and AA plus best practices)
 * over every route and interactive state, signed out and in, and the identity provider's pages, at
 * 1440 px in English and at 390 px in French; 0 violations of any impact. Figures per page state
 * land in test-artifacts/accessibility/<run>.json. One stack, one signed-in and one signed-out
 * browser per run, each reused across its states.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuditedState,
  SIGNED_IN_STATES,
  SIGNED_OUT_STATES,
  type StateContext,
} from './support/audited-states';
import { createAxeReport } from './support/axe-audit';
import { type E2eBrowser, launchBrowser } from './support/browser';
import { type E2eStack, startE2eStack } from './support/e2e-stack';
import { openTabAndEscape, tabPressesToMain, unreachedControls, walkTabOrder } from './support/keyboard-walk';
import { AUDIT_RUNS, openSelect, settle, WORDS } from './support/page-states';
import { openSignedInBrowser } from './support/sign-in';

let stack: E2eStack;
let seeded: Pick<StateContext, 'facilityId' | 'comparedIds'>;

beforeAll(async () => {
  // QAP_E2E_PORTAL_ROOT serves a portal built elsewhere (as in pages-2): how the figures before
  // the fixes were measured, with main's build.
  const portalRoot = process.env.QAP_E2E_PORTAL_ROOT;
  // The analyst's tenant is the special one, so the user menu holds its public register link
  // (/public without a tenant lists the first tenant, afya, either way).
  const env = { QAP_SPECIAL_TENANT_ID: 'afya' };
  stack = await startE2eStack(portalRoot ? { rootDir: portalRoot, build: false, env } : { env });
  const { rows } = await stack.db.query<{ id: number }>(
    `SELECT f.id FROM facilities f
     WHERE f.environment_id = 'afya-production' AND f.latest_year IS NOT NULL
       AND EXISTS (SELECT 1 FROM momcare_monthly m WHERE m.facility_id = f.id)
     ORDER BY f.id LIMIT 3`,
  );
  seeded = { facilityId: rows[0].id, comparedIds: rows.map((row) => row.id) };
});
afterAll(async () => stack?.stop());

describe('by keyboard alone (issue 18)', () => {
  let browser: E2eBrowser;
  beforeAll(async () => {
    browser = await openSignedInBrowser(`${stack.urls.web}/home`, 'analyst@demo.test');
  });
  afterAll(async () => browser?.close());

  const home = async () => {
    await browser.page.goto(`${stack.urls.web}/home`);
    await settle(browser.page);
  };
  const focused = () => browser.page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? '');

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

describe.each(AUDIT_RUNS)('axe finds no violation at $viewport.width px in $culture', (run) => {
  const words = WORDS[run.culture];
  const report = createAxeReport(run.name);
  const context = (): StateContext => ({ stack, words, culture: run.culture, ...seeded });
  let signedOut: E2eBrowser;
  let signedIn: E2eBrowser;

  beforeAll(async () => {
    signedOut = await launchBrowser({ viewport: run.viewport });
    // The portal's language before sign-in comes from the address; the identity provider follows it.
    await signedOut.page.goto(`${stack.urls.web}/public?language=${run.culture}`);
    await settle(signedOut.page);
    signedIn = await openSignedInBrowser(`${stack.urls.web}/`, 'analyst@demo.test', {
      viewport: run.viewport,
    });
    if (run.culture !== 'en-US') {
      await settle(signedIn.page);
      await openSelect(signedIn.page, WORDS['en-US'], WORDS['en-US'].language);
      await signedIn.page.getByRole('option', { name: 'Français (France)' }).click();
      await signedIn.page.getByRole('button', { name: words.userMenu }).waitFor();
    }
  });
  afterAll(async () => {
    await report.save();
    await signedOut?.close();
    await signedIn?.close();
  });

  const audit = async (browser: () => E2eBrowser, state: AuditedState) => {
    const { page } = browser();
    await state.show(page, context());
    const violations = await report.audit(page, state.name);
    await state.leave?.(page, context());
    expect(violations).toEqual([]);
  };

  it.each(SIGNED_OUT_STATES.map((state) => [state.name, state] as const))(
    'signed out: %s',
    async (_, state) => audit(() => signedOut, state),
  );
  it('the facility popup\'s badges are shown whole, not cut to "NI…" (issue 18, 390 px in French)', async () => {
    const { page } = signedIn;
    const popup = SIGNED_IN_STATES.find((state) => state.name === 'home, facility popup open');
    await popup?.show(page, context());
    const cut = await page
      .getByRole('dialog')
      .locator('.mantine-Badge-label')
      .evaluateAll((labels) =>
        labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent),
      );
    await popup?.leave?.(page, context());
    expect(cut).toEqual([]);
  });
  it.each(SIGNED_IN_STATES.map((state) => [state.name, state] as const))('signed in: %s', async (_, state) =>
    audit(() => signedIn, state),
  );
});
