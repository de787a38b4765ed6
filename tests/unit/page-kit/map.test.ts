import { describe, expect, it } from 'vitest';
import { drawingOf, frameOf } from '../../../src/components/page-kit/map/map-frame';
import { outlinePaths } from '../../../src/components/page-kit/map/map-outlines';
import {
  countByLevel,
  levelLayers,
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
import { pixelOf, rasterizeLayers } from '../../../src/components/page-kit/map/map-raster';
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
    const { xs, ys } = projectPoints([nairobi, kampala], projection);
    for (const [index, x] of xs.entries()) {
      const y = ys[index];
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
    const layers = levelLayers(projectPoints([nairobi, twin, kampala], projection), viewport);
    expect(layers.map((layer) => [layer.key, layer.count])).toEqual([
      ['none', 1],
      [3, 2],
    ]);
    // the two Nairobi facilities share a pixel: one square is drawn
    expect(layers[1].xs).toHaveLength(1);
    expect(countByLevel([nairobi, twin, kampala])).toMatchObject({ 3: 2, none: 1, 1: 0 });
  });

  it('a point outside the map frame is counted in its level but not drawn', () => {
    const projection = fitProjection(boundsOf([nairobi]) ?? fail(), viewport);
    const paris = { id: 4, name: 'Paris', latitude: 48.85, longitude: 2.35, level: 3 };
    const [layer] = levelLayers(projectPoints([nairobi, paris], projection), viewport);
    expect(layer.count).toBe(2);
    expect(layer.xs).toHaveLength(1);
  });

  it('a click opens the nearest facility within the radius, and nothing when far away', () => {
    const projected = projectPoints(
      [nairobi, kampala],
      fitProjection(boundsOf([nairobi, kampala]) ?? fail(), viewport),
    );
    const [x, y] = [projected.xs[0], projected.ys[0]];
    expect(nearestPoint(projected, x + 2, y - 2, 8)?.id).toBe(1);
    expect(nearestPoint(projected, x + 50, y + 50, 8)).toBeNull();
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

describe('map drawing memo', () => {
  it('maps sharing an extent share one projection, and a data set is projected once', () => {
    const all = [nairobi, kampala];
    const active = [nairobi];
    const frame = frameOf(all);
    expect(frameOf(all)).toBe(frame);
    const drawing = drawingOf(all, frame);
    expect(drawingOf(all, frameOf(all))).toBe(drawing);
    // the active subset sits where the same facility sits on the all-facilities map
    const subset = drawingOf(active, frame);
    expect([subset.projected.xs[0], subset.projected.ys[0]]).toEqual([
      drawing.projected.xs[0],
      drawing.projected.ys[0],
    ]);
  });

  it('a new facility list (new array) is projected afresh', () => {
    const first = [nairobi];
    const second = [kampala];
    expect(drawingOf(second, frameOf(second)).projected.points).toBe(second);
    expect(drawingOf(first, frameOf(first)).projected.points).toBe(first);
  });
});

describe('map raster', () => {
  const colors = { none: '#868e96', 1: '#f4c542', 2: '#e8590c', 3: '#1971c2', 4: '#5f3dc4', 5: '#237032' };
  const layer = (key: 3 | 'none', x: number, y: number) => ({
    key,
    count: 1,
    xs: Float32Array.of(x),
    ys: Float32Array.of(y),
  });

  it('a point is a square in its level colour with a dark edge, and the rest stays transparent', () => {
    const pixels = rasterizeLayers(
      [layer(3, 10, 10)],
      colors,
      { width: 20, height: 20, ratio: 1 },
      5,
      '#000000',
    );
    expect(pixels[10 * 20 + 10]).toBe(pixelOf('#1971c2'));
    expect(pixels[8 * 20 + 8]).toBe(pixelOf('#000000'));
    expect(pixels[0]).toBe(0);
  });

  it('later layers (higher levels) are drawn over earlier ones at the same place', () => {
    const pixels = rasterizeLayers(
      [layer('none', 10, 10), layer(3, 10, 10)],
      colors,
      { width: 20, height: 20, ratio: 1 },
      5,
      '#000000',
    );
    expect(pixels[10 * 20 + 10]).toBe(pixelOf('#1971c2'));
  });

  it('points near the edge are clipped, not wrapped onto the next row', () => {
    const pixels = rasterizeLayers(
      [layer(3, 0, 10)],
      colors,
      { width: 20, height: 20, ratio: 1 },
      5,
      '#000000',
    );
    expect(pixels[9 * 20 + 19]).toBe(0);
    expect(pixels[10 * 20 + 1]).toBe(pixelOf('#1971c2'));
  });

  it('colours are written as RGBA bytes, as ImageData expects', () => {
    expect([...new Uint8Array(Uint32Array.of(pixelOf('#1971c2')).buffer)]).toEqual([0x19, 0x71, 0xc2, 0xff]);
  });
});
