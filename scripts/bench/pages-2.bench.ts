/**
 * `npx tsx scripts/bench/pages-2.bench.ts --data-dir DIR [--portal-root DIR]`: the longest main-thread
 * task (Chromium long-task observer) during each interaction on Benchmarking, Benchmarking V2, Network
 * Level and Yearly Performance, and the getResult latencies the browser saw, against a stack over a
 * big seed (DIR holds `pglite/`: `npx tsx server/db/seed-cli.ts --facilities 100000 --data-dir DIR/pglite`).
 * `--portal-root` serves a portal built elsewhere (`vite build --outDir <root>/dist`); by default the
 * work tree's dist/ is (re)built. Results go to the console and test-artifacts/bench/pages-2.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { readServerConfig } from '../../server/config/server-config';
import { startStack } from '../../server/stack';
import { launchBrowser, signInThroughPortal } from '../../tests/e2e/support';

const ROOT_DIR = path.resolve(import.meta.dirname, '../..');
const BUDGET_MS = 200;

const { values } = parseArgs({
  options: { 'data-dir': { type: 'string' }, 'portal-root': { type: 'string' } },
});
if (!values['data-dir']) throw new Error('--data-dir is required (a folder holding a seeded pglite/)');

interface Measured {
  interaction: string;
  longTasks: number;
  longestMs: number;
  wallMs: number;
}

/** Every long task (> 50 ms) the page runs is recorded from the first script on. */
const OBSERVE_LONG_TASKS = () => {
  const tasks: { start: number; duration: number }[] = [];
  (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
};

const results: Measured[] = [];

/** Runs one interaction, waits until its result shows and the page is idle, and keeps its long tasks. */
async function measure(page: Page, interaction: string, act: () => Promise<void>): Promise<void> {
  const since = await page.evaluate(() => performance.now());
  const started = Date.now();
  await act();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const tasks = await page.evaluate(
    (from) =>
      (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks.filter(
        (task) => task.start >= from,
      ),
    since,
  );
  const longestMs = Math.round(Math.max(0, ...tasks.map((task) => task.duration)));
  results.push({ interaction, longTasks: tasks.length, longestMs, wallMs: Date.now() - started });
  console.log(
    `${longestMs > BUDGET_MS ? 'OVER' : 'ok  '} ${String(longestMs).padStart(5)} ms  ${interaction}`,
  );
}

const table = (page: Page, name: string) =>
  page.getByRole('table', { name, exact: true }).waitFor({ timeout: 120_000 });
const nav = (page: Page, name: string) =>
  page.getByRole('navigation').getByRole('link', { name, exact: true }).first().click();

async function pick(page: Page, placeholder: string, typed: string) {
  const input = page.getByPlaceholder(placeholder);
  await input.click();
  await input.fill(typed);
  await page.getByRole('option').first().click();
}

const stack = await startStack({
  config: readServerConfig({}, ROOT_DIR),
  ports: { web: 0, api: 0, idp: 0 },
  dataDir: values['data-dir'],
  rootDir: values['portal-root'] ?? ROOT_DIR,
  build: values['portal-root'] ? false : undefined,
  log: () => {},
});
const browser = await launchBrowser();
const { page } = browser;
try {
  await page.context().addInitScript(OBSERVE_LONG_TASKS);
  await page.goto(`${stack.urls.web}/`);
  await signInThroughPortal(page, 'analyst@demo.test');
  await page.getByRole('button', { name: /^User menu for / }).waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  const facilities = await page.evaluate(async () => {
    const [entry] = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('/api/qps/facility'));
    return entry ? Math.round(entry.duration) : null;
  });
  console.log(`filtered facility list (POST /api/qps/facility) after sign-in: ${facilities} ms`);

  await measure(page, 'Benchmarking: open from the drawer', async () => {
    await nav(page, 'Benchmarking');
    await page.getByPlaceholder('Search a facility by name').waitFor({ timeout: 120_000 });
  });
  await measure(page, 'Benchmarking: search "Amani" and pick a facility', async () => {
    await pick(page, 'Search a facility by name', 'Amani');
    await table(page, 'Scores against peers');
  });
  await measure(page, 'Benchmarking: switch to the same-level peer group', async () => {
    await page.getByText('Same level', { exact: true }).click();
    await table(page, 'Scores against peers');
  });
  await measure(page, 'Benchmarking V2: open from the drawer', async () => {
    await nav(page, 'Benchmarking V2');
    await page.getByPlaceholder('Search and add a facility').waitFor({ timeout: 120_000 });
  });
  for (const name of ['Hospital', 'Dispensary', 'Hospital']) {
    await measure(page, `Benchmarking V2: add a facility ("${name}")`, async () => {
      await pick(page, 'Search and add a facility', name);
      await page.keyboard.press('Escape');
      await table(page, 'Service element scores of the chosen facilities');
    });
  }
  await measure(page, 'Benchmarking V2: sort the heat map by Clinical Care', async () => {
    await page.getByRole('button', { name: /^Clinical Care/ }).click();
  });
  await measure(page, 'Network Level: open from the drawer', async () => {
    await nav(page, 'Network Level');
    await table(page, 'Countries of the filtered network');
  });
  await measure(page, 'Network Level: drill into the first country', async () => {
    await page
      .getByRole('table', { name: 'Countries of the filtered network' })
      .locator('tbody')
      .getByRole('button')
      .first()
      .click();
    await table(page, 'Regions of the filtered network');
  });
  await measure(page, 'Network Level: drill into the first region', async () => {
    await page
      .getByRole('table', { name: 'Regions of the filtered network' })
      .locator('tbody')
      .getByRole('button')
      .first()
      .click();
    await table(page, 'Districts of the filtered network');
  });
  await measure(page, 'Network Level: back to all countries (breadcrumb)', async () => {
    await page
      .getByRole('navigation', { name: 'Place' })
      .getByRole('button', { name: 'All countries' })
      .click();
    await table(page, 'Countries of the filtered network');
  });
  await measure(page, 'Network Level: filter to certification level 4', async () => {
    await page.getByRole('combobox', { name: 'Certification levels' }).click();
    await page.getByRole('option', { name: 'Level 4', exact: true }).click();
    await page.keyboard.press('Escape');
    await table(page, 'Countries of the filtered network');
  });
  await measure(page, 'Yearly Performance: open from the drawer', async () => {
    await nav(page, 'Yearly Performance');
    await table(page, 'Overall results per year');
  });
  await measure(page, 'Yearly Performance: add a service element line', async () => {
    const inputId = await page.locator('label', { hasText: 'Add service elements' }).getAttribute('for');
    await page.locator(`[id="${inputId}"]`).click({ force: true }); // the field wrapper takes the click
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
  });

  const latencies = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/qps/query/getResult'))
      .map((entry) => ({
        key: decodeURIComponent(entry.name.split('hint=')[1] ?? ''),
        ms: Math.round(entry.duration),
      })),
  );
  console.log('\ngetResult latencies seen by the browser:');
  for (const { key, ms } of latencies) console.log(`  ${String(ms).padStart(6)} ms  ${key}`);
  const over = results.filter((result) => result.longestMs > BUDGET_MS);
  console.log(`\n${over.length} of ${results.length} interactions had a task over ${BUDGET_MS} ms`);
  await mkdir(path.join(ROOT_DIR, 'test-artifacts', 'bench'), { recursive: true });
  await writeFile(
    path.join(ROOT_DIR, 'test-artifacts', 'bench', 'pages-2.json'),
    JSON.stringify(
      { budgetMs: BUDGET_MS, facilityListMs: facilities, interactions: results, getResult: latencies },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await stack.stop();
}
