import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  type E2eBrowser,
  type E2eStack,
  expectNoAxeViolations,
  launchBrowser,
  screenshot,
  signInAndWaitForUserMenu,
  startE2eStack,
} from './support';
import { syncMachine } from '../../machines/sync';
import { checkLiveDiagrams, definedEdges, liveStatechart } from './support/live-statecharts';

/** The lazy route chunk of /statecharts and the Mermaid chunks it loads. */
const STATECHARTS_CHUNK = /\/assets\/Statecharts\.page-[\w-]+\.js$/;
const MERMAID_CHUNK = /\/assets\/[^/]*(mermaid|stateDiagram)[^/]*\.js$/i;

/** Every machine the page shows, by the id the app gives its actor, in the tabs' order. */
const LIVE_MACHINES = [
  'app',
  'session',
  'environment',
  'language',
  'permissions',
  'sync',
  'filter',
  'filterOptions',
  'toggles',
  'usage',
  'savedViews',
  'myFacility',
  'documentDownload',
  'pageData',
];

/** The active states the view lists in words for the open machine. */
const listedStates = (page: Page) =>
  page
    .getByRole('list', { name: /^(Current state|État actuel)$/ })
    .getByRole('listitem')
    .allTextContents();

/** The event types of the open machine's "Last events received" table, newest first. */
const lastEventTypes = (page: Page) =>
  page.getByRole('tabpanel').locator('table tbody tr td:nth-child(2)').allTextContents();

/** Ids of the highlighted (class `current`) state boxes in the drawn SVG. */
const highlightedIds = (page: Page) =>
  page
    .getByRole('tabpanel')
    .locator('svg .current')
    .evaluateAll((nodes) => nodes.map((node) => node.id));

