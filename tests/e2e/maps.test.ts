import type { Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRegionShapes } from '../../server/geo/place-shapes';
import { DISTRICT_ZOOM, serverViewFor } from '../../src/components/page-kit/map/map-camera';
import type { BoundingBox } from '../../src/components/page-kit/map/map-view';
import {
  ANALYST_ENVIRONMENT_ID,
  type E2eBrowser,
  type E2eStack,
  expectNoAxeViolations,
  formatCount,
  openSignedInBrowser,
  screenshot,
  startE2eStack,
} from './support';
import { drawnClusters, pixelOf, zoomOf } from './support/map-pixels';
import { mapSettled } from './support/map-settled';
import { clearestPlaceSpot } from './support/map-spots';

/**
 * SwiftShader, no GPU) against the real stack. The stack
 * names a tile server that cannot be reached, so every test here also shows the map working
 * offline on its bundled outlines and the server's place shapes.
 */
const TILE_URL = 'http://127.0.0.1:9/{z}/{x}/{y}.png';
const ATTRIBUTION = '© Unreachable Tiles';

let stack: E2eStack;
let browser: E2eBrowser;
const tileRequests: string[] = [];

const mapCard = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const canvasOf = (card: Locator) => card.locator('[data-map-canvas]');

async function openHome(page: Page) {
  await page.goto(`${stack.urls.web}/home`);
  const card = mapCard(page, 'Service level map');
  await mapSettled(canvasOf(card));
  return card;
}

