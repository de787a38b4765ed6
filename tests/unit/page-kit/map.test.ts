import { describe, expect, it } from 'vitest';
import { outlinePaths } from '../../../src/components/page-kit/map/map-outlines';
import {
  countByLevel,
  levelPaths,
  nearestPoint,
  projectPoints,
} from '../../../src/components/page-kit/map/map-points';
import {
  boundsOf,
  fitProjection,
  tilesFor,
  worldX,
  worldY,
} from '../../../src/components/page-kit/map/map-projection';
import { COUNTRY_FEATURES } from '../../../src/components/page-kit/map/world-outlines';

const nairobi = { id: 1, name: 'Nairobi', latitude: -1.29, longitude: 36.82, level: 3 };
const kampala = { id: 2, name: 'Kampala', latitude: 0.35, longitude: 32.58, level: null };
const viewport = { width: 800, height: 560 };

describe('facility map', () => {
  it('uses Web Mercator world units, as tile servers do', () => {
    expect(worldX(-180)).toBe(0);
    expect(worldX(0)).toBe(0.5);
    expect(worldY(0)).toBeCloseTo(0.5);
    expect(worldY(60)).toBeLessThan(worldY(0));
  });

  it('fits every facility inside the viewport', () => {
    const projection = fitProjection(boundsOf([nairobi, kampala]) ?? fail(), viewport);
    for (const { x, y } of projectPoints([nairobi, kampala], projection)) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(viewport.width);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(viewport.height);
    }
  });

  it('draws the bundled country outlines near the facilities without any network', () => {
    const bounds = boundsOf([nairobi, kampala]) ?? fail();
    const names = outlinePaths(COUNTRY_FEATURES, bounds, fitProjection(bounds, viewport)).map(
      (path) => path.name,
    );
    expect(names).toEqual(expect.arrayContaining(['Kenya', 'Uganda', 'Tanzania', 'Rwanda']));
    expect(names).not.toContain('France');
  });

  it('groups points by level and counts each facility even when points overlap on screen', () => {
    const projection = fitProjection(boundsOf([nairobi, kampala]) ?? fail(), viewport);
    const twin = { ...nairobi, id: 3 };
    const layers = levelPaths(projectPoints([nairobi, twin, kampala], projection), 5);
    expect(layers.map((layer) => [layer.key, layer.count])).toEqual([
      ['none', 1],
      [3, 2],
    ]);
    // the two Nairobi facilities share a pixel: one square is drawn
    expect(layers[1].d.match(/M/g)).toHaveLength(1);
    expect(countByLevel([nairobi, twin, kampala])).toMatchObject({ 3: 2, none: 1, 1: 0 });
  });

  it('a click opens the nearest facility within the radius, and nothing when far away', () => {
    const projected = projectPoints(
      [nairobi, kampala],
      fitProjection(boundsOf([nairobi, kampala]) ?? fail(), viewport),
    );
    const target = projected[0];
    expect(nearestPoint(projected, target.x + 2, target.y - 2, 8)?.id).toBe(1);
    expect(nearestPoint(projected, target.x + 50, target.y + 50, 8)).toBeNull();
  });

  it('covers the viewport with tiles from the configured URL template', () => {
    const projection = fitProjection(boundsOf([nairobi, kampala]) ?? fail(), viewport);
    const tiles = tilesFor('https://tiles.example/{z}/{x}/{y}.png', projection, viewport);
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles[0].url).toMatch(/^https:\/\/tiles\.example\/\d+\/\d+\/\d+\.png$/);
    const covered = tiles.some((tile) => tile.x <= 0 && tile.y <= 0);
    expect(covered).toBe(true);
  });
});

function fail(): never {
  throw new Error('expected bounds');
}
