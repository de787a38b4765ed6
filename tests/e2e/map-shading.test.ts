/**
 * The maps as a person reads them, in Chromium with software rendering (SwiftShader, as CI runs
 * it): regions filled with the colour of their fixed band on screen and on paper, and the names of
 * the places shaded at the zoom. One stack, one signed-in page.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seededRegionShapes } from '../../server/geo/place-shapes';
import { DISTRICT_ZOOM } from '../../src/components/page-kit/map/map-camera';
import { SHADE_COLORS } from '../../src/components/page-kit/map/map-classes';
import { LAND, SEA, SHADE_OPACITY } from '../../src/components/page-kit/map/map-style';
import { ACTIVE, ANALYST_ENVIRONMENT_ID, screenshot, useSignedInStack } from './support';
import { mapSettled } from './support/map-settled';
import { clearestPlaceSpot, type PlaceOutline } from './support/map-spots';
import { readPdfImages } from './support/pdf-text';
import { printToPdf } from './support/print-report';
import { blend, colourDistance, type Rgb, rgbOf, screenColours } from './support/screen-colours';

/** The band of an average score: below 60, 60-70, 70-80, 80-90, 90 and above (a limit is in the band above). */
const scoreBand = (score: number) => (score < 60 ? 0 : score >= 90 ? 4 : Math.floor(score / 10) - 5);

interface RegionAverage {
  id: number;
  name: string;
  country: string;
  average: number;
}

