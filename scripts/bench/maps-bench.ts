/**
 * `npm run bench:maps -- [--facilities 100000] [--db pglite|postgres] [--database-url URL]
 *   [--data-dir DIR] [--portal-root DIR] [--port-base 7280] [--out FILE] [--trace]
 *   [--compositing gpu|software]`
 * or against a running stack: `npm run bench:maps -- --web-url http://localhost:5173`.
 *
 * Signs in, opens Home with both maps, then pans and zooms the service-level map the ways a
 * user does (buttons, wheel, keyboard arrows, a click on a cluster, fit, reset) while a
 * PerformanceObserver records every main-thread task longer than 50 ms. Prints the longest task
 * during the moves and the bytes (raw and gzip) of the map answers each view downloaded.
 * Chromium draws WebGL in software (SwiftShader) here: a real GPU only makes frames cheaper.
 * `--compositing` chooses where the page is composited (maps-bench-chromium.ts): in the GPU
 * process, as on a device with a GPU (default), or in software as the test suite does.
 * `--trace` records a Chrome trace of each move and prints what the main thread did in each long
 * task and the CPU time the thread had in it (tracing slows the page: take the figures from a
 * run without it).
 * A benchmark, not a test: the figures depend on the machine and its load.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type ElementHandle, type Page } from 'playwright-core';
import { drawnClusters, pixelOf } from '../../tests/e2e/support/map-pixels';
import { signInThroughPortal } from '../../tests/e2e/support/sign-in';
import { formatBytes } from './api-bench-report';
import { longTasksOf, TRACE_CATEGORIES } from './long-task-trace';
import { mapsBenchLaunchOptions } from './maps-bench-chromium';
import { BENCH_ACCOUNT } from './bench-sign-in';
import { BENCH_DIR, portalStackOptions, startOrFindPortal } from './portal-stack';

const { values } = parseArgs({
  options: {
    ...portalStackOptions({ facilities: '100000', portBase: '7280' }),
    out: { type: 'string', default: path.join(BENCH_DIR, 'maps-bench.json') },
    trace: { type: 'boolean', default: false },
    compositing: { type: 'string', default: 'gpu' },
  },
});

/** The maps' target: no main-thread task during pan or zoom longer than this. */
const LONG_TASK_TARGET_MS = 50;
const MAP_ANSWER = /\/api\/qps\/(facility\/(map|areas)|geo\/places)$/;

interface MapAnswer {
  url: string;
  raw: number;
  gzip: number;
  clusters?: number;
  points?: number;
}

