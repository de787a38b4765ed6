import { readFile } from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import type { FacilityMapAnswer, MapCluster, MapFacilityPoint } from '../../../contract/facility-map.schemas';
import { fittedCamera, serverViewFor, serverZoomFor } from '../../../src/components/page-kit/map/map-camera';
import { categoriesOf, visibleCluster } from '../../../src/components/page-kit/map/map-categories';
import {
  clusterDiameter,
  clusterFeatures,
  countImageId,
} from '../../../src/components/page-kit/map/map-clusters';
import { categoryTotals } from '../../../src/components/page-kit/map/map-marks';
import { latitudeAt, longitudeAt, worldX, worldY } from '../../../src/components/page-kit/map/map-projection';
import { mapStyle } from '../../../src/components/page-kit/map/map-style';
import { fitView } from '../../../src/components/page-kit/map/map-view';
import { loadCountryOutlines } from '../../../src/components/page-kit/map/world-outlines';

/** Nairobi to Kampala. */
const EAST_AFRICA = { west: 32.58, south: -1.29, east: 36.82, north: 0.35 };

const cluster = (levelCounts: MapCluster['levelCounts']): MapCluster => ({
  latitude: -1,
  longitude: 36,
  count: levelCounts.reduce((sum, count) => sum + count, 0),
  levelCounts,
  active: levelCounts.reduce((sum, count) => sum + count, 0) - 1,
});

const answer = (parts: Partial<FacilityMapAnswer>): FacilityMapAnswer => ({
  zoom: 5,
  cellDegrees: 360 / 2 ** 8,
  total: 0,
  extent: null,
  clusters: [],
  points: [],
  ...parts,
});

