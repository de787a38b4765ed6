import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_REGISTRY } from '../../server/queries/query-registry';
import type { QueryKey, QueryParams, QueryRowTypes } from '../../src/services/api/contract/query.schemas';
import {
  type E2eBrowser,
  type E2eStack,
  launchBrowser,
  screenshot,
  signInThroughPortal,
  startE2eStack,
} from './support';

/** The analyst's first environment, which the portal selects after sign-in. */
const ENVIRONMENT_ID = 'afya-production';
/** The wire filter of the default facility filter (active facilities only). */
const DEFAULT_WIRE_FILTER = {
  countryIds: [],
  regionIds: [],
  districtIds: [],
  awardedLevels: [],
  facilityCategoryIds: [],
  activeStates: [true],
  facilityGroupIds: [],
  surveyIds: [],
};
const score = (value: number | null) =>
  value === null ? '—' : new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(value);
const count = (value: number) => new Intl.NumberFormat('en-US').format(value);

let stack: E2eStack;
let browser: E2eBrowser;

/** What the server's own query answers for the analyst's environment: the figures the page must show. */
function expected<K extends QueryKey>(key: K, params: QueryParams<K>): Promise<QueryRowTypes[K][]> {
  return QUERY_REGISTRY[key].run({ db: stack.db, scope: { environmentId: ENVIRONMENT_ID }, params } as never);
}

async function bodyRows(page: Page, tableName: string): Promise<string[][]> {
  const table = page.getByRole('table', { name: tableName, exact: true });
  await table.waitFor();
  return table
    .locator('tbody tr, tfoot tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim())),
    );
}

/** The page's own content (the header, drawer and filter panel are the frame's and have tests of their own). */
async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
    ),
  ).toEqual([]);
}

/** Exports a table and returns the CSV's lines without the header. */
async function exportCsv(page: Page, tableName: string): Promise<string[]> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: new RegExp(`^Export ${tableName} as CSV`) }).click(),
  ]);
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  return text.trim().split('\r\n').slice(1);
}

