/**
 * `npm run bench:home -- [--facilities 1500] [--db pglite|postgres] [--database-url URL]
 *   [--data-dir DIR] [--portal-root DIR] [--port-base 7180] [--runs 3] [--waterfall] [--out FILE]`
 * or against a stack that is already running: `npm run bench:home -- --web-url http://localhost:5173`.
 *
 * Signs in as analyst@demo.test through the login page in headless Chromium, then loads Home
 * `--runs` more times. For the sign-in and each load it prints the gzip bytes of all API answers
 * and the time from the document's navigation start to the last Home figure drawn (see
 * home-page-watch.ts), and in how many waves the API answers came; `--waterfall` also prints each
 * API answer's start and end.
 * Starts the stack (`portal-stack.ts`, with the portal) over the same data sets as bench:api.
 * A benchmark, not a test: the figures depend on the machine.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { signInThroughPortal } from '../../tests/e2e/support/sign-in';
import { chromiumLaunchOptions } from '../chromium-launch';
import { formatBytes } from './api-bench-report';
import { BENCH_ACCOUNT } from './bench-sign-in';
import {
  type ApiTiming,
  type ApiTraffic,
  apiWaterfall,
  homeCompleteAt,
  mapsDrawnAt,
  requestWaves,
  waitUntilSettled,
  watchApiTraffic,
  watchHomeComplete,
} from './home-page-watch';
import { BENCH_DIR, portalStackOptions, startOrFindPortal } from './portal-stack';

const { values } = parseArgs({
  options: {
    ...portalStackOptions({ facilities: '1500', portBase: '7180' }),
    runs: { type: 'string', default: '3' },
    /** Print each load's API answers in the order asked for, with their start and end. */
    waterfall: { type: 'boolean', default: false },
    out: { type: 'string', default: path.join(BENCH_DIR, 'home-bench.json') },
  },
});

/** The targets for signed-in Home at 1,000,000 facilities. */
const TARGET = { gzipBytes: 300_000, milliseconds: 1500 };
const SETTLE = { quietMs: 1500, timeoutMs: 180_000 };

interface HomeMeasure {
  what: string;
  milliseconds: number | null;
  /** When every map canvas had drawn its answer (after the figures: WebGL, software here). */
  mapsDrawnMs: number | null;
  /** Why Home did not settle in time, when it did not. */
  unsettled?: string;
  lastApiAnswerMs: number;
  /** How many waves the API answers came in (requestWaves). */
  waves: number;
  traffic: ApiTraffic;
  waterfall: ApiTiming[];
}

async function measure(
  page: Page,
  what: string,
  traffic: ReturnType<typeof watchApiTraffic>,
  act: () => Promise<void>,
) {
  traffic.start();
  await act();
  // A Home that never settles (a whole environment downloaded at 1,000,000) is a figure too.
  const unsettled = await waitUntilSettled(page, traffic, SETTLE).then(
    () => undefined,
    (error: Error) => error.message,
  );
  const waterfall = await apiWaterfall(page, traffic.origin);
  const result: HomeMeasure = {
    what,
    unsettled,
    milliseconds: await homeCompleteAt(page),
    mapsDrawnMs: await mapsDrawnAt(page),
    traffic: await traffic.total(),
    waterfall,
    lastApiAnswerMs: Math.max(0, ...waterfall.map((answer) => answer.endMs)),
    waves: requestWaves(waterfall),
  };
  const { bodyBytes, requests, largest } = result.traffic;
  const drawn = unsettled
    ? `not drawn and quiet within ${SETTLE.timeoutMs / 1000} s`
    : `${result.milliseconds?.toFixed(0)} ms to the last figure, ${result.mapsDrawnMs?.toFixed(0) ?? 'no'} ms to the maps drawn`;
  console.log(
    `${what}: ${drawn} (last API answer at ${result.lastApiAnswerMs.toFixed(0)} ms), ` +
      `${formatBytes(bodyBytes)} in ${requests} API answers in ${result.waves} waves` +
      (largest ? ` (largest ${largest.url}, ${formatBytes(largest.bytes)})` : ''),
  );
  if (values.waterfall) {
    for (const { url, startMs, endMs } of result.waterfall) {
      console.log(`  ${startMs.toFixed(0).padStart(6)} ${endMs.toFixed(0).padStart(6)} ms  ${url}`);
    }
  }
  return result;
}

const loadBefore = os.loadavg();
const { web, api, stop } = await startOrFindPortal(values);
const browser = await chromium.launch(chromiumLaunchOptions());
const measures: HomeMeasure[] = [];
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await watchHomeComplete(page);
  const traffic = watchApiTraffic(page, new URL(api).origin);
  await page.goto(`${web}/`);
  measures.push(
    await measure(page, 'sign-in, back from the login page to Home', traffic, () =>
      signInThroughPortal(page, BENCH_ACCOUNT.email, BENCH_ACCOUNT.password),
    ),
  );
  for (let run = 1; run <= Number(values.runs); run += 1) {
    measures.push(
      await measure(page, `Home load ${run} (signed in)`, traffic, async () => {
        await page.goto(`${web}/`);
      }),
    );
  }
} finally {
  await browser.close();
  await stop();
}
const loads = measures.slice(1);
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const summary = {
  facilities: values['web-url'] ? null : Number(values.facilities),
  db: values['web-url'] ? null : values.db,
  loadBefore,
  loadAfter: os.loadavg(),
  medianMs: median(loads.map((entry) => entry.milliseconds ?? Number.NaN)),
  medianMapsDrawnMs: median(loads.map((entry) => entry.mapsDrawnMs ?? Number.NaN)),
  medianGzipBytes: median(loads.map((entry) => entry.traffic.bodyBytes)),
  target: TARGET,
  measures,
};
console.log(
  `median of ${loads.length} loads: ${summary.medianMs.toFixed(0)} ms (target < ${TARGET.milliseconds} ms at 1,000,000), ` +
    `maps drawn at ${summary.medianMapsDrawnMs.toFixed(0)} ms, ` +
    `${formatBytes(summary.medianGzipBytes)} gzip (target < ${formatBytes(TARGET.gzipBytes)}); ` +
    `load average ${loadBefore.map((x) => x.toFixed(2)).join(' ')} before, ${summary.loadAfter.map((x) => x.toFixed(2)).join(' ')} after`,
);
mkdirSync(path.dirname(values.out), { recursive: true });
writeFileSync(values.out, `${JSON.stringify(summary, null, 2)}\n`);
