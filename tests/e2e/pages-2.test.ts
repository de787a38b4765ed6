import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANALYST_ENVIRONMENT_ID,
  chooseFilterLevel,
  DEFAULT_WIRE_FILTER,
  type E2eBrowser,
  type E2eStack,
  expectedRows,
  expectNoAxeViolations,
  exportCsv,
  formatCount,
  formatScore,
  openSignedInBrowser,
  resetFilter,
  screenshot,
  screenshotDesktopAndPhone,
  startE2eStack,
  tableCells,
} from './support';

let stack: E2eStack;
let browser: E2eBrowser;

describe('Benchmarking, Benchmarking V2, Network Level and Yearly Performance against the real stack', () => {
  beforeAll(async () => {
    stack = await startE2eStack();
    browser = await openSignedInBrowser(`${stack.urls.web}/`, 'analyst@demo.test');
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it("Network Level lists each country with the seed's figures, drills down, follows the filter and exports its rows", async () => {
    const { page } = browser;
    await page.goto(`${stack.urls.web}/network`);
    const countries = await expectedRows(stack, 'Network/Aggregates', {
      groupBy: 'country',
      filter: DEFAULT_WIRE_FILTER,
    });
    const rows = await tableCells(page, 'Countries of the filtered network', 'tbody tr, tfoot tr');
    expect(rows.map((row) => row.slice(0, 4))).toEqual(
      countries.map((row) => [
        row.name,
        formatScore(row.averageScore),
        formatCount(row.facilityCount),
        formatCount(row.activeCount),
      ]),
    );
    await expectNoAxeViolations(page, { include: 'main' });
    const csv = await exportCsv(page, 'Countries of the filtered network');
    expect(csv.map((line) => line.split(',')[0])).toEqual(countries.map((row) => row.name));
    await screenshotDesktopAndPhone(page, 'network');

    await page
      .getByRole('table', { name: 'Countries of the filtered network' })
      .getByRole('button', { name: countries[0].name })
      .click();
    const regions = await expectedRows(stack, 'Network/Aggregates', {
      groupBy: 'region',
      filter: { ...DEFAULT_WIRE_FILTER, countryIds: [countries[0].id] },
    });
    expect(
      (await tableCells(page, 'Regions of the filtered network', 'tbody tr, tfoot tr')).map((row) => row[0]),
    ).toEqual(regions.map((row) => row.name));
    await expect(page.getByRole('navigation', { name: 'Place' }).textContent()).resolves.toContain(
      countries[0].name,
    );
    await screenshotDesktopAndPhone(page, 'network-regions');

    await page
      .getByRole('navigation', { name: 'Place' })
      .getByRole('button', { name: 'All countries' })
      .click();
    await chooseFilterLevel(page, 4);
    const levelFour = await expectedRows(stack, 'Network/Aggregates', {
      groupBy: 'country',
      filter: { ...DEFAULT_WIRE_FILTER, awardedLevels: [4] },
    });
    await expect
      .poll(async () =>
        (await tableCells(page, 'Countries of the filtered network', 'tbody tr, tfoot tr')).map(
          (row) => row[2],
        ),
      )
      .toEqual(levelFour.map((row) => formatCount(row.facilityCount)));
    await resetFilter(page);
  });

  it("Yearly Performance shows each year's average, assessed count and level mix, and follows the filter", async () => {
    const { page } = browser;
    await page.goto(`${stack.urls.web}/yearlyperformance`);
    const years = await expectedRows(stack, 'YearlyPerformance/Overall', { filter: DEFAULT_WIRE_FILTER });
    const rows = await tableCells(page, 'Overall results per year', 'tbody tr, tfoot tr');
    expect(rows.map((row) => [row[0], row[1], row[2], ...row.slice(7)])).toEqual(
      years.map((row) => [
        String(row.year),
        formatCount(row.assessedCount),
        formatScore(row.averageScore),
        ...[row.level1, row.level2, row.level3, row.level4, row.level5, row.none].map(formatCount),
      ]),
    );
    // Each year's country, region and category medians beside the average (they may come later)
    const references = await expectedRows(stack, 'YearlyPerformance/References', {
      filter: DEFAULT_WIRE_FILTER,
    });
    await expect
      .poll(async () =>
        (await tableCells(page, 'Overall results per year', 'tbody tr, tfoot tr')).map((row) =>
          row.slice(4, 7),
        ),
      )
      .toEqual(
        years.map((year) => {
          const reference = references.find((row) => row.year === year.year);
          return [reference?.nationalMedian, reference?.regionalMedian, reference?.peerMedian].map((value) =>
            formatScore(value ?? null),
          );
        }),
      );
    const elements = await expectedRows(stack, 'YearlyPerformance/ServiceElements', {
      filter: DEFAULT_WIRE_FILTER,
    });
    const elementRows = await tableCells(
      page,
      'Average score per service element and year',
      'tbody tr, tfoot tr',
    );
    const clinical = elements
      .filter((row) => row.serviceElementName === 'Clinical Care')
      .map((row) => formatScore(row.averageScore));
    expect(elementRows.find((row) => row[0] === 'Clinical Care')?.slice(1, 1 + clinical.length)).toEqual(
      clinical,
    );
    await expectNoAxeViolations(page, { include: 'main' });
    expect(await exportCsv(page, 'Overall results per year')).toHaveLength(years.length);
    await screenshotDesktopAndPhone(page, 'yearly-performance');

    await chooseFilterLevel(page, 5);
    const levelFive = await expectedRows(stack, 'YearlyPerformance/Overall', {
      filter: { ...DEFAULT_WIRE_FILTER, awardedLevels: [5] },
    });
    await expect
      .poll(async () =>
        (await tableCells(page, 'Overall results per year', 'tbody tr, tfoot tr')).map((row) => row[1]),
      )
      .toEqual(levelFive.map((row) => formatCount(row.assessedCount)));
    await resetFilter(page);
  });

  it('Yearly Performance draws the score target (75, as seeded) on the trend and marks level 3 or above on the level mix', async () => {
    const { page } = browser;
    await page.goto(`${stack.urls.web}/yearlyperformance`);
    const trend = page.getByRole('region', { name: 'Average score per year' });
    await trend.getByText('Dashed line: the score target of this environment, 75.').waitFor();
    // the line itself, labelled on the plot
    const line = trend.locator('svg g', {
      has: page.locator('text', { hasText: new RegExp(`^Target ${formatScore(75)}$`) }),
    });
    expect(await line.locator('line').count()).toBe(1);

    const mix = page.getByRole('region', { name: 'Level mix per year' });
    await mix
      .getByText(
        'Target: level 3 or above. Bars at or above the target level are outlined with a dashed line.',
      )
      .waitFor();
    const years = await expectedRows(stack, 'YearlyPerformance/Overall', { filter: DEFAULT_WIRE_FILTER });
    const marked = await mix.locator('[data-target-mark] title').allTextContents();
    expect(marked).toEqual(
      years.flatMap((row) =>
        [3, 4, 5].map((level) => expect.stringMatching(`^${row.year} · Level ${level}: `)),
      ),
    );
    await screenshot(page, 'targets-yearly');
  });

  it("Benchmarking preselects the facility of the address and shows its peers' median, quartiles, share below and rank", async () => {
    const { page } = browser;
    const {
      rows: [target],
    } = await stack.db.query<{ id: number; name: string }>(
      `SELECT f.id, f.name FROM facilities f JOIN assessments a ON a.facility_id = f.id AND a.is_latest
       WHERE f.environment_id = $1 AND (f.is_cert_active OR f.is_self_active OR f.is_entry_active) ORDER BY f.id LIMIT 1`,
      [ANALYST_ENVIRONMENT_ID],
    );
    await page.goto(`${stack.urls.web}/benchmarking?facilityId=${target.id}`);
    const peers = await expectedRows(stack, 'Benchmarking/Peers', {
      facilityId: target.id,
      peerGroup: 'network',
      filter: DEFAULT_WIRE_FILTER,
    });
    const rows = await tableCells(page, 'Scores against peers', 'tbody tr, tfoot tr');
    expect(rows.map((row) => [...row.slice(0, 8), row[10]])).toEqual(
      peers.map((row) => [
        row.serviceElementName,
        formatScore(row.score),
        formatScore(row.median),
        formatScore(row.q1),
        formatScore(row.q3),
        // The medians of the facility's country, region and category
        formatScore(row.nationalMedian),
        formatScore(row.regionalMedian),
        formatScore(row.peerMedian),
        row.rank === null ? '—' : `${formatCount(row.rank)} of ${formatCount(row.peerCount + 1)}`,
      ]),
    );
    await expect(page.getByPlaceholder('Search a facility by name').inputValue()).resolves.toBe(target.name);
    await expectNoAxeViolations(page, { include: 'main' });
    expect(await exportCsv(page, 'Scores against peers')).toHaveLength(peers.length);
    await screenshotDesktopAndPhone(page, 'benchmarking');

    await page.getByText('Same level', { exact: true }).click();
    const sameLevel = await expectedRows(stack, 'Benchmarking/Peers', {
      facilityId: target.id,
      peerGroup: 'level',
      filter: DEFAULT_WIRE_FILTER,
    });
    await expect
      .poll(async () =>
        (await tableCells(page, 'Scores against peers', 'tbody tr, tfoot tr')).map((row) => row[2]),
      )
      .toEqual(sameLevel.map((row) => formatScore(row.median)));
  });

  it('Benchmarking V2 compares the chosen facilities with the network median and is readable in Swahili', async () => {
    const { page } = browser;
    const { rows } = await stack.db.query<{ id: number }>(
      `SELECT f.id FROM facilities f WHERE f.environment_id = $1 AND (f.is_cert_active OR f.is_self_active OR f.is_entry_active)
       ORDER BY f.id LIMIT 4`,
      [ANALYST_ENVIRONMENT_ID],
    );
    const ids = rows.map((row) => row.id);
    await page.goto(`${stack.urls.web}/benchmarking/v2?ids=${ids.join(',')}`);
    const comparison = await expectedRows(stack, 'BenchmarkingV2/Comparison', {
      facilityIds: ids,
      filter: DEFAULT_WIRE_FILTER,
    });
    const table = await tableCells(
      page,
      'Service element scores of the chosen facilities',
      'tbody tr, tfoot tr',
    );
    const first = comparison.filter((row) => row.facilityId === ids[0]);
    expect(table[0].slice(0, 1 + first.length)).toEqual([
      first[0].facilityName,
      ...first.map((row) => formatScore(row.score)),
    ]);
    expect(table.at(-1)?.slice(1, 1 + first.length)).toEqual(first.map((row) => formatScore(row.peerMedian)));
    await expectNoAxeViolations(page, { include: 'main' });
    expect(await exportCsv(page, 'Service element scores of the chosen facilities')).toHaveLength(
      ids.length + 1,
    );
    await screenshotDesktopAndPhone(page, 'benchmarking-v2');

    await page.goto(`${stack.urls.web}/benchmarking/v2?ids=${ids.join(',')}&language=sw-KE`);
    await page.getByRole('heading', { name: 'Linganisha vituo' }).waitFor();
    await page
      .getByRole('table', { name: 'Alama za vipengele vya huduma vya vituo vilivyochaguliwa' })
      .waitFor();
    await screenshot(page, 'benchmarking-v2-sw-KE');
  });
});
