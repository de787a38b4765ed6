/**
 * Main-thread blocking on Home, Facility Details, MomCare and Facility Numbers with a large seed.
 *
 *   npx tsx scripts/bench/pages-1-long-tasks.ts [--data-dir .data/bench-100000] [--facilities 100000]
 *     [--portal-root DIR]
 *
 * Starts the stack over the data folder (seeding it on first use), signs in as analyst@demo.test
 * in Chromium, and for each interaction records the long tasks (Long Tasks API, > 50 ms) that
 * happen from the input until the page is idle again. Prints the longest task per interaction.
 * `--portal-root` serves a portal built elsewhere (`vite build --outDir <root>/dist`) instead of
 * (re)building the work tree's dist/. A benchmark, not a test: the numbers depend on the machine.
 */
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { startStack } from '../../server/stack';
import { chromiumLaunchOptions } from '../chromium-launch';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string', default: '.data/bench-100000' },
    facilities: { type: 'string', default: '100000' },
    'portal-root': { type: 'string' },
  },
});
const dataDir = values['data-dir'];

/** Collects every long task of each document the page loads, from its first script on. */
function watchLongTasks(page: Page) {
  return page.addInitScript(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask', buffered: true });
  });
}

async function takeLongTasks(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[] };
    const tasks = w.__longTasks;
    w.__longTasks = [];
    return tasks;
  });
}

const results: { interaction: string; longest: number; tasks: number[] }[] = [];

async function measure(page: Page, interaction: string, act: () => Promise<void>, fromNow = true) {
  if (fromNow) await takeLongTasks(page);
  await act();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const tasks = await takeLongTasks(page);
  results.push({ interaction, longest: Math.max(0, ...tasks), tasks });
  console.log(
    `${interaction}: longest task ${Math.max(0, ...tasks)} ms (${tasks.length} long tasks: ${tasks.join(', ')})`,
  );
}

async function chooseLevel(page: Page, level: number) {
  await page.getByRole('combobox', { name: 'Certification levels' }).click();
  await page.getByRole('option', { name: `Level ${level}`, exact: true }).click();
  await page.keyboard.press('Escape');
}

// Seeds the folder on first use (about 10 minutes for 100,000 per environment).
const stack = await startStack({
  dataDir,
  rootDir: values['portal-root'],
  build: values['portal-root'] ? false : undefined,
  ports: { web: 0, api: 0, idp: 0 },
  seed: { facilitiesPerEnvironment: Number(values.facilities) },
  log: (line) => console.log(line),
});
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await watchLongTasks(page);
  await page.goto(`${stack.urls.web}/`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill('analyst@demo.test');
  await page.getByLabel('Password').fill('demo');
  // Everything the portal's document runs after the identity provider sends it back.
  await measure(
    page,
    'Sign-in until Home and its maps are drawn',
    async () => {
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor({ timeout: 120_000 });
      await page
        .getByRole('region', { name: 'Service level map', exact: true })
        .locator('[data-map-canvas][data-idle="true"]:not([data-marks="0"])')
        .first()
        .waitFor({ timeout: 120_000 });
    },
    false,
  );

  await measure(page, 'Home: filter to level 4', () => chooseLevel(page, 4));
  await measure(page, 'Home: reset filter (all facilities back on the maps)', () =>
    page.getByRole('button', { name: 'Reset' }).click(),
  );
  await measure(page, 'Home: sort recent assessments by score', () =>
    page.getByRole('columnheader', { name: /Score/ }).getByRole('button').click(),
  );
  await measure(page, 'Home: level distribution as table', () =>
    page.getByRole('region', { name: 'Level distribution' }).getByText('Table', { exact: true }).click(),
  );
  const first = page
    .getByRole('table', { name: 'Recently assessed facilities' })
    .locator('tbody tr button')
    .first();
  const facilityName = (await first.textContent()) ?? '';
  await measure(page, 'Home: open a facility popup', () => first.click());
  await measure(page, 'Popup: go to Facility Details', () =>
    page
      .getByRole('dialog')
      .getByRole('link', { name: /details/i })
      .click(),
  );
  await page.getByRole('heading', { level: 1, name: facilityName }).waitFor({ timeout: 60_000 });
  await measure(page, 'Facility Details: history as table', () =>
    page.getByRole('region', { name: 'Assessment history' }).getByText('Table', { exact: true }).click(),
  );
  await measure(page, 'Facility Details: go to MomCare', () =>
    page.getByRole('link', { name: 'MomCare indicators' }).click(),
  );
  await measure(page, 'MomCare: last 3 months', async () => {
    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last 3 months' });
  });
  await measure(page, 'Navigate to Facility Numbers', () =>
    page.getByRole('link', { name: 'Facility Numbers' }).click(),
  );
  await page.getByRole('table', { name: 'Facilities by Region and level' }).waitFor({ timeout: 60_000 });
  await measure(page, 'Facility Numbers: rows by category', () =>
    page.getByText('Category', { exact: true }).click(),
  );
  await measure(page, 'Facility Numbers: sort by total', () =>
    page.getByRole('columnheader', { name: /Total/ }).getByRole('button').click(),
  );
  await measure(page, 'Facility Numbers: filter to level 2', () => chooseLevel(page, 2));

  const worst = results.reduce((a, b) => (b.longest > a.longest ? b : a));
  console.log(
    `\nworst: ${worst.interaction} ${worst.longest} ms; over 200 ms: ${results.filter((r) => r.longest > 200).length}`,
  );
} finally {
  await browser.close();
  await stack.stop();
}