describe('real maps in the browser', () => {
  beforeAll(async () => {
    stack = await startE2eStack({
      env: { QAP_MAP_TILE_URL: TILE_URL, QAP_MAP_TILE_ATTRIBUTION: ATTRIBUTION },
    });
    browser = await openSignedInBrowser(`${stack.urls.web}/`, 'analyst@demo.test');
    // no tile server: every tile request fails, as it would offline
    await browser.context.route('http://127.0.0.1:9/**', (route) => {
      tileRequests.push(route.request().url());
      return route.abort('internetdisconnected');
    });
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('Home asks the server once for the view its canvases show once they have fitted the selection (worked out before the canvas exists)', async () => {
    const { page } = browser;
    const asked: { zoom: number; bbox?: BoundingBox }[] = [];
    const listen = (request: Request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/qps/facility/map'))
        asked.push(request.postDataJSON());
    };
    page.on('request', listen);
    try {
      await openHome(page);
      await mapSettled(canvasOf(mapCard(page, 'Available services map')));
      await page.waitForLoadState('networkidle');
    } finally {
      page.off('request', listen);
    }
    // besides the zoom-0 overview that gives the selection's extent, one question: the two maps
    // show the same selection in frames of one size, so they share it
    const questions = asked.filter((body) => body.bbox).map(({ zoom, bbox }) => ({ zoom, bbox }));
    for (const title of ['Service level map', 'Available services map']) {
      // MapLibre's own camera after its fit, read from the canvas
      const canvas = canvasOf(mapCard(page, title));
      const zoom = Number(await canvas.getAttribute('data-zoom'));
      const visible = JSON.parse((await canvas.getAttribute('data-visible')) ?? 'null') as BoundingBox;
      expect(questions, title).toEqual([serverViewFor(zoom, visible)]);
    }
  });

  it('zooms in and out with the buttons, and with + and - on the focused map', async () => {
    const card = await openHome(browser.page);
    const canvas = canvasOf(card);
    const start = await zoomOf(canvas);
    await card.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => zoomOf(canvas)).toBeCloseTo(start + 1, 1);
    await card.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(() => zoomOf(canvas)).toBeCloseTo(start, 1);
    await card.getByRole('application').focus();
    await browser.page.keyboard.press('+');
    await expect.poll(() => zoomOf(canvas)).toBeGreaterThan(start + 0.5);
    await card.getByRole('button', { name: 'Back to the starting view' }).click();
    await expect.poll(() => zoomOf(canvas)).toBeCloseTo(start, 0);
  });

  it('a cluster splits into smaller clusters or single facilities when the map zooms in on it', async () => {
    const card = await openHome(browser.page);
    const canvas = canvasOf(card);
    const counts = async () => (await drawnClusters(canvas)).map((cluster) => cluster.count);
    const before = await drawnClusters(canvas);
    const largest = before.reduce((most, cluster) => (cluster.count > most.count ? cluster : most));
    expect(largest.count).toBeGreaterThan(1);
    await screenshot(browser.page, 'maps-clusters-before');
    await canvas.click({ position: await pixelOf(canvas, largest.longitude, largest.latitude) });
    await expect
      .poll(
        async () => {
          const after = await counts();
          return (
            after.every((count) => count < largest.count) &&
            Number(await canvas.getAttribute('data-marks')) >= 2
          );
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await screenshot(browser.page, 'maps-clusters-after');
  });

  it('a tooltip appears when an entry of the on-screen list gets the keyboard focus', async () => {
    const card = await openHome(browser.page);
    const entry = card.getByRole('group', { name: 'On screen now' }).getByRole('button').first();
    const [count] = /^[\d,]+/.exec((await entry.textContent()) ?? '') ?? [''];
    await entry.focus();
    const tooltip = card.getByRole('tooltip');
    await expect.poll(() => tooltip.textContent()).toContain(`${count} facilities`);
    await card.getByRole('button', { name: 'Zoom in' }).focus();
    await expect.poll(() => tooltip.count()).toBe(0);
  });

  it('a click on a region of the Network map drills the page down to that region', async () => {
    const { rows } = await stack.db.query<{
      regionId: number;
      countryId: number;
      name: string;
      country: string;
    }>(
      `SELECT r.id AS "regionId", c.id AS "countryId", r.name, c.name AS country
       FROM regions r JOIN countries c ON c.id = r.country_id WHERE c.name = 'Kenya' AND r.name = 'Nakuru'`,
    );
    const region = rows[0];
    const shape = seededRegionShapes().find(
      (item) => item.country === region.country && item.name === region.name,
    );
    if (!shape) throw new Error('no seeded shape for Nakuru');
    const { rows: facilities } = await stack.db.query<{ longitude: number; latitude: number }>(
      'SELECT longitude, latitude FROM facilities WHERE environment_id = $1 AND region_id = $2',
      [ANALYST_ENVIRONMENT_ID, region.regionId],
    );
    const { page } = browser;
    await page.goto(`${stack.urls.web}/network?country=${region.countryId}`);
    // the card's title follows the drill ("Facilities in Kenya", then "in Nakuru"): the page's one map
    const canvas = page.locator('[data-map-canvas]');
    await mapSettled(canvas);
    // a spot inside the region away from its facilities' dots (a dot opens its facility instead)
    const ring = shape.outline.slice(0, -1);
    const centre = [0, 1].map((axis) => ring.reduce((sum, corner) => sum + corner[axis], 0) / ring.length);
    const spot = await clearestPlaceSpot(
      canvas,
      [{ name: region.name, centre: centre as [number, number], edge: ring }],
      facilities,
    );
    expect(spot.clearance).toBeGreaterThan(24);
    const countryZoom = await zoomOf(canvas);
    await canvas.click({ position: spot.pixel });
    // the Network page's drill path lives in its address as drillCountry / drillRegion
    await expect.poll(() => page.url()).toContain(`drillRegion=${region.regionId}`);
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Place' }).textContent())
      .toContain('Nakuru');
    // the map follows the drill: it fits the region, closer than the country
    await expect.poll(() => zoomOf(canvas), { timeout: 30_000 }).toBeGreaterThan(countryZoom + 1);
    await mapSettled(canvas);
    await screenshot(page, 'maps-network-region');
  });

  it('a click on a district of the map canvas, away from its dots, opens the list of that district’s facilities', async () => {
    const { rows } = await stack.db.query<{ regionId: number; countryId: number; country: string }>(
      `SELECT r.id AS "regionId", c.id AS "countryId", c.name AS country
       FROM regions r JOIN countries c ON c.id = r.country_id WHERE c.name = 'Kenya' AND r.name = 'Nakuru'`,
    );
    const region = rows[0];
    const shape = seededRegionShapes().find(
      (item) => item.country === region.country && item.name === 'Nakuru',
    );
    if (!shape) throw new Error('no seeded shape for Nakuru');
    const { rows: districts } = await stack.db.query<{ id: number; name: string; active: number }>(
      `SELECT d.id, d.name, (SELECT count(*)::int FROM facilities f WHERE f.environment_id = $1 AND f.district_id = d.id
         AND (f.is_cert_active OR f.is_self_active OR f.is_entry_active)) AS active
       FROM districts d WHERE d.region_id = $2`,
      [ANALYST_ENVIRONMENT_ID, region.regionId],
    );
    const { page } = browser;
    // drilled into the region, the map fits it: close enough that its districts are the places
    await page.goto(
      `${stack.urls.web}/network?drillCountry=${region.countryId}&drillRegion=${region.regionId}`,
    );
    const canvas = page.locator('[data-map-canvas]');
    await expect.poll(() => zoomOf(canvas), { timeout: 30_000 }).toBeGreaterThanOrEqual(DISTRICT_ZOOM);
    await mapSettled(canvas);
    // a spot inside a district's wedge, as far as can be from every dot and cluster drawn (they open
    // a facility or zoom instead); a wedge's ring starts at its region's centre
    const { rows: dots } = await stack.db.query<{ longitude: number; latitude: number }>(
      'SELECT longitude, latitude FROM facilities WHERE environment_id = $1 AND region_id = $2',
      [ANALYST_ENVIRONMENT_ID, region.regionId],
    );
    const best = await clearestPlaceSpot(
      canvas,
      shape.districts.map(({ name, outline: [centre, ...rest] }) => ({
        name,
        centre,
        edge: rest.slice(0, -1),
      })),
      dots,
    );
    expect(best.clearance).toBeGreaterThan(24);
    const district = districts.find((item) => item.name === best.name);
    if (!district) throw new Error(`no district ${best.name} in the database`);
    await screenshot(page, 'maps-district-click-before');
    await canvas.click({ position: best.pixel });
    await page.waitForURL(/\/facilities\?/);
    expect(new URL(page.url()).searchParams.get('district')).toBe(String(district.id));
    const listCount = page.getByRole('status').filter({ hasText: /^\d[\d,]* facilit/ });
    await expect
      .poll(() => listCount.textContent())
      .toBe(`${formatCount(district.active)} ${district.active === 1 ? 'facility' : 'facilities'}`);
    await screenshot(page, 'maps-district-click-list');
  });

  it('works offline: the tile server fails, yet outlines, places and facilities are drawn and the tiles are credited', async () => {
    const card = await openHome(browser.page);
    expect(tileRequests.length).toBeGreaterThan(0);
    expect(Number(await canvasOf(card).getAttribute('data-marks'))).toBeGreaterThan(0);
    await expect.poll(() => card.textContent()).toContain(ATTRIBUTION);
    const outlines = browser.failedResponses.filter((line) =>
      /countries-110m|geo\/places|facility\/(map|areas)/.test(line),
    );
    expect(outlines).toEqual([]);
    await screenshot(browser.page, 'maps-offline-tiles');
  });

  /** Home in a new tab of the signed-in browser, at a phone's size, with the map library's chunk requests counted. */
  async function phoneHome() {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    const mapLibraryRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/MapCanvas-[^/]+\.js$/.test(request.url())) mapLibraryRequests.push(request.url());
    });
    await page.goto(`${stack.urls.web}/home`);
    // Home's data has come: the map card counts its facilities (its answer is in), the table is there
    await expect.poll(() => mapCard(page, 'Service level map').textContent()).toMatch(/facilities shown/);
    await page.getByRole('table', { name: 'Recently assessed facilities' }).waitFor();
    await page.waitForLoadState('networkidle');
    return { page, mapLibraryRequests };
  }

  /** How far below the bottom of the screen an element starts, in CSS px. */
  const belowScreen = (locator: Locator) =>
    locator.evaluate((element) => element.getBoundingClientRect().top - window.innerHeight);

  it('on a phone, a map below the fold downloads no map library and draws nothing until the user scrolls to it', async () => {
    const { page, mapLibraryRequests } = await phoneHome();
    try {
      const canvases = [mapCard(page, 'Service level map'), mapCard(page, 'Available services map')].map(
        canvasOf,
      );
      // the premise: both maps are further below the screen than the 300 px where a map starts
      for (const canvas of canvases) expect(await belowScreen(canvas)).toBeGreaterThan(300);
      expect(mapLibraryRequests).toEqual([]);
      for (const canvas of canvases) expect(await canvas.getAttribute('data-marks')).toBeNull();

      await mapSettled(canvases[0]);
      expect(mapLibraryRequests).toHaveLength(1);
      await mapSettled(canvases[1]);
    } finally {
      await page.close();
    }
  });

  it('the Print button draws the maps that never came on screen before it opens the print dialog', async () => {
    const { page } = await phoneHome();
    try {
      // what the maps showed at the moment the print dialog was asked for
      await page.evaluate(() => {
        const w = window as unknown as { __printedMaps?: string[] };
        window.print = () => {
          w.__printedMaps = [...document.querySelectorAll<HTMLElement>('[data-map-canvas]')].map(
            (canvas) => `${canvas.dataset.idle}:${Number(canvas.dataset.marks ?? 0) > 0}`,
          );
        };
      });
      expect(await belowScreen(canvasOf(mapCard(page, 'Available services map')))).toBeGreaterThan(300);
      await page.getByRole('button', { name: 'Print' }).click();
      const printed = () =>
        page.evaluate(() => (window as unknown as { __printedMaps?: string[] }).__printedMaps ?? null);
      await expect.poll(printed, { timeout: 30_000 }).not.toBeNull();
      expect(await printed()).toEqual(['true:true', 'true:true']);
    } finally {
      await page.close();
    }
  });

  it('passes axe with both maps drawn', async () => {
    const card = await openHome(browser.page);
    await mapSettled(canvasOf(mapCard(browser.page, 'Available services map')));
    await expect.poll(() => card.getAttribute('aria-busy')).toBe('false');
    await expectNoAxeViolations(browser.page, { include: 'main' });
  });
});
