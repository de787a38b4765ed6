/**
 * `npm run bench:lighthouse -- [--facilities 1500] [--db pglite|postgres] [--database-url URL] [--portal-root DIR] [--port-base 7190]
 *   [--runs 3] [--floor] [--out FILE] [--reports DIR]` or, against a running stack, `-- --web-url http://localhost:5173`.
 *
 * Lighthouse 12 (the npm package) with the system Chromium, on /public (signed out) and on Home
 * signed in as analyst@demo.test through the real login page; desktop and mobile (Lighthouse's
 * own presets: a mid-range phone on slow 4G, 4x CPU slowdown), `--runs` each. Every run is cold:
 * no HTTP cache, no service worker, no cache storage or IndexedDB; only the signed-in user (local
 * storage and the provider's cookie) is kept for Home. `--floor` also measures the floor app
 * (scripts/bench/floor-app: the stack's libraries drawing a 20-row table), its runs alternating
 * with the portal's, so "how far above the floor" comes from one run on one machine. A run that
 * fails is reported as failed and left out of the medians; the JSON is written whatever happens.
 * A benchmark, not a test: the figures depend on the machine and its load.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { type BrowserContext, type CDPSession, chromium } from 'playwright-core';
import { signInThroughPortal } from '../../tests/e2e/support/sign-in';
import { firstScreenBytes } from '../bundle/first-screen';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-launch';
import { BENCH_ACCOUNT } from './bench-sign-in';
import { type FloorApp, startFloorApp } from './floor-app/floor-server';
import { lighthouseTable, type LighthouseRun, type LighthouseSet, summarise } from './lighthouse-report';
import { BENCH_DIR, portalStackOptions, startOrFindPortal } from './portal-stack';

const { values } = parseArgs({
  options: {
    ...portalStackOptions({ facilities: '1500', portBase: '7190' }),
    runs: { type: 'string', default: '3' },
    floor: { type: 'boolean', default: false },
    out: { type: 'string', default: path.join(BENCH_DIR, 'lighthouse-bench.json') },
    /** A folder for every run's whole Lighthouse report (main-thread breakdown, long tasks, traces' summaries). */
    reports: { type: 'string' },
  },
});

type FormFactor = 'desktop' | 'mobile';

interface Target {
  name: string;
  url: string;
  /** Keep local storage and cookies (the signed-in user) when the run is made cold. */
  signedIn: boolean;
}

/** A free loopback port for Chromium's DevTools protocol (Lighthouse) or the floor app. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** No HTTP cache, no service worker and none of what it cached; the signed-in user stays. */
async function makeCold(cdp: CDPSession, target: Target): Promise<void> {
  await cdp.send('Network.clearBrowserCache');
  const storageTypes = target.signedIn
    ? 'service_workers,cache_storage,indexeddb,websql,file_systems,shader_cache'
    : 'all';
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(target.url).origin, storageTypes });
}