describe('/statecharts in Chromium against the real stack', () => {
  let stack: E2eStack;
  let analyst: E2eBrowser;
  let viewer: E2eBrowser;

  beforeAll(async () => {
    stack = await startE2eStack();
    analyst = await launchBrowser();
    viewer = await launchBrowser();
  });

  afterAll(async () => {
    await analyst?.close();
    await viewer?.close();
    await stack?.stop();
  });

  it('switching the language moves the highlight live: ready.idle, ready.saving while the choice is saved, then ready.idle', async () => {
    const { page } = analyst;
    onTestFailed(async () => {
      await screenshot(page, 'statecharts-failure');
    });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${stack.urls.web}/`);
    await signInAndWaitForUserMenu(page, 'analyst@demo.test', { userName: 'Amani Otieno' });

    await page.goto(`${stack.urls.web}/statecharts`);
    await page.getByRole('heading', { level: 1, name: 'Statecharts' }).waitFor({ timeout: 30_000 });
    await page.getByRole('tab', { name: 'Language' }).click();
    await expect.poll(() => listedStates(page), { timeout: 30_000 }).toEqual(['ready.idle']);
    await expect
      .poll(() => highlightedIds(page), { timeout: 30_000 })
      .toEqual([expect.stringContaining('ready__idle')]);
    expect(await page.getByRole('img', { name: /Current state: ready\.idle\./ }).count()).toBe(1);
    expect(requested.some((url) => STATECHARTS_CHUNK.test(url))).toBe(true);
    expect(requested.some((url) => MERMAID_CHUNK.test(url))).toBe(true);
    // History from the portal's start, before /statecharts was drawn: the machine's own start.
    expect(await lastEventTypes(page)).toContain('xstate.init');
    await screenshot(page, 'statecharts-language-before-switch');

    // Hold the save of the signed-in user's choice, so the saving state stays on screen.
    let releaseSave: () => void = () => {};
    const saveHeld = new Promise<void>((resolve) => {
      releaseSave = resolve;
    });
    await page.route('**/api/qps/users/settings', async (route) => {
      if (route.request().method() === 'PUT') await saveHeld;
      await route.continue();
    });
    await page.getByRole('banner').getByLabel('Language').click();
    await page.getByRole('option', { name: /^Français/ }).click();
    await expect.poll(() => lastEventTypes(page), { timeout: 30_000 }).toContain('language.select');
    await expect.poll(() => listedStates(page), { timeout: 30_000 }).toEqual(['ready.saving']);
    await expect
      .poll(() => highlightedIds(page), { timeout: 30_000 })
      .toEqual([expect.stringContaining('ready__saving')]);
    await screenshot(page, 'statecharts-language-saving');

    releaseSave();
    await expect.poll(() => listedStates(page), { timeout: 30_000 }).toEqual(['ready.idle']);
    await expect.poll(() => highlightedIds(page)).toEqual([expect.stringContaining('ready__idle')]);
    await page.unroute('**/api/qps/users/settings');
    await screenshot(page, 'statecharts-language-after-switch');
    expect(analyst.consoleErrors.filter((line) => !/favicon/i.test(line))).toEqual([]);
  });

  it('the highlight follows the sync machine live when the analyst switches environment', async () => {
    const { page } = analyst;
    onTestFailed(async () => {
      await screenshot(page, 'statecharts-sync-failure');
    });
    // The previous test left the analyst's portal in French: this one reads it in English.
    await page
      .getByRole('banner')
      .getByLabel(/^(Language|Langue)$/)
      .click();
    await page.getByRole('option', { name: /^English/ }).click();
    await page.getByRole('tab', { name: 'Sync', exact: true }).click();
    await expect.poll(() => listedStates(page), { timeout: 30_000 }).toEqual(['idle']);
    await expect
      .poll(() => highlightedIds(page), { timeout: 30_000 })
      .toEqual([expect.stringContaining('idle')]);

    // Hold the facility-set request of the data sync, so its first step stays on screen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/qps/facility/set', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.getByRole('banner').getByLabel('Environment').click();
    await page.getByRole('option', { name: 'Training' }).click();

    await expect.poll(() => listedStates(page), { timeout: 30_000 }).toEqual(['dataSync.facilitySet']);
    await expect
      .poll(() => highlightedIds(page), { timeout: 30_000 })
      .toEqual([expect.stringContaining('dataSync__facilitySet')]);
    expect(await page.getByRole('img', { name: /Current state: dataSync\.facilitySet\./ }).count()).toBe(1);
    expect(await lastEventTypes(page)).toContain('sync.data');
    await screenshot(page, 'statecharts-sync-loading-facility-set');

    release();
    await expect.poll(() => listedStates(page), { timeout: 30_000 }).toEqual(['idle']);
    await expect.poll(() => highlightedIds(page)).toEqual([expect.stringMatching(/idle/)]);
    expect(await lastEventTypes(page)).toContain('xstate.done.actor.fetchFacilitySet');
    await screenshot(page, 'statecharts-sync-idle-again');
    await page.unroute('**/api/qps/facility');
  });

  it('follows a portal tab opened after the inspector, and exports its trace as a test path', async () => {
    const { page, context } = analyst;
    const later = await context.newPage();
    onTestFailed(async () => {
      await screenshot(page, 'statecharts-later-tab-failure');
    });
    try {
      await later.goto(`${stack.urls.web}/network`);
      await later.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
      const title = await later.title();
      const follow = page.getByRole('combobox', { name: 'Follow' });
      const option = follow.getByRole('option', {
        name: new RegExp(`^Other tab: ${title.replace(/[|()]/g, '.')}`),
      });
      await expect.poll(() => option.count(), { timeout: 30_000 }).toBeGreaterThan(0);
      // by the option's value (the tab's id), read at once: its label carries the tab's title, which may still change
      const tab = await follow.evaluate(
        (select) =>
          [...(select as HTMLSelectElement).options].find((item) => item.text.trim().startsWith('Other tab'))
            ?.value ?? '',
      );
      await follow.selectOption(tab);
      await page.getByRole('tab', { name: 'Language' }).click();
      await expect.poll(() => listedStates(page), { timeout: 30_000 }).toEqual(['ready.idle']);
      // History from before the inspector heard of the tab: its start is in the replayed trace.
      await expect.poll(() => lastEventTypes(page), { timeout: 30_000 }).toContain('xstate.init');

      // A choice made in the later tab reaches the inspector live.
      await later.getByRole('banner').getByLabel('Language').click();
      await later.getByRole('option', { name: /^Français/ }).click();
      await expect.poll(() => lastEventTypes(page), { timeout: 30_000 }).toContain('language.select');
      await screenshot(page, 'statecharts-following-later-tab');
      // The inspector's controls (follow, timers switch, zoom, send form, export, tables) pass axe.
      await expectNoAxeViolations(page, { include: 'main' });

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export the Language trace as a test path' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('language-recorded-path.json');
      const report = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'));
      expect(report).toMatchObject({ machine: 'language', strategy: 'recorded' });
      expect(report.paths[0].steps).toContainEqual(
        expect.objectContaining({ event: { type: 'language.select', cultureName: 'fr-FR' } }),
      );
      expect(JSON.stringify(report)).not.toMatch(/eyJ[\w-]*\.[\w-]+\./);
    } finally {
      await later.close();
    }
  });

  it('every machine on the live page draws every transition of its definition, at most 1,400 px wide', async () => {
    const { page } = analyst;
    onTestFailed(async () => {
      await screenshot(page, 'statecharts-live-diagrams-failure');
    });
    const edges = await definedEdges();
    // A fresh page (this tab only), read in English: the later tab of the previous test chose French.
    await page.goto(`${stack.urls.web}/statecharts`);
    await page
      .getByRole('banner')
      .getByLabel(/^(Language|Langue)$/)
      .click();
    await page.getByRole('option', { name: /^English/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Statecharts' }).waitFor({ timeout: 30_000 });
    const checks = await checkLiveDiagrams(page, edges);
    for (const { machine, width, viewBoxWidth, missing } of checks)
      console.log(
        `live statechart ${machine}: ${width} px wide (viewBox ${viewBoxWidth}), missing ${missing.length}`,
      );
    expect(checks.map(({ machine }) => machine)).toEqual(LIVE_MACHINES);
    expect(checks.filter(({ missing }) => missing.length > 0)).toEqual([]);
    expect(checks.filter(({ width, viewBoxWidth }) => !(width <= 1400 && viewBoxWidth <= 1400))).toEqual([]);
    await page.getByRole('tab', { name: 'Sync', exact: true }).click();
    // The production build leaves descriptions out of the machines it runs, not out of this view.
    const meaning = syncMachine.config.description ?? '';
    expect(meaning).not.toBe('');
    await expect.poll(() => page.getByText(meaning, { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'statecharts-live-sync-elk');
  });

  it('a diagram zooms in and out and pans by arrow keys and by dragging, with the buttons and by keyboard', async () => {
    const { page } = analyst;
    onTestFailed(async () => {
      await screenshot(page, 'statecharts-pan-zoom-failure');
    });
    await page.getByRole('tab', { name: 'Session' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Session' });
    const frame = panel.getByRole('group', { name: /^Diagram: drag or use the arrow keys/ });
    const svg = liveStatechart(page, 'Session');
    await svg.waitFor({ timeout: 30_000 });
    const box = async () =>
      (await svg.boundingBox()) ?? { x: Number.NaN, y: Number.NaN, width: 0, height: 0 };
    const natural = (await box()).width;
    const zoomed = async () => (await box()).width / natural;

    // The buttons: 125 %, back down to 80 %, then actual size.
    await panel.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(zoomed).toBeCloseTo(1.25, 2);
    await expect.poll(() => panel.getByRole('toolbar').textContent()).toContain('125 %');
    await panel.getByRole('button', { name: 'Zoom out' }).click();
    await panel.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(zoomed).toBeCloseTo(0.8, 2);
    await panel.getByRole('button', { name: 'Actual size' }).click();
    await expect.poll(zoomed).toBeCloseTo(1, 2);

    // The keyboard, on the focused frame: + and - zoom, 0 resets.
    await frame.focus();
    await page.keyboard.press('+');
    await expect.poll(zoomed).toBeCloseTo(1.25, 2);
    await page.keyboard.press('-');
    await expect.poll(zoomed).toBeCloseTo(1, 2);
    for (const _ of [1, 2, 3]) await page.keyboard.press('+');
    await expect.poll(zoomed).toBeGreaterThan(1.9);
    await page.keyboard.press('0');
    await expect.poll(zoomed).toBeCloseTo(1, 2);

    // Panning needs a picture larger than its frame: three steps in, then from the top-left corner.
    for (const _ of [1, 2, 3]) await page.keyboard.press('+');
    await expect.poll(zoomed).toBeGreaterThan(1.9);
    await frame.evaluate((element) => element.scrollTo(0, 0));
    const start = await box();
    const moved = async () => {
      const now = await box();
      return { right: Math.round(start.x - now.x), down: Math.round(start.y - now.y) };
    };
    await page.keyboard.press('ArrowRight');
    await expect.poll(moved).toEqual({ right: expect.any(Number), down: 0 });
    const step = (await moved()).right;
    expect(step).toBeGreaterThan(0);
    await page.keyboard.press('ArrowDown');
    await expect.poll(moved).toEqual({ right: step, down: step });
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    await expect.poll(moved).toEqual({ right: 0, down: 0 });

    // Dragging: the picture follows the pointer.
    const frameBox = (await frame.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    const [x, y] = [frameBox.x + frameBox.width / 2, frameBox.y + frameBox.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 120, y - 90, { steps: 6 });
    await page.mouse.up();
    await expect.poll(moved).toEqual({ right: 120, down: 90 });
    await screenshot(page, 'statecharts-session-zoomed-and-panned');
    await page.keyboard.press('0');
  });

  it('a viewer without QAP.DemoMode gets Not Authorized and never downloads the statecharts chunk', async () => {
    const { page } = viewer;
    onTestFailed(async () => {
      await screenshot(page, 'statecharts-viewer-failure');
    });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${stack.urls.web}/`);
    await signInAndWaitForUserMenu(page, 'viewer@demo.test', { userName: 'Juma Mwangi' });

    await page.goto(`${stack.urls.web}/statecharts`);
    await page.waitForURL(`${stack.urls.web}/not-authorized`, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Not authorized' }).waitFor();
    await screenshot(page, 'statecharts-viewer-not-authorized');
    expect(requested.filter((url) => STATECHARTS_CHUNK.test(url) || MERMAID_CHUNK.test(url))).toEqual([]);
  });
});
