/**
 * What signed-in Home costs: the bytes of every API answer and the time to the last figure.
 *
 *   npx tsx scripts/bench/home-bytes.bench.ts --web-url http://localhost:5173 [--runs 3]
 *
 * Against a running stack (`npm start`): signs in as analyst@demo.test through the real login
 * page, then reloads /home `runs` times. For each load it prints the bytes received from the QPS
 * API (as sent: gzip where the server compressed, headers included; from Chromium's network
 * events) and the milliseconds from navigation start until the headline figures, the level
 * distribution, both maps' marks and the recent assessments are all on screen. A benchmark, not
 * a test: the numbers depend on the machine and the seed.
 */
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/db/seed/reference-data';
import { chromiumLaunchOptions } from '../chromium-launch';

const { values } = parseArgs({
  options: {
    'web-url': { type: 'string', default: 'http://localhost:5173' },
    runs: { type: 'string', default: '3' },
  },
});
const webUrl = values['web-url'];

async function signIn(page: Page) {
  await page.goto(`${webUrl}/`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/interaction\//);
  await page.getByLabel('Email').fill('analyst@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: /^User menu for / }).waitFor({ timeout: 60_000 });
}

/** Every figure of Home drawn: headline figures, level chart, map marks, recent assessments. */
function homeComplete() {
  const figures = document.querySelectorAll('article[aria-label^="Facilities:"]').length > 0;
  const level = [...document.querySelectorAll('section')].some((section) =>
    section.textContent?.includes('Level distribution'),
  );
  const maps = [...document.querySelectorAll<HTMLElement>('[data-map-canvas]')].filter(
    (map) => Number(map.dataset.marks) > 0,
  ).length;
  const recent = document.querySelectorAll('table tbody tr').length > 0;
  return figures && level && maps >= 2 && recent;
}

async function measureLoad(page: Page, apiOrigin: string) {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  const apiRequests = new Set<string>();
  let bytes = 0;
  let answers = 0;
  session.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (request.url.startsWith(apiOrigin) && request.method !== 'OPTIONS') apiRequests.add(requestId);
  });
  session.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (!apiRequests.has(requestId)) return;
    bytes += encodedDataLength;
    answers += 1;
  });
  await page.goto(`${webUrl}/home`);
  await page.waitForFunction(homeComplete, undefined, { timeout: 60_000, polling: 'raf' });
  const drawnAt = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  await session.detach();
  return { bytes, answers, drawnAt: Math.round(drawnAt) };
}

const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signIn(page);
  const config = await (await fetch(`${webUrl}/config.json`)).json();
  const apiOrigin = new URL(config.qesBaseUrl).origin;
  for (let run = 1; run <= Number(values.runs); run += 1) {
    const { bytes, answers, drawnAt } = await measureLoad(page, apiOrigin);
    console.log(
      `run ${run}: ${answers} API answers, ${(bytes / 1024).toFixed(1)} kB, last figure at ${drawnAt} ms`,
    );
  }
} finally {
  await browser.close();
}