async function screenshots(page: Page, name: string) {
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(400);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function chooseFilterLevel(page: Page, level: number) {
  const input = page.getByRole('combobox', { name: 'Certification levels' });
  await input.click();
  await page.getByRole('option', { name: `Level ${level}`, exact: true }).click();
  await page.keyboard.press('Escape');
}

async function clearFilter(page: Page) {
  await page.getByRole('button', { name: 'Reset' }).click();
}

describe('Benchmarking, Benchmarking V2, Network Level and Yearly Performance against the real stack', () => {
  beforeAll(async () => {
    // QAP_E2E_PORTAL_ROOT serves a portal built elsewhere (`vite build --outDir <dir>/dist`) instead of the
    // shared dist/, which concurrent runs in the same work tree rebuild under a running test.
    const portalRoot = process.env.QAP_E2E_PORTAL_ROOT;
    stack = await startE2eStack(portalRoot ? { rootDir: portalRoot, build: false } : {});
    browser = await launchBrowser();
    await browser.page.goto(`${stack.urls.web}/`);
    await signInThroughPortal(browser.page, 'analyst@demo.test');
    // Signed in once the user menu shows (the /oauth callback has stored the user).
    await browser.page.getByRole('button', { name: /^User menu for / }).waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it("Network Level lists each country with the seed's figures, drills down, follows the filter and exports its rows", async () => {
    const { page } = browser;
    await page.goto(`${stack.urls.web}/network`);
    const countries = await expected('Network/Aggregates', {
      groupBy: 'country',
      filter: DEFAULT_WIRE_FILTER,
    });
    const rows = await bodyRows(page, 'Countries of the filtered network');
    expect(rows.map((row) => row.slice(0, 4))).toEqual(
      countries.map((row) => [
        row.name,
        count(row.facilityCount),
        count(row.activeCount),
        score(row.averageScore),
      ]),
    );
    await expectNoAxeViolations(page);
    const csv = await exportCsv(page, 'Countries of the filtered network');
    expect(csv.map((line) => line.split(',')[0])).toEqual(countries.map((row) => row.name));
    await screenshots(page, 'network');

    await page
      .getByRole('table', { name: 'Countries of the filtered network' })
      .getByRole('button', { name: countries[0].name })
      .click();
    const regions = await expected('Network/Aggregates', {
      groupBy: 'region',
      filter: { ...DEFAULT_WIRE_FILTER, countryIds: [countries[0].id] },
    });
    expect((await bodyRows(page, 'Regions of the filtered network')).map((row) => row[0])).toEqual(
      regions.map((row) => row.name),
    );
    await expect(page.getByRole('navigation', { name: 'Place' }).textContent()).resolves.toContain(
      countries[0].name,
    );
    await screenshots(page, 'network-regions');

    await page
      .getByRole('navigation', { name: 'Place' })
      .getByRole('button', { name: 'All countries' })
      .click();
    await chooseFilterLevel(page, 4);
    const levelFour = await expected('Network/Aggregates', {
      groupBy: 'country',
      filter: { ...DEFAULT_WIRE_FILTER, awardedLevels: [4] },
    });
    await expect
      .poll(async () => (await bodyRows(page, 'Countries of the filtered network')).map((row) => row[1]))
      .toEqual(levelFour.map((row) => count(row.facilityCount)));
    await clearFilter(page);
  });

  it("Yearly Performance shows each year's average, assessed count and level mix, and follows the filter", async () => {
    const { page } = browser;
    await page.goto(`${stack.urls.web}/yearlyperformance`);
    const years = await expected('YearlyPerformance/Overall', { filter: DEFAULT_WIRE_FILTER });
    const rows = await bodyRows(page, 'Overall results per year');
    expect(rows.map((row) => [row[0], row[1], row[2], ...row.slice(4)])).toEqual(
      years.map((row) => [
        String(row.year),
        count(row.assessedCount),
        score(row.averageScore),
        ...[row.level1, row.level2, row.level3, row.level4, row.level5, row.none].map(count),
      ]),
    );
    const elements = await expected('YearlyPerformance/ServiceElements', { filter: DEFAULT_WIRE_FILTER });
    const elementRows = await bodyRows(page, 'Average score per service element and year');
    const clinical = elements
      .filter((row) => row.serviceElementName === 'Clinical Care')
      .map((row) => score(row.averageScore));
    expect(elementRows.find((row) => row[0] === 'Clinical Care')?.slice(1, 1 + clinical.length)).toEqual(
      clinical,
    );
    await expectNoAxeViolations(page);
    expect(await exportCsv(page, 'Overall results per year')).toHaveLength(years.length);
    await screenshots(page, 'yearly-performance');

    await chooseFilterLevel(page, 5);
    const levelFive = await expected('YearlyPerformance/Overall', {
      filter: { ...DEFAULT_WIRE_FILTER, awardedLevels: [5] },
    });
    await expect
      .poll(async () => (await bodyRows(page, 'Overall results per year')).map((row) => row[1]))
      .toEqual(levelFive.map((row) => count(row.assessedCount)));
    await clearFilter(page);
  });

  it("Benchmarking preselects the facility of the address and shows its peers' median, quartiles, share below and rank", async () => {
    const { page } = browser;
    const {
      rows: [target],
    } = await stack.db.query<{ id: number; name: string }>(
      `SELECT f.id, f.name FROM facilities f JOIN assessments a ON a.facility_id = f.id AND a.is_latest
       WHERE f.environment_id = $1 AND (f.is_cert_active OR f.is_self_active OR f.is_entry_active) ORDER BY f.id LIMIT 1`,
      [ENVIRONMENT_ID],
    );
    await page.goto(`${stack.urls.web}/benchmarking?facilityId=${target.id}`);
    const peers = await expected('Benchmarking/Peers', {
      facilityId: target.id,
      peerGroup: 'network',
      filter: DEFAULT_WIRE_FILTER,
    });
    const rows = await bodyRows(page, 'Scores against peers');
    expect(rows.map((row) => [row[0], row[1], row[2], row[3], row[4], row[7]])).toEqual(
      peers.map((row) => [
        row.serviceElementName,
        score(row.score),
        score(row.median),
        score(row.q1),
        score(row.q3),
        row.rank === null ? '—' : `${count(row.rank)} of ${count(row.peerCount + 1)}`,
      ]),
    );
    await expect(page.getByPlaceholder('Search a facility by name').inputValue()).resolves.toBe(target.name);
    await expectNoAxeViolations(page);
    expect(await exportCsv(page, 'Scores against peers')).toHaveLength(peers.length);
    await screenshots(page, 'benchmarking');

    await page.getByText('Same level', { exact: true }).click();
    const sameLevel = await expected('Benchmarking/Peers', {
      facilityId: target.id,
      peerGroup: 'level',
      filter: DEFAULT_WIRE_FILTER,
    });
    await expect
      .poll(async () => (await bodyRows(page, 'Scores against peers')).map((row) => row[2]))
      .toEqual(sameLevel.map((row) => score(row.median)));
  });

  it('Benchmarking V2 compares the chosen facilities with the network median and is readable in Swahili', async () => {
    const { page } = browser;
    const { rows } = await stack.db.query<{ id: number }>(
      `SELECT f.id FROM facilities f WHERE f.environment_id = $1 AND (f.is_cert_active OR f.is_self_active OR f.is_entry_active)
       ORDER BY f.id LIMIT 4`,
      [ENVIRONMENT_ID],
    );
    const ids = rows.map((row) => row.id);
    await page.goto(`${stack.urls.web}/benchmarking/v2?ids=${ids.join(',')}`);
    const comparison = await expected('BenchmarkingV2/Comparison', {
      facilityIds: ids,
      filter: DEFAULT_WIRE_FILTER,
    });
    const table = await bodyRows(page, 'Service element scores of the chosen facilities');
    const first = comparison.filter((row) => row.facilityId === ids[0]);
    expect(table[0].slice(0, 1 + first.length)).toEqual([
      first[0].facilityName,
      ...first.map((row) => score(row.score)),
    ]);
    expect(table.at(-1)?.slice(1, 1 + first.length)).toEqual(first.map((row) => score(row.peerMedian)));
    await expectNoAxeViolations(page);
    expect(await exportCsv(page, 'Service element scores of the chosen facilities')).toHaveLength(
      ids.length + 1,
    );
    await screenshots(page, 'benchmarking-v2');

    await page.goto(`${stack.urls.web}/benchmarking/v2?ids=${ids.join(',')}&language=sw-KE`);
    await page.getByRole('heading', { name: 'Linganisha vituo' }).waitFor();
    await page
      .getByRole('table', { name: 'Alama za vipengele vya huduma vya vituo vilivyochaguliwa' })
      .waitFor();
    await screenshot(page, 'benchmarking-v2-sw-KE');
  });
});
