/**
 * In Chromium against the real stack, the drill-throughs that had only component
 * tests (docs/ui.md, "Drill-through from every figure"): Benchmarking's peer-group card, Facility
 * Numbers' total, active and inactive cards, Yearly Performance's year-table counts (every year,
 * and within a chosen period) and a region of Home's map. Each opens /facilities with its filter as
 * chips, and the list counts as many facilities as the figure, which SQL or the server's own query
 * over the stack's seed counts too.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seededRegionShapes } from '../../server/geo/place-shapes';
import {
  ACTIVE,
  ANALYST_ENVIRONMENT_ID,
  DEFAULT_WIRE_FILTER,
  expectedRows,
  expectNoAxeViolations,
  figure,
  formatCount,
  screenshot,
  useSignedInStack,
} from './support';
import { zoomOf } from './support/map-pixels';
import { mapSettled } from './support/map-settled';
import { clearestPlaceSpot } from './support/map-spots';
import { activeAssessmentsIn } from './support/period-counts';

const params = (page: Page) => new URL(page.url()).searchParams;
const listCount = (page: Page) => page.getByRole('status').filter({ hasText: /^\d[\d,]* facilit/ });
const facilities = (count: number) => `${formatCount(count)} ${count === 1 ? 'facility' : 'facilities'}`;
const chips = (page: Page) => page.getByRole('region', { name: 'Filter of this list' });
/** The list's chips, as their remove buttons are named ("Remove Active"). */
const chipLabels = (page: Page) =>
  chips(page)
    .getByRole('button', { name: /^Remove / })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
/** The number a count cell or figure shows. */
const shownNumber = async (text: Promise<string | null>) => Number((await text)?.replace(/\D/g, ''));

/** Opens the list behind `link` and waits until it counts `count` facilities. */
async function openList(page: Page, link: ReturnType<Page['getByRole']>, count: number) {
  await link.click();
  await page.waitForURL((url) => url.pathname === '/facilities');
  await expect.poll(() => listCount(page).textContent()).toBe(facilities(count));
}