/** Every long task of the page, from the first script on. */
function observeLongTasks() {
  const tasks: { start: number; duration: number }[] = [];
  (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

const longTasksSince = (page: Page, since: number) =>
  page.evaluate(
    (from) =>
      (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks.filter(
        (task) => task.start >= from,
      ),
    since,
  );

/** The map has drawn the answer for its camera. */
async function settled(page: Page, canvas: ElementHandle) {
  await page.waitForFunction(
    (element) =>
      element instanceof HTMLElement && element.dataset.idle === 'true' && Number(element.dataset.marks) > 0,
    canvas,
    { timeout: 120_000 },
  );
  // the answer for the new camera may still be on its way: wait until no map call is open
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  await page.waitForFunction(
    (element) => element instanceof HTMLElement && element.dataset.idle === 'true',
    canvas,
  );
}

const loadBefore = os.loadavg();
const { web, stop } = await startOrFindPortal(values);
const browser = await chromium.launch(mapsBenchLaunchOptions(values.compositing));
const moves: { what: string; longestMs: number; answers: MapAnswer[] }[] = [];
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.addInitScript(observeLongTasks);
  let answers: MapAnswer[] = [];
  page.on('response', async (response) => {
    if (!MAP_ANSWER.test(new URL(response.url()).pathname) || response.request().method() === 'OPTIONS')
      return;
    const body = await response.body().catch(() => null);
    if (!body) return;
    const answer: MapAnswer = {
      url: new URL(response.url()).pathname,
      raw: body.length,
      gzip: gzipSync(body).length,
    };
    if (answer.url.endsWith('/map')) {
      const parsed = JSON.parse(body.toString()) as { clusters: unknown[]; points: unknown[] };
      Object.assign(answer, { clusters: parsed.clusters.length, points: parsed.points.length });
    }
    answers.push(answer);
  });
  await page.goto(`${web}/`);
  await signInThroughPortal(page, BENCH_ACCOUNT.email, BENCH_ACCOUNT.password);
  // Every element a move uses is found here, once: Playwright's role queries run on the page's
  // main thread (50-90 ms each over Home's DOM on this machine) and would count as the map's tasks.
  const card = page.getByRole('region', { name: 'Service level map', exact: true });
  const find = async (locator: ReturnType<Page['locator']>) => {
    const handle = await locator.elementHandle();
    if (!handle) throw new Error('an element of the map card is missing');
    return handle;
  };
  // A map starts when it comes near the screen: each is scrolled to, then its canvas found.
  const startedCanvas = async (mapCard: typeof card) => {
    await mapCard.scrollIntoViewIfNeeded();
    await mapCard.locator('[data-map-canvas][data-marks]').waitFor({ timeout: 120_000 });
    return find(mapCard.locator('[data-map-canvas]'));
  };
  await settled(
    page,
    await startedCanvas(page.getByRole('region', { name: 'Available services map', exact: true })),
  );
  const canvas = await startedCanvas(card);
  await settled(page, canvas);
  moves.push({ what: 'Home opened (both maps, first view)', longestMs: 0, answers });
  // the whole map on screen, under the sticky header, before any coordinates are taken
  await page.setViewportSize({ width: 1440, height: 1400 });
  await canvas.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the map is not on screen');
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const button = (name: string) => find(card.getByRole('button', { name }));
  const zoomIn = await button('Zoom in');
  const zoomOut = await button('Zoom out');
  const fit = await button('Fit to the filtered facilities');
  const reset = await button('Back to the starting view');
  const keyboardMap = await find(card.getByRole('application'));
  const steps: [string, () => Promise<void>][] = [
    ['zoom in (button)', () => zoomIn.click()],
    [
      'zoom in (wheel)',
      async () => {
        await page.mouse.move(centre.x, centre.y);
        await page.mouse.wheel(0, -500);
      },
    ],
    [
      'pan (drag)',
      async () => {
        await page.mouse.move(centre.x, centre.y);
        await page.mouse.down();
        await page.mouse.move(centre.x - 250, centre.y - 120, { steps: 15 });
        await page.mouse.up();
      },
    ],
    [
      'pan (arrow keys)',
      async () => {
        await keyboardMap.focus();
        for (let press = 0; press < 4; press += 1) await page.keyboard.press('ArrowLeft');
      },
    ],
    [
      'zoom in on a cluster (click)',
      async () => {
        // the cluster nearest the centre (others may lie off the canvas)
        const spots = await Promise.all(
          (await drawnClusters(canvas)).map((cluster) =>
            pixelOf(canvas, cluster.longitude, cluster.latitude),
          ),
        );
        const distance = (spot: { x: number; y: number }) =>
          Math.hypot(box.x + spot.x - centre.x, box.y + spot.y - centre.y);
        const nearest = spots.sort((a, b) => distance(a) - distance(b))[0];
        if (nearest) await page.mouse.click(box.x + nearest.x, box.y + nearest.y);
        else await zoomIn.click();
      },
    ],
    ['zoom in (button, close up)', () => zoomIn.click()],
    ['zoom out (button)', () => zoomOut.click()],
    [
      'zoom out (wheel)',
      async () => {
        await page.mouse.move(centre.x, centre.y);
        await page.mouse.wheel(0, 800);
      },
    ],
    ['fit to the facilities', () => fit.click()],
    ['reset the view', () => reset.click()],
  ];
  for (const [what, act] of steps) {
    answers = [];
    const since = await page.evaluate(() => performance.now());
    if (values.trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await act();
    await settled(page, canvas);
    if (values.trace) {
      for (const task of longTasksOf(await browser.stopTracing())) {
        const top = task.top.map((entry) => `${entry.name} ${entry.ms.toFixed(1)}`).join('; ');
        const cpu = task.cpuMs === null ? '' : ` (main thread on a CPU ${task.cpuMs.toFixed(0)} ms)`;
        console.log(`  long task ${task.durationMs.toFixed(0)} ms${cpu}: ${top}`);
      }
    }
    const tasks = await longTasksSince(page, since);
    const longestMs = tasks.reduce((most, task) => Math.max(most, task.duration), 0);
    moves.push({ what, longestMs, answers });
    const bytes = answers.reduce((sum, answer) => sum + answer.gzip, 0);
    const shapes = answers
      .filter((answer) => answer.clusters !== undefined)
      .map((answer) => `${answer.clusters} clusters/${answer.points} points`)
      .join(', ');
    console.log(
      `${what}: longest task ${longestMs.toFixed(0)} ms; map answers ${formatBytes(bytes)} gzip in ${answers.length} (${shapes || 'none: cached or same view'})`,
    );
  }
} finally {
  await browser.close();
  await stop();
}
const during = moves.slice(1);
const longest = Math.max(...during.map((move) => move.longestMs));
const perView = during.map((move) => move.answers.reduce((sum, answer) => sum + answer.gzip, 0));
const rawPerView = during.map((move) => move.answers.reduce((sum, answer) => sum + answer.raw, 0));
const opened = moves[0].answers;
const summary = {
  facilities: values['web-url'] ? null : Number(values.facilities),
  db: values['web-url'] ? null : values.db,
  compositing: values.compositing,
  loadBefore,
  loadAfter: os.loadavg(),
  longestTaskMs: longest,
  longTaskTargetMs: LONG_TASK_TARGET_MS,
  openedBytes: { gzip: opened.reduce((s, a) => s + a.gzip, 0), raw: opened.reduce((s, a) => s + a.raw, 0) },
  largestViewBytes: { gzip: Math.max(...perView), raw: Math.max(...rawPerView) },
  moves,
};
console.log(
  `\nLongest main-thread task during pan and zoom: ${longest.toFixed(0)} ms (target <= ${LONG_TASK_TARGET_MS} ms: ${longest <= LONG_TASK_TARGET_MS ? 'met' : 'NOT met'})`,
);
console.log(
  `Home's two maps opened with ${formatBytes(summary.openedBytes.gzip)} gzip (${formatBytes(summary.openedBytes.raw)} raw) of map answers; the largest later view ${formatBytes(summary.largestViewBytes.gzip)} gzip (${formatBytes(summary.largestViewBytes.raw)} raw)`,
);
console.log(
  `Load average before ${loadBefore.map((v) => v.toFixed(1)).join(' ')}, after ${summary.loadAfter.map((v) => v.toFixed(1)).join(' ')}`,
);
mkdirSync(path.dirname(values.out), { recursive: true });
writeFileSync(values.out, `${JSON.stringify(summary, null, 2)}\n`);
console.log(`Written to ${values.out}`);