const loadBefore = os.loadavg();
const sets: LighthouseSet[] = [];
const firstScreen: Record<string, { jsGzip: number; cssGzip: number }> = {};
let floorApp: FloorApp | undefined;
let context: BrowserContext | undefined;
const { web, stop } = await startOrFindPortal(values);
const profile = await mkdtemp(path.join(os.tmpdir(), 'qap-lighthouse-'));
try {
  if (values['portal-root'] ?? !values['web-url']) {
    const dist = path.join(values['portal-root'] ?? process.cwd(), 'dist');
    for (const screen of ['/public', '/home'] as const) {
      // A build older than scripts/bundle/first-screen.ts's list has no figure, not a failed bench.
      const bytes = await firstScreenBytes(dist, screen).catch((error: Error) => {
        console.log(`${screen}: first-screen bytes not measured (${error.message})`);
        return undefined;
      });
      if (bytes) firstScreen[screen] = { jsGzip: bytes.jsGzip, cssGzip: bytes.cssGzip };
    }
  }
  if (values.floor) {
    floorApp = await startFloorApp(path.join(profile, 'floor-dist'), await freePort());
    firstScreen.floor = { jsGzip: floorApp.jsGzip, cssGzip: floorApp.cssGzip };
  }
  const port = await freePort();
  // A persistent context is Chromium's default one: the tabs Lighthouse opens share its storage,
  // so the signed-in user (kept in local storage) is there for the Home runs.
  context = await chromium.launchPersistentContext(path.join(profile, 'chromium'), {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    headless: true,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  const runs = Number(values.runs);

  const runOnce = async (target: Target, formFactor: FormFactor, run: number): Promise<LighthouseRun> => {
    try {
      await makeCold(cdp, target);
      const flags: Flags = {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: target.signedIn,
      };
      const runner = await lighthouse(
        target.url,
        flags,
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      if (!runner) return { failure: 'Lighthouse returned no result' };
      if (values.reports) {
        mkdirSync(values.reports, { recursive: true });
        const file = `${target.name.replace(/[^a-z]+/gi, '-')}-${formFactor}-${run}.json`.toLowerCase();
        writeFileSync(path.join(values.reports, file), JSON.stringify(runner.lhr));
      }
      return { lhr: runner.lhr };
    } catch (error) {
      return { failure: error instanceof Error ? error.message.split('\n')[0] : String(error) };
    }
  };

  /** The targets' runs alternate (portal, floor, portal, …), so both see the same machine. */
  const measure = async (targets: Target[], formFactor: FormFactor) => {
    const results = new Map<Target, LighthouseRun[]>(targets.map((target) => [target, []]));
    for (let run = 1; run <= runs; run += 1) {
      for (const target of targets) {
        const result = await runOnce(target, formFactor, run);
        results.get(target)?.push(result);
        const score = (lhr: Result) => Math.round((lhr.categories.performance.score ?? 0) * 100);
        console.log(
          `${target.name}, ${formFactor}, run ${run}: ${result.lhr ? score(result.lhr) : `failed (${result.failure})`}`,
        );
      }
    }
    for (const target of targets) sets.push(summarise(target.name, formFactor, results.get(target) ?? []));
  };

  const floor: Target[] = floorApp ? [{ name: 'floor app', url: `${floorApp.url}/`, signedIn: false }] : [];
  for (const formFactor of ['desktop', 'mobile'] as const)
    await measure([{ name: '/public', url: `${web}/public`, signedIn: false }, ...floor], formFactor);
  await page.goto(`${web}/`);
  await signInThroughPortal(page, BENCH_ACCOUNT.email, BENCH_ACCOUNT.password);
  await page.getByRole('button', { name: /^User menu for / }).waitFor({ timeout: 60_000 });
  for (const formFactor of ['desktop', 'mobile'] as const)
    await measure([{ name: 'Home (signed in)', url: `${web}/home`, signedIn: true }], formFactor);
} catch (error) {
  console.error('The bench stopped early:', error);
  process.exitCode = 1;
} finally {
  await context?.close().catch(() => undefined);
  await floorApp?.stop();
  await rm(profile, { recursive: true, force: true });
  await stop();
  const report = {
    loadBefore,
    loadAfter: os.loadavg(),
    facilities: Number(values.facilities),
    firstScreen,
    sets,
  };
  console.log(`\n${lighthouseTable(sets)}`);
  for (const [screen, bytes] of Object.entries(firstScreen))
    console.log(`${screen}: first-screen JS ${bytes.jsGzip} B, CSS ${bytes.cssGzip} B (gzip)`);
  console.log(
    `load average ${loadBefore.map((x) => x.toFixed(2)).join(' ')} before, ${report.loadAfter.map((x) => x.toFixed(2)).join(' ')} after`,
  );
  mkdirSync(path.dirname(values.out), { recursive: true });
  writeFileSync(values.out, JSON.stringify(report, null, 2));
  console.log(`written to ${values.out}`);
}
