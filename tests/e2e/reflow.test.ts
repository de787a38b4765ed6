/**
 * Phones and WCAG 1.4.10 reflow: no route scrolls sideways on a 390,
 * 360 or 320 px phone, nor in a 1280 px window at 200 % zoom (640 CSS px). Wide tables scroll
 * inside their own card instead. Every route is visited signed in as the analyst, plus the
 * signed-out screens. The widest page per route and width is written to
 * test-artifacts/reflow-widths.json for the closing note.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANALYST_ENVIRONMENT_ID,
  ARTIFACTS_DIR,
  type E2eBrowser,
  type E2eStack,
  launchBrowser,
  openSignedInBrowser,
  screenshot,
  startE2eStack,
} from './support';
import { afterFrames } from './support/frames';

/** Phone widths of the issue, WCAG's 320 px, and 1280 px at 200 % zoom; heights are typical. */
const VIEWPORTS = [
  { name: '390', width: 390, height: 844 },
  { name: '360', width: 360, height: 740 },
  { name: '320', width: 320, height: 640 },
  { name: '200%', width: 640, height: 400 },
] as const;

let stack: E2eStack;
let facilityId: number;
let otherTenantFacilityId: number;
let comparedIds: number[];
const widths: Record<string, Record<string, number>> = {};

/** How wide the page is, and the element reaching furthest right (to name the culprit). */
function measure(page: Page) {
  return page.evaluate(() => {
    let widest = { right: 0, what: '' };
    for (const element of document.body.querySelectorAll('*')) {
      const right = element.getBoundingClientRect().right + window.scrollX;
      if (right > widest.right) {
        const label = element.getAttribute('aria-label') ?? element.textContent?.slice(0, 40) ?? '';
        widest = { right, what: `${element.tagName.toLowerCase()}.${element.className} "${label}"` };
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, viewport: window.innerWidth, widest };
  });
}

/**
 * Mantine's breakpoints, ResizeObservers (a control that turns vertical when its page narrows)
 * and charts settle within a few frames of a resize: measure after each frame until the page
 * fits, for up to 30 frames, and report the last measure.
 */
async function settledMeasure(page: Page) {
  let seen = await measure(page);
  for (let frames = 0; seen.scrollWidth > seen.viewport && frames < 30; frames++) {
    await afterFrames(page, 1);
    seen = await measure(page);
  }
  return seen;
}

/** Loads `route` once, then checks it at every width (the layout reflows on resize). */
async function expectReflowsAtEveryWidth(
  page: Page,
  route: string,
  label: string,
  ready: (page: Page) => Promise<void>,
) {
  await page.setViewportSize(VIEWPORTS[0]);
  await page.goto(`${stack.urls.web}${route}`);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const overflowing: string[] = [];
  let small: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await afterFrames(page);
    const seen = await settledMeasure(page);
    if (viewport.name === '360') small = await smallTouchTargets(page);
    widths[label] = { ...widths[label], [viewport.name]: seen.scrollWidth };
    if (seen.scrollWidth > seen.viewport) {
      overflowing.push(
        `${viewport.name}: ${seen.scrollWidth} px > ${seen.viewport} px (${seen.widest.what})`,
      );
      await screenshot(page, `reflow-${route}-${viewport.name}`);
    }
  }
  expect(overflowing, `${route} scrolls sideways`).toEqual([]);
  expect(small, `${route} has controls smaller than ${TOUCH_TARGET} px on a 360 px phone`).toEqual([]);
}

/** On a phone, every control a finger presses is at least 44 by 44 CSS px. */
const TOUCH_TARGET = 44;

/**
 * Visible controls smaller than a finger. A radio, checkbox or switch counts by its label row
 * (the row is what is pressed); a link inside a sentence is exempt, as in WCAG 2.5.5.
 */
