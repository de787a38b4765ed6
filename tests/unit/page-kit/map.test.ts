import { describe, expect, it } from 'vitest';
import type { FacilityMapAnswer, MapCluster } from '../../../contract/facility-map.schemas';
import {
  clusterLevels,
  clusterRadius,
  dominantLevel,
  levelCountsOf,
} from '../../../src/components/page-kit/map/map-marks';
import { outlinePaths } from '../../../src/components/page-kit/map/map-outlines';
import { tilesFor, worldX, worldY } from '../../../src/components/page-kit/map/map-projection';
import { fitView, frameOf, MAP_VIEWPORT } from '../../../src/components/page-kit/map/map-view';
import { COUNTRY_FEATURES } from '../../../src/components/page-kit/map/world-outlines';

/** Nairobi to Kampala. */
const EAST_AFRICA = { west: 32.58, south: -1.29, east: 36.82, north: 0.35 };

const cluster = (levelCounts: MapCluster['levelCounts']): MapCluster => ({
  latitude: -1,
  longitude: 36,
  count: levelCounts.reduce((sum, count) => sum + count, 0),
  levelCounts,
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
  });

  it("the selection's whole extent lies inside the map", () => {
    const { projection } = frameOf(fitView(EAST_AFRICA));
    for (const [longitude, latitude] of [
      [EAST_AFRICA.west, EAST_AFRICA.north],
      [EAST_AFRICA.east, EAST_AFRICA.south],
    ]) {
      expect(projection.x(longitude)).toBeGreaterThanOrEqual(0);
      expect(projection.x(longitude)).toBeLessThanOrEqual(MAP_VIEWPORT.width);
      expect(projection.y(latitude)).toBeGreaterThanOrEqual(0);
      expect(projection.y(latitude)).toBeLessThanOrEqual(MAP_VIEWPORT.height);
    }
  });

  it('the box asked for holds the extent, and a smaller extent asks for a closer zoom', () => {
    const wide = fitView(EAST_AFRICA);
    const [west, south, east, north] = wide.bbox;
    expect(west).toBeLessThanOrEqual(EAST_AFRICA.west);
    expect(south).toBeLessThanOrEqual(EAST_AFRICA.south);
    expect(east).toBeGreaterThanOrEqual(EAST_AFRICA.east);
    expect(north).toBeGreaterThanOrEqual(EAST_AFRICA.north);
    const district = fitView({ west: 36.7, south: -1.35, east: 36.9, north: -1.2 });
    expect(district.zoom).toBeGreaterThan(wide.zoom);
  });

  it('a grid cell at the fitted zoom is a readable size on screen (16-32 map units)', () => {
    const view = fitView(EAST_AFRICA);
    const { projection } = frameOf(view);
    // Contract: at zoom z a cell is 360 / 2^(z+3) degrees wide.
    const cellWidth = projection.x(36 + 360 / 2 ** (view.zoom + 3)) - projection.x(36);
    expect(cellWidth).toBeGreaterThanOrEqual(16);
    expect(cellWidth).toBeLessThanOrEqual(32);
  });

  it('an empty selection shows East Africa', () => {
    const [west, south, east, north] = fitView(null).bbox;
    expect([west < 36.8, east > 36.8, south < -1.3, north > -1.3]).toEqual([true, true, true, true]);
  });

  it('a whole-world extent stays inside the world', () => {
    const [west, south, east, north] = fitView({ west: -180, south: -89, east: 180, north: 89 }).bbox;
    expect([west, south, east, north]).toEqual([-180, -90, 180, 90]);
  });

  it('draws the bundled country outlines near the facilities without any network', () => {
    const { bounds, projection } = frameOf(fitView(EAST_AFRICA));
    const names = outlinePaths(COUNTRY_FEATURES, bounds, projection).map((path) => path.name);
    expect(names).toEqual(expect.arrayContaining(['Kenya', 'Uganda', 'Tanzania', 'Rwanda']));
    expect(names).not.toContain('France');
  });

  it('covers the viewport with tiles from the configured URL template', () => {
    const { projection } = frameOf(fitView(EAST_AFRICA));
    const tiles = tilesFor('https://tiles.example/{z}/{x}/{y}.png', projection, MAP_VIEWPORT);
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles[0].url).toMatch(/^https:\/\/tiles\.example\/\d+\/\d+\/\d+\.png$/);
    expect(tiles.some((tile) => tile.x <= 0 && tile.y <= 0)).toBe(true);
  });
});

describe('facility map: clusters and points', () => {
  it('a cluster takes the colour of the level most of its facilities hold; a tie goes to the higher level', () => {
    expect(dominantLevel([5, 0, 0, 2, 0, 0])).toBe('none');
    expect(dominantLevel([1, 0, 0, 4, 0, 2])).toBe(3);
    expect(dominantLevel([0, 3, 0, 0, 0, 3])).toBe(5);
  });

  it('a bigger cluster is drawn bigger, from a minimum to a cap', () => {
    expect(clusterRadius(1, 500)).toBe(5);
    expect(clusterRadius(500, 500)).toBe(14);
    expect(clusterRadius(50, 500)).toBeGreaterThan(clusterRadius(10, 500));
  });

  it("a cluster's text alternative names its levels with their counts", () => {
    const name = (key: string | number) => (key === 'none' ? 'Uncertified' : `Level ${key}`);
    expect(
      clusterLevels(cluster([2, 0, 0, 1200, 0, 0]), name, (value) => value.toLocaleString('en-US')),
    ).toBe('Uncertified: 2, Level 3: 1,200');
  });

  it('the legend counts every facility of the clusters by level', () => {
    const counts = levelCountsOf(
      answer({ clusters: [cluster([1, 0, 0, 2, 0, 0]), cluster([0, 0, 0, 3, 0, 4])] }),
    );
    expect(counts).toEqual({ none: 1, 1: 0, 2: 0, 3: 5, 4: 0, 5: 4 });
  });

  it('when the server sends single points, the legend counts them (the clusters hold the same facilities)', () => {
    const point = (id: number, awardedLevel: number | null) => ({
      id,
      latitude: -1,
      longitude: 36,
      awardedLevel,
      isActive: true,
    });
    const counts = levelCountsOf(
      answer({ clusters: [cluster([1, 0, 0, 1, 0, 0])], points: [point(1, 3), point(2, null)] }),
    );
    expect(counts).toEqual({ none: 1, 1: 0, 2: 0, 3: 1, 4: 0, 5: 0 });
  });
});