describe('drill-throughs in the browser, signed in as the analyst', () => {
  const { stack, browser } = useSignedInStack('analyst@demo.test');

  it("Benchmarking's peer-group card opens the facility and its peers of the same region, as many as the card counts", async () => {
    const { page } = browser();
    const { rows } = await stack().db.query<{ id: number; region: number }>(
      `SELECT f.id, f.region_id AS region FROM facilities f
       WHERE f.environment_id = $1 AND ${ACTIVE} AND f.latest_year IS NOT NULL ORDER BY f.id LIMIT 1`,
      [ANALYST_ENVIRONMENT_ID],
    );
    const [chosen] = rows;
    const peers = await expectedRows(stack(), 'Benchmarking/Peers', {
      filter: DEFAULT_WIRE_FILTER,
      facilityId: chosen.id,
      peerGroup: 'region',
    });
    // the group is the facility and its largest set of peers over the elements (docs/ui.md)
    const group = Math.max(...peers.map((row) => row.peerCount)) + 1;
    await page.goto(`${stack().urls.web}/benchmarking?active=yes&facilityId=${chosen.id}&peers=region`);
    const card = figure(page, 'Peer group');
    await expect.poll(() => card.getAttribute('aria-label')).toBe(`Peer group: ${facilities(group)}`);
    await openList(page, card.getByRole('link'), group);
    expect(params(page).get('region')).toBe(String(chosen.region));
    expect(params(page).get('score')).toBe('0-100');
    expect(params(page).get('active')).toBe('yes');
    // three chips: the peers' region, the element scored (any score) and the page's Active
    const labels = await chipLabels(page);
    expect(labels).toHaveLength(3);
    expect(labels).toContain('Remove Active');
    expect(labels.filter((label) => /^Remove .+: 0 to 100$/.test(label))).toHaveLength(1);
    await expectNoAxeViolations(page);
    await screenshot(page, 'drill-through-peer-group');
  });

  it("Facility Numbers' total, active and inactive cards open lists of as many facilities as each counts", async () => {
    const { page } = browser();
    const { rows } = await stack().db.query<{ total: number; active: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE ${ACTIVE})::int AS active
       FROM facilities f WHERE f.environment_id = $1`,
      [ANALYST_ENVIRONMENT_ID],
    );
    const { total, active } = rows[0];
    const inactive = total - active;
    // the seed's premise: every card is a figure above 0, so a link (a 0 opens nothing)
    expect(inactive).toBeGreaterThan(0);
    const cards: [label: string, count: number, activeParam: string | null, chip: string | null][] = [
      ['Facilities', total, null, null],
      ['Active', active, 'yes', 'Remove Active'],
      ['Inactive', inactive, 'no', 'Remove Inactive'],
    ];
    for (const [label, count, activeParam, chip] of cards) {
      await page.goto(`${stack().urls.web}/facilitynumbers?active=all`);
      const card = figure(page, label);
      await expect.poll(() => card.getAttribute('aria-label')).toBe(`${label}: ${formatCount(count)}`);
      await openList(page, card.getByRole('link'), count);
      expect(params(page).get('active') ?? 'all', label).toBe(activeParam ?? 'all');
      const labels = await chipLabels(page);
      expect(labels, label).toEqual(chip ? [chip] : []);
    }
  });

  it("Yearly Performance's table: a year's assessed count and a level count open the facilities assessed that year (at that level)", async () => {
    const { page } = browser();
    const years = await expectedRows(stack(), 'YearlyPerformance/Overall', { filter: DEFAULT_WIRE_FILTER });
    // an earlier year than the latest (its figure card is tested in analysis.test.ts)
    const year = years[0];
    const level = ([1, 2, 3, 4, 5] as const).find((candidate) => year[`level${candidate}`] > 0);
    if (!level) throw new Error(`no level awarded in ${year.year}`);
    const table = page.getByRole('table', { name: 'Overall results per year', exact: true });

    await page.goto(`${stack().urls.web}/yearlyperformance?active=yes`);
    const assessed = table.getByRole('link', {
      name: `${formatCount(year.assessedCount)}: open the facilities assessed in ${year.year}`,
    });
    await openList(page, assessed, year.assessedCount);
    expect(params(page).get('assessedYear')).toBe(String(year.year));
    expect(await chipLabels(page)).toContain(`Remove Assessed in ${year.year}`);

    await page.goBack();
    const levelCount = year[`level${level}`];
    const atLevel = table.getByRole('link', {
      name: `${formatCount(levelCount)}: open the facilities assessed in ${year.year}, Level ${level}`,
    });
    await openList(page, atLevel, levelCount);
    expect(params(page).get('assessedYear')).toBe(String(year.year));
    expect(params(page).get('assessedLevel')).toBe(String(level));
    expect(await chipLabels(page)).toContain(`Remove Assessed in ${year.year} at level ${level}`);
  });

  it('Yearly Performance within a chosen quarter: its card and its year’s counts open the facilities assessed in the quarter’s days', async () => {
    const { page } = browser();
    const [from, to] = ['2025-04-01', '2025-06-30'];
    const inQuarter = await activeAssessmentsIn(stack(), from, to);
    expect(inQuarter).toBeGreaterThan(0);
    const table = page.getByRole('table', { name: 'Overall results per year', exact: true });
    const between = 'Remove Assessed between Apr 1, 2025 and Jun 30, 2025';
    const openQuarter = async () => {
      await page.goto(`${stack().urls.web}/yearlyperformance?active=yes&period=2025-Q2`);
      await page.getByText('Q2 2025 compared with Q1 2025').waitFor();
    };
    const expectQuarterList = async (level?: number) => {
      expect(params(page).get('assessedFrom')).toBe(from);
      expect(params(page).get('assessedTo')).toBe(to);
      expect(params(page).get('assessedLevel')).toBe(level === undefined ? null : String(level));
      expect(await chipLabels(page)).toContain(
        level === undefined ? between : `${between} at level ${level}`,
      );
    };

    await openQuarter();
    const card = figure(page, 'Assessments');
    await expect.poll(() => shownNumber(card.getByRole('link').textContent())).toBe(inQuarter);
    await openList(page, card.getByRole('link'), inQuarter);
    await expectQuarterList();

    await openQuarter();
    await openList(
      page,
      table.getByRole('link', { name: `${formatCount(inQuarter)}: open the facilities assessed in 2025` }),
      inQuarter,
    );
    await expectQuarterList();

    await openQuarter();
    const levelLink = table
      .getByRole('link', { name: /: open the facilities assessed in 2025, Level \d$/ })
      .first();
    const levelName = (await levelLink.getAttribute('aria-label')) ?? '';
    const level = Number(/Level (\d)$/.exec(levelName)?.[1]);
    const { rows } = await stack().db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM assessments a
         JOIN facilities f ON f.environment_id = a.environment_id AND f.id = a.facility_id
       WHERE a.environment_id = $1 AND ${ACTIVE} AND a.awarded_level = $2
         AND a.assessed_on BETWEEN $3::date AND $4::date`,
      [ANALYST_ENVIRONMENT_ID, level, from, to],
    );
    expect(await shownNumber(levelLink.textContent())).toBe(rows[0].n);
    await openList(page, levelLink, rows[0].n);
    await expectQuarterList(level);
    await screenshot(page, 'drill-through-yearly-quarter-level');
  });

  it("a click on a region of Home's service-level map, away from its dots, opens the list of that region's facilities", async () => {
    const { page } = browser();
    const { rows: regions } = await stack().db.query<{
      id: number;
      name: string;
      country: string;
      active: number;
    }>(
      `SELECT r.id, r.name, c.name AS country, count(*) FILTER (WHERE ${ACTIVE})::int AS active
       FROM regions r JOIN countries c ON c.id = r.country_id
         JOIN facilities f ON f.environment_id = $1 AND f.region_id = r.id
       GROUP BY r.id, r.name, c.name HAVING count(*) FILTER (WHERE ${ACTIVE}) > 0`,
      [ANALYST_ENVIRONMENT_ID],
    );
    const { rows: dots } = await stack().db.query<{ longitude: number; latitude: number }>(
      'SELECT longitude, latitude FROM facilities WHERE environment_id = $1',
      [ANALYST_ENVIRONMENT_ID],
    );
    const key = (country: string, name: string) => `${country} / ${name}`;
    const places = seededRegionShapes()
      .filter((shape) =>
        regions.some((region) => key(region.country, region.name) === key(shape.country, shape.name)),
      )
      .map((shape) => {
        const ring = shape.outline.slice(0, -1);
        const centre: [number, number] = [
          ring.reduce((sum, point) => sum + point[0], 0) / ring.length,
          ring.reduce((sum, point) => sum + point[1], 0) / ring.length,
        ];
        return { name: key(shape.country, shape.name), centre, edge: ring };
      });

    await page.goto(`${stack().urls.web}/home?active=yes`);
    const card = page.getByRole('region', { name: 'Service level map', exact: true });
    const canvas = card.locator('[data-map-canvas]');
    await mapSettled(canvas);
    // one step closer than the whole network, so a region is wide enough to click beside its dots;
    // still regions, not districts, are the places shaded
    const start = await zoomOf(canvas);
    await card.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => zoomOf(canvas)).toBeCloseTo(start + 1, 1);
    await mapSettled(canvas);
    await card.getByText('Regions are shaded', { exact: false }).waitFor();
    const spot = await clearestPlaceSpot(canvas, places, dots);
    expect(spot.clearance).toBeGreaterThan(24);
    const region = regions.find((candidate) => key(candidate.country, candidate.name) === spot.name);
    if (!region) throw new Error(`no region ${spot.name}`);
    await canvas.click({ position: spot.pixel });
    await page.waitForURL((url) => url.pathname === '/facilities');
    expect(params(page).get('region')).toBe(String(region.id));
    expect(params(page).get('active')).toBe('yes');
    await expect.poll(() => listCount(page).textContent()).toBe(facilities(region.active));
    expect(await chipLabels(page)).toContain('Remove Active');
    expect(await chipLabels(page)).toHaveLength(2);
    await screenshot(page, 'drill-through-home-map-region');
  });
});