function smallTouchTargets(page: Page) {
  return page.evaluate((minimum) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="radio"], [role="checkbox"], [role="switch"], [role="combobox"], [role="menuitem"], [role="option"], [tabindex="0"]',
    );
    const small: string[] = [];
    for (const control of controls) {
      if (
        control.closest('[aria-hidden="true"], [inert]') ||
        !control.checkVisibility({ visibilityProperty: true })
      )
        continue;
      const own = control.getBoundingClientRect();
      if (own.width === 0 || own.height === 0) continue;
      // A hidden radio is pressed through its label; a tag field's inner input through the field's box.
      const hidden = own.width < 2 || own.height < 2 || getComputedStyle(control).opacity === '0';
      const choice = control instanceof HTMLInputElement && ['radio', 'checkbox'].includes(control.type);
      // A checkbox or switch with a label is pressed anywhere on its label row (input and text together).
      const row = choice ? control.closest('.mantine-Checkbox-body, .mantine-Switch-body') : null;
      const label = choice && hidden ? (control as HTMLInputElement).labels?.[0] : undefined;
      const box = control instanceof HTMLInputElement ? control.closest('.mantine-Input-input') : null;
      const rect = (row ?? label ?? box ?? control).getBoundingClientRect();
      const inSentence =
        control.tagName === 'A' &&
        getComputedStyle(control).display === 'inline' &&
        (control.parentElement?.textContent ?? '').trim().length > (control.textContent ?? '').trim().length;
      if (inSentence) continue;
      if (rect.width < minimum || rect.height < minimum) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 30) ?? '';
        small.push(
          `${control.tagName.toLowerCase()} "${name}" ${Math.round(rect.width)}x${Math.round(rect.height)}`,
        );
      }
    }
    return [...new Set(small)];
  }, TOUCH_TARGET);
}

const mainHeading = (page: Page) => page.locator('main h1, main h2').first().waitFor();

beforeAll(async () => {
  stack = await startE2eStack();
  const facility = await stack.db.query<{ id: number }>(
    `SELECT f.id FROM facilities f WHERE f.environment_id = $1 AND f.latest_year IS NOT NULL
       AND EXISTS (SELECT 1 FROM momcare_monthly m WHERE m.facility_id = f.id) ORDER BY f.id LIMIT 1`,
    [ANALYST_ENVIRONMENT_ID],
  );
  facilityId = facility.rows[0].id;
  const other = await stack.db.query<{ id: number }>(
    'SELECT f.id FROM facilities f JOIN environments e ON e.id = f.environment_id WHERE e.tenant_id <> $1 ORDER BY f.id LIMIT 1',
    ['afya'],
  );
  otherTenantFacilityId = other.rows[0].id;
  const compared = await stack.db.query<{ id: number }>(
    `SELECT f.id FROM facilities f WHERE f.environment_id = $1 AND (f.is_cert_active OR f.is_self_active OR f.is_entry_active)
     ORDER BY f.id LIMIT 6`,
    [ANALYST_ENVIRONMENT_ID],
  );
  comparedIds = compared.rows.map((row) => row.id);
});

afterAll(async () => {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  await writeFile(path.join(ARTIFACTS_DIR, 'reflow-widths.json'), `${JSON.stringify(widths, null, 2)}\n`);
  await stack?.stop();
});

describe('signed in as the analyst, every route fits 390, 360 and 320 px and 200 % zoom', () => {
  let browser: E2eBrowser;
  beforeAll(async () => {
    // Device pixel ratio 2: a real phone, and at 640 px a 1280 px window zoomed to 200 %.
    browser = await openSignedInBrowser(`${stack.urls.web}/`, 'analyst@demo.test', {
      deviceScaleFactor: 2,
    });
  });
  afterAll(async () => browser?.close());

  const routes: [string, () => string][] = [
    ['the root page', () => '/'],
    ['Home', () => '/home'],
    ['Facility Details', () => `/facility/details/${facilityId}`],
    ['MomCare', () => `/facility/momcare/${facilityId}`],
    ['a facility of another tenant', () => `/facility/details/${otherTenantFacilityId}`],
    ['Benchmarking with a facility', () => `/benchmarking?facilityId=${facilityId}`],
    ['Benchmarking V2 with six facilities', () => `/benchmarking/v2?ids=${comparedIds.join(',')}`],
    ['Network Level', () => '/network'],
    ['Yearly Performance', () => '/yearlyperformance'],
    ['Facility Numbers', () => '/facilitynumbers'],
    ['the facility list of a drill-through', () => '/facilities?level=3&active=yes'],
    ['Statecharts', () => '/statecharts'],
    ['Public', () => '/public'],
    ['Not Authorized', () => '/not-authorized'],
    ['an unknown address', () => '/no-such-page'],
  ];
  it.each(routes)(
    '%s reflows at 390, 360 and 320 px and at 200 percent zoom, with 44 px touch targets on phones',
    async (_name, route) => {
      await expectReflowsAtEveryWidth(browser.page, route(), `${route()} (analyst)`, mainHeading);
    },
  );
});

