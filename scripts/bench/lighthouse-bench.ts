/**
 * `npm run bench:lighthouse -- [--facilities 1500] [--db pglite|postgres] [--database-url URL] [--portal-root DIR] [--port-base 7190]
 *   [--runs 3] [--out FILE]` or, against a running stack, `-- --web-url http://localhost:5173`.
 *
 * Issue 12: Lighthouse 12 (the npm package) with the system Chromium, on /public (signed out) and
 * on Home signed in as analyst@demo.test through the real login page; desktop and mobile
 * (Lighthouse's own presets: a mid-range phone on slow 4G, 4x CPU slowdown), `--runs` each, with
 * a cold HTTP cache before every run. Prints the median of each set and the top opportunities of
 * its median run. A benchmark, not a test: the figures depend on the machine and its load.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { signInThroughPortal } from '../../tests/e2e/support/sign-in';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-launch';
import { BENCH_ACCOUNT } from './bench-sign-in';
import { BENCH_DIR, portalStackOptions, startOrFindPortal } from './portal-stack';
import { lighthouseTable, type LighthouseSet, summarise } from './lighthouse-report';

const { values } = parseArgs({
  options: {
    ...portalStackOptions({ facilities: '1500', portBase: '7190' }),
    runs: { type: 'string', default: '3' },
    out: { type: 'string', default: path.join(BENCH_DIR, 'lighthouse-bench.json') },
    /** A folder for every run's whole Lighthouse report (main-thread breakdown, long tasks, traces' summaries). */
    reports: { type: 'string' },
  },
});

/** A free loopback port for Chromium's DevTools protocol, which Lighthouse drives. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const loadBefore = os.loadavg();
const { web, stop } = await startOrFindPortal(values);
const port = await freePort();
const profile = await mkdtemp(path.join(os.tmpdir(), 'qap-lighthouse-'));
// A persistent context is Chromium's default one: the tabs Lighthouse opens share its storage,
// so the signed-in user (kept in local storage) is there for the Home runs.
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  headless: true,
});
const sets: LighthouseSet[] = [];
try {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  const runs = Number(values.runs);
  const measure = async (name: string, url: string, formFactor: 'desktop' | 'mobile', signedIn: boolean) => {
    const results: Result[] = [];
    for (let run = 1; run <= runs; run += 1) {
      // Cold HTTP cache, storage kept (Lighthouse's own reset would sign the user out).
      await cdp.send('Network.clearBrowserCache');
      const flags: Flags = {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: signedIn,
      };
      const runner = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
      if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
      results.push(runner.lhr);
      if (values.reports) {
        mkdirSync(values.reports, { recursive: true });
        const file = `${name.replace(/[^a-z]+/gi, '-')}-${formFactor}-${run}.json`.toLowerCase();
        writeFileSync(path.join(values.reports, file), JSON.stringify(runner.lhr));
      }
      console.log(
        `${name}, ${formFactor}, run ${run}: ${Math.round((runner.lhr.categories.performance.score ?? 0) * 100)}`,
      );
    }
    sets.push(summarise(name, formFactor, results));
  };
  for (const formFactor of ['desktop', 'mobile'] as const)
    await measure('/public', `${web}/public`, formFactor, false);
  await page.goto(`${web}/`);
  await signInThroughPortal(page, BENCH_ACCOUNT.email, BENCH_ACCOUNT.password);
  await page.getByRole('button', { name: /^User menu for / }).waitFor({ timeout: 60_000 });
  for (const formFactor of ['desktop', 'mobile'] as const)
    await measure('Home (signed in)', `${web}/home`, formFactor, true);
} finally {
  await context.close();
  await rm(profile, { recursive: true, force: true });
  await stop();
}
const report = { loadBefore, loadAfter: os.loadavg(), facilities: Number(values.facilities), sets };
console.log(`\n${lighthouseTable(sets)}`);
console.log(
  `load average ${loadBefore.map((x) => x.toFixed(2)).join(' ')} before, ${report.loadAfter.map((x) => x.toFixed(2)).join(' ')} after`,
);
mkdirSync(path.dirname(values.out), { recursive: true });
writeFileSync(values.out, JSON.stringify(report, null, 2));
console.log(`written to ${values.out}`);