describe('maps you can read', () => {
  const { stack, browser } = useSignedInStack('analyst@demo.test');

  /** Each region's mean latest score over its active scored facilities (Home's filter: active), to one decimal. */
  async function regionAverages(): Promise<RegionAverage[]> {
    const { rows } = await stack().db.query<RegionAverage>(
      `SELECT r.id, r.name, c.name AS country, round(avg(f.latest_score)::numeric, 1)::float8 AS average
       FROM facilities f JOIN regions r ON r.id = f.region_id JOIN countries c ON c.id = r.country_id
       WHERE f.environment_id = $1 AND ${ACTIVE} AND f.latest_score IS NOT NULL
       GROUP BY r.id, r.name, c.name`,
      [ANALYST_ENVIRONMENT_ID],
    );
    return rows;
  }

  /** Home's service-level map (shaded by average score), drawn and settled. */
  async function homeMap(page: Page): Promise<Locator> {
    await page.goto(`${stack().urls.web}/home`);
    const canvas = page
      .getByRole('region', { name: 'Service level map', exact: true })
      .locator('[data-map-canvas]');
    await mapSettled(canvas);
    return canvas;
  }

  /** A spot inside each region, as far from every cluster and facility as the region allows. */
  async function regionSpots(canvas: Locator, regions: RegionAverage[]) {
    const { rows: dots } = await stack().db.query<{ longitude: number; latitude: number }>(
      'SELECT longitude, latitude FROM facilities WHERE environment_id = $1',
      [ANALYST_ENVIRONMENT_ID],
    );
    const shapes = seededRegionShapes();
    return Promise.all(
      regions.map(async (region) => {
        const shape = shapes.find((item) => item.country === region.country && item.name === region.name);
        if (!shape) throw new Error(`no seeded shape for ${region.name}`);
        const ring = shape.outline.slice(0, -1);
        const outline: PlaceOutline = {
          name: region.name,
          centre: [0, 1].map((axis) => ring.reduce((sum, corner) => sum + corner[axis], 0) / ring.length) as [
            number,
            number,
          ],
          edge: ring,
        };
        // away from the region's name too, written at its centre
        const marks = [...dots, { longitude: outline.centre[0], latitude: outline.centre[1] }];
        return { region, spot: await clearestPlaceSpot(canvas, [outline], marks) };
      }),
    );
  }

  /** The band's colour laid over the land or the sea (a coastal region reaches over both). */
  const expectBandColour = (seen: Rgb, band: number, label: string) => {
    const shade = rgbOf(SHADE_COLORS[band]);
    const distance = Math.min(
      ...[LAND, SEA].map((under) => colourDistance(seen, blend(shade, rgbOf(under), SHADE_OPACITY))),
    );
    expect(distance, `${label}: rgb(${seen.join(', ')}), band ${band}`).toBeLessThanOrEqual(6);
  };

  it('on screen, every region of Home’s service-level map is filled with the colour of its average score’s band', async () => {
    const { page } = browser();
    const regions = await regionAverages();
    const canvas = await homeMap(page);
    const spots = await regionSpots(canvas, regions);
    const colours = await screenColours(
      canvas,
      spots.map(({ spot }) => spot.pixel),
    );
    await screenshot(page, 'map-shading-screen');
    for (const [index, { region }] of spots.entries())
      expectBandColour(colours[index], scoreBand(region.average), `${region.name} ${region.average}`);
  });

  it('printed, the map keeps its shading: its picture in the PDF holds the colour of every band Home’s regions fall in', async () => {
    const { page } = browser();
    const bands = new Set((await regionAverages()).map((region) => scoreBand(region.average)));
    await homeMap(page);
    const { pdf } = await printToPdf(page, 'map-shading-print');
    // per picture, the pixels of each band's colour (over land or sea)
    const bandPixels = readPdfImages(pdf)
      .filter((image) => image.samples.length === image.width * image.height * 3)
      .map((image) =>
        [...bands].map((band) => {
          const looks = [LAND, SEA].map((under) =>
            blend(rgbOf(SHADE_COLORS[band]), rgbOf(under), SHADE_OPACITY),
          );
          let pixels = 0;
          for (let at = 0; at < image.samples.length; at += 3) {
            const seen: Rgb = [image.samples[at], image.samples[at + 1], image.samples[at + 2]];
            if (looks.some((look) => colourDistance(seen, look) <= 6)) pixels += 1;
          }
          return pixels;
        }),
      );
    // a region is hundreds of pixels on paper: far more than a few stray pixels of a border or letter
    expect(
      bandPixels.some((counts) => counts.every((pixels) => pixels > 300)),
      JSON.stringify(bandPixels),
    ).toBe(true);
  });

  it('the map names the places it shades: regions on a country’s map, districts once drilled into a region', async () => {
    const { page } = browser();
    const canvas = page.locator('[data-map-canvas]');
    const namesDrawn = async () => JSON.parse((await canvas.getAttribute('data-names')) ?? '[]') as string[];
    const { rows: places } = await stack().db.query<{ kind: string; name: string; regionName: string }>(
      `SELECT 'region' AS kind, r.name, r.name AS "regionName" FROM regions r
       UNION ALL SELECT 'district', d.name, r.name FROM districts d JOIN regions r ON r.id = d.region_id`,
    );
    const namesOf = (kind: string) =>
      new Set(places.filter((place) => place.kind === kind).map((place) => place.name));
    const { rows } = await stack().db.query<{ regionId: number; countryId: number }>(
      `SELECT r.id AS "regionId", r.country_id AS "countryId" FROM regions r WHERE r.name = 'Nakuru'`,
    );
    const { regionId, countryId } = rows[0];

    await page.goto(`${stack().urls.web}/network?country=${countryId}`);
    await mapSettled(canvas);
    const country = await namesDrawn();
    expect(country.length).toBeGreaterThan(0);
    expect(country.filter((name) => !namesOf('region').has(name))).toEqual([]);

    await page.goto(`${stack().urls.web}/network?drillCountry=${countryId}&drillRegion=${regionId}`);
    await expect
      .poll(async () => Number(await canvas.getAttribute('data-zoom')), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(DISTRICT_ZOOM);
    await mapSettled(canvas);
    const drilled = await namesDrawn();
    expect(drilled.filter((name) => !namesOf('district').has(name))).toEqual([]);
    const nakuru = places.filter((place) => place.kind === 'district' && place.regionName === 'Nakuru');
    expect(drilled.some((name) => nakuru.some((district) => district.name === name))).toBe(true);
    await screenshot(page, 'map-names-districts');
  });
});