/** What a user of a wide table sees: whether it scrolls, where its first column is, and the shadows. */
function tableScrollState(page: Page, tableName: string) {
  return page.getByRole('table', { name: tableName, exact: true }).evaluate((table) => {
    const scroller = table.parentElement as HTMLElement;
    const frame = scroller.parentElement as HTMLElement;
    const firstCell = table.querySelector('tbody td') as HTMLElement;
    return {
      scrolls: scroller.scrollWidth > scroller.clientWidth,
      firstColumnOffset: Math.round(
        firstCell.getBoundingClientRect().left - scroller.getBoundingClientRect().left,
      ),
      shadowAfter: getComputedStyle(frame, '::after').opacity === '1',
      shadowBefore: getComputedStyle(firstCell).boxShadow !== 'none',
    };
  });
}

const scrollToEnd = (page: Page, tableName: string) =>
  page.getByRole('table', { name: tableName, exact: true }).evaluate((table) => {
    const scroller = table.parentElement as HTMLElement;
    scroller.scrollLeft = scroller.scrollWidth;
  });

describe('wide tables scroll inside their card, with a sticky first column and a scroll shadow', () => {
  let browser: E2eBrowser;
  beforeAll(async () => {
    browser = await openSignedInBrowser(`${stack.urls.web}/`, 'analyst@demo.test');
  });
  afterAll(async () => browser?.close());

  const tables: [string, () => string, string][] = [
    ['Network Level', () => '/network', 'Countries of the filtered network'],
    ['Yearly Performance', () => '/yearlyperformance', 'Average score per service element and year'],
    [
      'the Benchmarking V2 heat map',
      () => `/benchmarking/v2?ids=${comparedIds.join(',')}`,
      'Service element scores of the chosen facilities',
    ],
  ];
  it.each(tables)(
    '%s: on a 360 px phone the table scrolls in its card, the first column stays, shadows show what is hidden',
    async (_name, route, tableName) => {
      const { page } = browser;
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${stack.urls.web}${route()}`);
      await page.getByRole('table', { name: tableName, exact: true }).waitFor();
      await expect
        .poll(() => tableScrollState(page, tableName))
        .toEqual({
          scrolls: true,
          firstColumnOffset: 0,
          shadowAfter: true,
          shadowBefore: false,
        });
      await scrollToEnd(page, tableName);
      await expect
        .poll(() => tableScrollState(page, tableName))
        .toEqual({
          scrolls: true,
          firstColumnOffset: 0,
          shadowAfter: false,
          shadowBefore: true,
        });
      await screenshot(page, `wide-table-${tableName}-360-scrolled`);
      expect(await tableScrollState(page, tableName)).toEqual({
        scrolls: true,
        firstColumnOffset: 0,
        shadowAfter: false,
        shadowBefore: true,
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    },
  );

  it.each(tables)(
    '%s: at 1440 px a table wider than its card shows a shadow where columns are hidden',
    async (_name, route, tableName) => {
      const { page } = browser;
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${stack.urls.web}${route()}`);
      await page.getByRole('table', { name: tableName, exact: true }).waitFor();
      // The shadow follows the table's size once its observer has seen it.
      await expect
        .poll(async () => {
          const { shadowAfter, scrolls } = await tableScrollState(page, tableName);
          return shadowAfter === scrolls;
        })
        .toBe(true);
      const state = await tableScrollState(page, tableName);
      widths[`${tableName} at 1440 px`] = { scrolls: Number(state.scrolls) };
      expect(state.firstColumnOffset).toBe(0);
    },
  );
});

describe('signed out, every screen fits 390, 360 and 320 px and 200 % zoom', () => {
  let browser: E2eBrowser;
  beforeAll(async () => {
    browser = await launchBrowser({ deviceScaleFactor: 2 });
  });
  afterAll(async () => browser?.close());

  const routes: [string, () => string][] = [
    ['the root page', () => '/'],
    ['a signed-in page', () => '/network'],
    ['an unknown address', () => '/no-such-page'],
    ['Public', () => '/public'],
    ['a public certificate', () => `/public?tenantId=afya&facilityId=${facilityId}`],
  ];
  it.each(routes)(
    '%s (signed out) reflows at 390, 360 and 320 px and at 200 percent zoom, with 44 px touch targets on phones',
    async (_name, route) => {
      await expectReflowsAtEveryWidth(browser.page, route(), `${route()} (signed out)`, (page) =>
        page.locator('h1, h2').first().waitFor(),
      );
    },
  );
});
