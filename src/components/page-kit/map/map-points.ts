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

// Uncertified underneath, higher levels on top.
const DRAW_ORDER: readonly (Level | 'none')[] = ['none', 1, 2, 3, 4, 5];

export function projectPoints(points: readonly MapPoint[], projection: Projection): ProjectedPoints {
  const xs = new Float32Array(points.length);
  const ys = new Float32Array(points.length);
  points.forEach((point, index) => {
    const [x, y] = projection.project(point.longitude, point.latitude);
    xs[index] = x;
    ys[index] = y;
  });
  return { points, xs, ys };
}

/**
 * The points grouped by level in drawing order. Points that fall on the same screen pixel are
 * drawn once, so 100,000 facilities cost as much as the pixels they cover; counts keep them all.
 * Occupied pixels are bits in one grid (a bit per level), not sets: this runs per filter change.
 * Points outside the viewport are counted but not drawn.
 */
export function levelLayers({ points, xs, ys }: ProjectedPoints, viewport: Viewport): LevelLayer[] {
  const { width, height } = viewport;
  const occupied = new Uint8Array((width + 1) * (height + 1));
  const drawn = DRAW_ORDER.map(() => [] as number[]);
  const counts = DRAW_ORDER.map(() => 0);
  points.forEach((point, index) => {
    const order = DRAW_ORDER.indexOf(levelKey(point.level));
    counts[order] += 1;
    const x = Math.round(xs[index]);
    const y = Math.round(ys[index]);
    if (x < 0 || x > width || y < 0 || y > height) return;
    const pixel = y * (width + 1) + x;
    const bit = 1 << order;
    if (occupied[pixel] & bit) return;
    occupied[pixel] |= bit;
    drawn[order].push(index);
  });
  return DRAW_ORDER.flatMap((key, order) =>
    counts[order] === 0
      ? []
      : [
          {
            key,
            count: counts[order],
            xs: Float32Array.from(drawn[order], (index) => xs[index]),
            ys: Float32Array.from(drawn[order], (index) => ys[index]),
          },
        ],
  );
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