describe('facility map: the view fitted to the selection', () => {
  it('uses Web Mercator world units, as tile servers do', () => {
    expect(worldX(-180)).toBe(0);
    expect(worldX(0)).toBe(0.5);
    expect(worldY(0)).toBeCloseTo(0.5);
    expect(worldY(60)).toBeLessThan(worldY(0));
    expect(longitudeAt(worldX(36.82))).toBeCloseTo(36.82, 9);
    expect(latitudeAt(worldY(-1.29))).toBeCloseTo(-1.29, 9);
  });

  it("a canvas fits a box as MapLibre's fitBounds does: the zoom at which it fills the room inside 24 px of padding, centred", () => {
    // A quarter of the world's width in a frame 512 px wide inside its padding: 2048 px for the
    // world, MapLibre's 512 px world at zoom 0 doubled twice.
    const camera = fittedCamera([0, 0, 90, 1], { width: 560, height: 400 });
    expect(camera.zoom).toBeCloseTo(2, 12);
    // centred on 45 degrees east, the frame's 560 px are 560 / 2048 of the world: 98.4375 degrees
    const [west, , east] = camera.visible;
    expect(west).toBeCloseTo(45 - 49.21875, 9);
    expect(east).toBeCloseTo(45 + 49.21875, 9);
  });

  it("the selection's whole extent lies inside the fitted canvas, and the view asked for holds what it shows", () => {
    const size = { width: 640, height: 448 };
    const { frame, view } = fitView(EAST_AFRICA, size);
    const [west, south, east, north] = fittedCamera(frame, size).visible;
    expect(west).toBeLessThanOrEqual(EAST_AFRICA.west);
    expect(south).toBeLessThanOrEqual(EAST_AFRICA.south);
    expect(east).toBeGreaterThanOrEqual(EAST_AFRICA.east);
    expect(north).toBeGreaterThanOrEqual(EAST_AFRICA.north);
    const [askedWest, askedSouth, askedEast, askedNorth] = view.bbox;
    expect(askedWest).toBeLessThanOrEqual(west);
    expect(askedSouth).toBeLessThanOrEqual(south);
    expect(askedEast).toBeGreaterThanOrEqual(east);
    expect(askedNorth).toBeGreaterThanOrEqual(north);
  });

  it('a smaller extent asks for a closer zoom', () => {
    const wide = fitView(EAST_AFRICA).view;
    const district = fitView({ west: 36.7, south: -1.35, east: 36.9, north: -1.2 }).view;
    expect(district.zoom).toBeGreaterThan(wide.zoom);
  });

  it('a grid cell at the fitted zoom is a readable size on the canvas (32-64 px)', () => {
    const size = { width: 800, height: 560 };
    const { frame, view } = fitView(EAST_AFRICA, size);
    const camera = fittedCamera(frame, size);
    // Contract: at server zoom s a cell is 360 / 2^(s+3) degrees; MapLibre's world is 512 * 2^z px.
    const cellPx = (512 * 2 ** camera.zoom) / 2 ** (view.zoom + 3);
    expect(cellPx).toBeGreaterThanOrEqual(32);
    expect(cellPx).toBeLessThanOrEqual(64);
  });

  it('an empty selection shows East Africa', () => {
    const [west, south, east, north] = fitView(null).frame;
    expect([west < 36.8, east > 36.8, south < -1.3, north > -1.3]).toEqual([true, true, true, true]);
  });

  it('a whole-world extent stays inside the world', () => {
    const [west, south, east, north] = fitView({ west: -180, south: -89, east: 180, north: 89 }).frame;
    expect([west, south, east, north]).toEqual([-180, -90, 180, 90]);
  });

  it('the country outlines ship with the app: fetched from our own origin, no tile server needed', async () => {
    const fetch = vi.fn(async (url: string) => {
      expect(url).toMatch(/countries-110m/);
      expect(url).not.toMatch(/^https?:/);
      return new Response(await readFile('node_modules/world-atlas/countries-110m.json'));
    });
    vi.stubGlobal('fetch', fetch);
    const names = (await loadCountryOutlines()).features.map((feature) => feature.properties?.name);
    vi.unstubAllGlobals();
    expect(names).toEqual(expect.arrayContaining(['Kenya', 'Uganda', 'Tanzania', 'Rwanda']));
  });

  it('without QAP_MAP_TILE_URL the basemap is local; with it, its raster tiles come with their attribution', () => {
    const offline = mapStyle(null);
    expect(offline.sources.tiles).toBeUndefined();
    expect(Object.values(offline.sources).every((source) => !('url' in source) && !('tiles' in source))).toBe(
      true,
    );
    const tiled = mapStyle({ url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Example' });
    expect(tiled.sources.tiles).toMatchObject({
      type: 'raster',
      tiles: ['https://tiles.example/{z}/{x}/{y}.png'],
      attribution: '© Example',
    });
    expect(tiled.layers.map((layer) => layer.id)).toContain('tiles');
  });
});

describe('facility map: the camera asks the server for its view', () => {
  it('a cluster cell is 32-64 px on screen at every camera zoom (MapLibre tiles are 512 px)', () => {
    for (const zoom of [2, 4.5, 7.9, 11]) {
      const server = serverZoomFor(zoom);
      const cellPx = (512 * 2 ** zoom) / 2 ** (server + 3);
      expect(cellPx).toBeGreaterThanOrEqual(32);
      expect(cellPx).toBeLessThanOrEqual(64);
    }
  });

  it('the box asked for holds what is visible, and a nudged camera asks the same question (cache hit)', () => {
    const visible: [number, number, number, number] = [34, -3, 38, 1];
    const view = serverViewFor(6.2, visible);
    expect(view.bbox[0]).toBeLessThanOrEqual(34);
    expect(view.bbox[1]).toBeLessThanOrEqual(-3);
    expect(view.bbox[2]).toBeGreaterThanOrEqual(38);
    expect(view.bbox[3]).toBeGreaterThanOrEqual(1);
    expect(serverViewFor(6.25, [34.01, -2.99, 38.01, 1.01])).toEqual(view);
  });
});

describe('facility map: clusters and points', () => {
  it('a cluster takes the colour of the category most of its shown facilities are in, and counts only shown ones', () => {
    const mixed = cluster([1, 0, 0, 4, 0, 2]);
    expect(visibleCluster(mixed, 'level', new Set())).toMatchObject({ count: 7, category: { key: '3' } });
    expect(visibleCluster(mixed, 'level', new Set(['3']))).toMatchObject({
      count: 3,
      category: { key: '5' },
    });
    expect(visibleCluster(mixed, 'level', new Set(['3', '5', 'none']))).toBeNull();
  });

  it('on the available-service map a cluster is coloured by whether most of its facilities offer services now', () => {
    const mostlyActive = { ...cluster([0, 0, 0, 5, 0, 0]), active: 4 };
    expect(visibleCluster(mostlyActive, 'availability', new Set())?.category.key).toBe('available');
    expect(visibleCluster({ ...mostlyActive, active: 1 }, 'availability', new Set())?.category.key).toBe(
      'unavailable',
    );
  });

  it('a bigger cluster is drawn bigger, from a minimum to a cap', () => {
    expect(clusterDiameter(1, 500)).toBe(26);
    expect(clusterDiameter(500, 500)).toBe(56);
    expect(clusterDiameter(50, 500)).toBeGreaterThan(clusterDiameter(10, 500));
  });

  it('each drawn cluster shows the count of its switched-on facilities; a cluster with none switched on is not drawn', () => {
    const clusters = [cluster([1, 0, 0, 4, 0, 2]), cluster([0, 0, 0, 6, 0, 0])];
    const drawn = clusterFeatures(clusters, 'level', new Set(['3']), (count) => `n${count}`).features;
    expect(drawn).toHaveLength(1);
    expect(drawn[0].properties).toMatchObject({ index: 0, count: 3 });
    // the count is a picture in the text colour of the cluster's category (level 5 here)
    expect(drawn[0].properties.image).toBe(countImageId('n3', categoriesOf('level')[4].textColor));
    expect(drawn[0].properties.color).toBe(categoriesOf('level')[4].color);
  });

  it('the counts need no glyph or sprite server: the map draws them offline', () => {
    const style = mapStyle(null);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(style.layers.find((layer) => layer.id === 'cluster-counts')).toMatchObject({
      type: 'symbol',
      layout: { 'icon-image': ['get', 'image'] },
    });
  });

  it('the legend counts every facility of the clusters by level', () => {
    const counts = categoryTotals(
      answer({ clusters: [cluster([1, 0, 0, 2, 0, 0]), cluster([0, 0, 0, 3, 0, 4])] }),
      'level',
    );
    expect(counts).toEqual({ none: 1, 1: 0, 2: 0, 3: 5, 4: 0, 5: 4 });
  });

  it('when the server sends single points, the legend counts them (the clusters hold the same facilities)', () => {
    const point = (id: number, awardedLevel: number | null, isActive = true): MapFacilityPoint => ({
      id,
      name: `Facility ${id}`,
      score: 60,
      latitude: -1,
      longitude: 36,
      awardedLevel,
      isActive,
    });
    const both = answer({
      clusters: [cluster([1, 0, 0, 1, 0, 0])],
      points: [point(1, 3), point(2, null, false)],
    });
    expect(categoryTotals(both, 'level')).toEqual({ none: 1, 1: 0, 2: 0, 3: 1, 4: 0, 5: 0 });
    expect(categoryTotals(both, 'availability')).toEqual({ available: 1, unavailable: 1 });
  });
});
