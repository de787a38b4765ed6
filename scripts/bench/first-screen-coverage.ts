/**
 * `npm run bench:coverage -- [--portal-root DIR] [--port-base 7200]` or `-- --web-url http://localhost:5173`.
 *
 * How much of the script a first screen downloads runs before its first heading: headless
 * Chromium's JS coverage from navigation until the page's level-1 heading is drawn, on `/public`
 * signed out and on Home signed in (a fresh context each, no cache, no service worker). Prints per
 * page the scripts' raw bytes, the bytes of the functions that ran, the share, and the gzip bytes
 * the network carried. A benchmark, not a test.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { signInThroughPortal } from '../../tests/e2e/support/sign-in';
import { chromiumLaunchOptions } from '../chromium-launch';
import { BENCH_ACCOUNT } from './bench-sign-in';
import { portalStackOptions, startOrFindPortal } from './portal-stack';

const { values } = parseArgs({ options: portalStackOptions({ facilities: '1500', portBase: '7200' }) });

interface ScriptUse {
  url: string;
  rawBytes: number;
  usedBytes: number;
}

/** Bytes of the ranges that ran at least once (V8's block coverage: nested ranges with counts). */
function usedBytesOf(
  source: string,
  functions: { ranges: { startOffset: number; endOffset: number; count: number }[] }[],
) {
  const ran = new Uint8Array(source.length);
  const ranges = functions
    .flatMap((fn) => fn.ranges)
    .sort((a, b) => b.endOffset - b.startOffset - (a.endOffset - a.startOffset));
  // outer ranges first, inner ones overwrite them (a function that ran with a branch that did not)
  for (const { startOffset, endOffset, count } of ranges) ran.fill(count > 0 ? 1 : 0, startOffset, endOffset);
  return ran.reduce((total, byte) => total + byte, 0);
}

async function measure(page: Page, url: string): Promise<{ scripts: ScriptUse[]; gzipBytes: number }> {
  let gzipBytes = 0;
  const sized: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    sized.push(
      request.sizes().then((sizes) => {
        gzipBytes += sizes.responseBodySize;
      }),
    );
  });
  await page.coverage.startJSCoverage({ resetOnNavigation: false, reportAnonymousScripts: false });
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  const coverage = await page.coverage.stopJSCoverage();
  await Promise.all(sized);
  const scripts = coverage
    .filter((entry) => entry.source !== undefined && new URL(entry.url).pathname.startsWith('/assets/'))
    .map((entry) => ({
      url: new URL(entry.url).pathname,
      rawBytes: entry.source?.length ?? 0,
      usedBytes: usedBytesOf(entry.source ?? '', entry.functions),
    }));
  return { scripts, gzipBytes };
}

function report(name: string, { scripts, gzipBytes }: { scripts: ScriptUse[]; gzipBytes: number }) {
  const raw = scripts.reduce((total, script) => total + script.rawBytes, 0);
  const used = scripts.reduce((total, script) => total + script.usedBytes, 0);
  console.log(
    `${name}: ${scripts.length} scripts, ${(raw / 1000).toFixed(1)} kB raw, ${(used / 1000).toFixed(1)} kB of it ran ` +
      `before the first heading (${((100 * used) / raw).toFixed(1)} %), ${(gzipBytes / 1000).toFixed(1)} kB over the network`,
  );
}

const loadBefore = os.loadavg();
const { web, stop } = await startOrFindPortal(values);
const browser = await chromium.launch(chromiumLaunchOptions());
const freshContext = (): Promise<BrowserContext> =>
  browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
try {
  const publicContext = await freshContext();
  report('/public', await measure(await publicContext.newPage(), `${web}/public`));
  await publicContext.close();
  // Signed in through the login page, then Home loaded afresh in a new context holding only the session.
  const signIn = await freshContext();
  const signInPage = await signIn.newPage();
  await signInPage.goto(`${web}/`);
  await signInThroughPortal(signInPage, BENCH_ACCOUNT.email, BENCH_ACCOUNT.password);
  await signInPage.getByRole('button', { name: /^User menu for / }).waitFor({ timeout: 60_000 });
  const storageState = await signIn.storageState();
  await signIn.close();
  const home = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    serviceWorkers: 'block',
    storageState,
  });
  report('Home (signed in)', await measure(await home.newPage(), `${web}/home`));
  await home.close();
} finally {
  await browser.close();
  await stop();
  console.log(
    `load average ${loadBefore.map((x) => x.toFixed(2)).join(' ')} before, ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')} after`,
  );
}
