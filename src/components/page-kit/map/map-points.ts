import type { Facility } from '../../../../machines/shared/domain.types';
import type { Level } from '../levels';
import { levelKey } from '../levels';
import type { Projection, Viewport } from './map-projection';

export interface MapPoint {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  level: number | null;
}

/** A synced facility as a point on the map. */
export const mapPointOf = (facility: Facility): MapPoint => ({
  id: facility.id,
  name: facility.name,
  latitude: facility.location.latitude,
  longitude: facility.location.longitude,
  level: facility.awardedLevel,
});

/** Screen positions of a point list, index for index, in typed arrays (100,000 points, no objects). */
export interface ProjectedPoints {
  points: readonly MapPoint[];
  xs: Float32Array;
  ys: Float32Array;
}

/** The squares of one level to draw: one per occupied pixel, however many facilities share it. */
export interface LevelLayer {
  key: Level | 'none';
  count: number;
  xs: Float32Array;
  ys: Float32Array;
}

// Uncertified underneath, higher levels on top: the layer index of each level key.
const DRAW_ORDER: readonly (Level | 'none')[] = ['none', 1, 2, 3, 4, 5];
const drawOrderOf = (level: number | null): number => {
  const key = levelKey(level);
  return key === 'none' ? 0 : key;
};

export function projectPoints(points: readonly MapPoint[], projection: Projection): ProjectedPoints {
  const xs = new Float32Array(points.length);
  const ys = new Float32Array(points.length);
  for (let index = 0; index < points.length; index += 1) {
    xs[index] = projection.x(points[index].longitude);
    ys[index] = projection.y(points[index].latitude);
  }
  return { points, xs, ys };
}

/**
 * The points grouped by level in drawing order. Points that fall on the same screen pixel are
 * drawn once, so 100,000 facilities cost as much as the pixels they cover; counts keep them all.
 * Occupied pixels are bits in one grid (a bit per level), not sets, and the layers are filled
 * from typed arrays in two passes: this runs per filter change, with no object per point.
 * Points outside the viewport are counted but not drawn.
 */
export function levelLayers({ points, xs, ys }: ProjectedPoints, viewport: Viewport): LevelLayer[] {
  const { width, height } = viewport;
  const occupied = new Uint8Array((width + 1) * (height + 1));
  const counts = new Array<number>(DRAW_ORDER.length).fill(0);
  const drawnCounts = new Array<number>(DRAW_ORDER.length).fill(0);
  // The layer of each point that gets a square of its own, -1 for the rest.
  const drawnIn = new Int8Array(points.length).fill(-1);
  for (let index = 0; index < points.length; index += 1) {
    const order = drawOrderOf(points[index].level);
    counts[order] += 1;
    const x = Math.round(xs[index]);
    const y = Math.round(ys[index]);
    if (x < 0 || x > width || y < 0 || y > height) continue;
    const pixel = y * (width + 1) + x;
    const bit = 1 << order;
    if (occupied[pixel] & bit) continue;
    occupied[pixel] |= bit;
    drawnIn[index] = order;
    drawnCounts[order] += 1;
  }
  const layers = DRAW_ORDER.map((key, order) => ({
    key,
    count: counts[order],
    xs: new Float32Array(drawnCounts[order]),
    ys: new Float32Array(drawnCounts[order]),
  }));
  const filled = new Array<number>(DRAW_ORDER.length).fill(0);
  for (let index = 0; index < points.length; index += 1) {
    const order = drawnIn[index];
    if (order < 0) continue;
    const layer = layers[order];
    layer.xs[filled[order]] = xs[index];
    layer.ys[filled[order]] = ys[index];
    filled[order] += 1;
  }
  return layers.filter((layer) => layer.count > 0);
}

/** The point nearest to (x, y) within `radius` pixels, for clicks on the map. */
export function nearestPoint({ points, xs, ys }: ProjectedPoints, x: number, y: number, radius: number) {
  let best = -1;
  let bestDistance = radius * radius;
  for (let index = 0; index < points.length; index += 1) {
    const distance = (xs[index] - x) ** 2 + (ys[index] - y) ** 2;
    if (distance <= bestDistance) {
      best = index;
      bestDistance = distance;
    }
  }
  return best < 0 ? null : points[best];
}

/** How many points there are per level (legend and text alternative). */
export function countByLevel(points: readonly MapPoint[]): Record<Level | 'none', number> {
  const counts: Record<Level | 'none', number> = { none: 0, 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const point of points) counts[levelKey(point.level)] += 1;
  return counts;
}
