/**
 * `DATABASE_URL=postgres://… npm run check:citus-walk -- [--screenshots DIR]`
 *
 * The portal in a browser over the database named by DATABASE_URL (a Citus coordinator with its
 * schema distributed and seeded: `npm run db:distribute`, then `npm run seed`; plain PostgreSQL
 * works too): the same stack as `npm start` on free ports, Debian's Chromium headless, every public
 * page signed out, then every page as an analyst (with a filter change and an environment switch),
 * as a facility user and as a facility manager. Counts console errors, failed API calls (any answer
 * of 400 or more) and pages showing an error state; exits 1 unless all three are 0. Screenshots of
 * every step go to DIR (default $DATA_DIR/citus-walk).
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readServerConfig } from '../../server/config/server-config';
import type { Database } from '../../server/db/database';
import { startStack } from '../../server/stack';
import { closeSharedChromium, type E2eBrowser, launchBrowser } from '../../tests/e2e/support/browser';
import { signInAndWaitForUserMenu } from '../../tests/e2e/support/sign-in';
import { type VisitResult, visit } from './page-visit';
import { analystSteps, facilityUserSteps, PUBLIC_STEPS, type WalkStep } from './walk-steps';
import { refusalOfUndistributed } from './walk-database';

const ROOT_DIR = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    screenshots: { type: 'string', default: path.join(process.env.DATA_DIR ?? '.data', 'citus-walk') },
  },
});
if (!process.env.DATABASE_URL) {
  console.error('check:citus-walk needs DATABASE_URL (a seeded Citus coordinator or PostgreSQL)');
  process.exit(1);
}
const refusal = await refusalOfUndistributed(process.env.DATABASE_URL);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
await mkdir(values.screenshots, { recursive: true });
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qap-citus-walk-'));
const stack = await startStack({
  // the servers' warnings and errors only (a failed query logs one), not a line per request
  config: readServerConfig({ LOG_LEVEL: 'warn', ...process.env }, ROOT_DIR),
  ports: { web: 0, api: 0, idp: 0 },
  dataDir,
  rootDir: ROOT_DIR,
  log: () => {},
});

interface WalkReport {
  who: string;
  browser: E2eBrowser;
  visits: VisitResult[];
}

async function walk(who: string, steps: WalkStep[], email?: string): Promise<WalkReport> {
  const browser = await launchBrowser();
  const { page } = browser;
  if (email) {
    await page.goto(stack.urls.web);
    await signInAndWaitForUserMenu(page, email);
  }
  const visits: VisitResult[] = [];
  for (const step of steps) {
    const result = await visit(page, step.name, () => step.act(page, stack.urls.web), values.screenshots);
    console.log(
      `  ${step.name}: ${result.errorStates.length} error states${result.unsettled ? `, not settled (${result.unsettled})` : ''}`,
    );
    visits.push(result);
  }
  return { who, browser, visits };
}

async function facilityOf(db: Database, email: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT facility_id AS id FROM users WHERE email = $1', [
    email,
  ]);
  return rows[0].id;
}

let failed = true;
try {
  const { rows } = await stack.db.query<{ id: number }>(
    `SELECT facility_id AS id FROM facility_facts WHERE environment_id = 'afya-production' AND has_momcare
       AND is_active AND latest_score IS NOT NULL ORDER BY facility_id LIMIT 3`,
  );
  const reports = [
    await walk('signed out', PUBLIC_STEPS),
    await walk('analyst', analystSteps(rows.map((row) => row.id)), 'analyst@demo.test'),
    await walk(
      'facility user',
      facilityUserSteps('facility user', await facilityOf(stack.db, 'facility@demo.test'), false),
      'facility@demo.test',
    ),
    await walk(
      'facility manager',
      facilityUserSteps('facility manager', await facilityOf(stack.db, 'manager@demo.test'), true),
      'manager@demo.test',
    ),
  ];
  let problems = 0;
  console.log(
    '\n| who | pages | console errors | failed API calls (≥ 400) | pages with an error state | not settled |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const { who, browser, visits } of reports) {
    const failedApi = browser.failedResponses.filter((line) => line.includes('/api/'));
    const errorPages = visits.filter((result) => result.errorStates.length > 0);
    const unsettled = visits.filter((result) => result.unsettled);
    console.log(
      `| ${who} | ${visits.length} | ${browser.consoleErrors.length} | ${failedApi.length} | ${errorPages.length} | ${unsettled.length} |`,
    );
    for (const line of [
      ...browser.consoleErrors.map((text) => `console: ${text}`),
      ...browser.failedResponses.map((text) => `response: ${text}`),
      ...errorPages.map(
        (result) => `error state on ${result.step} (${result.url}): ${result.errorStates.join(' | ')}`,
      ),
      ...unsettled.map((result) => `not settled: ${result.step}: ${result.unsettled}`),
    ])
      console.log(`    ${line}`);
    problems += browser.consoleErrors.length + failedApi.length + errorPages.length + unsettled.length;
    await browser.close();
  }
  console.log(`\n${problems} problems; screenshots in ${values.screenshots}`);
  failed = problems > 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await closeSharedChromium();
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
