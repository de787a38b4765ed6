import type { Level } from '../levels';
import { levelKey } from '../levels';
import type { Projection } from './map-projection';

export interface MapPoint {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  level: number | null;
}

export interface ProjectedPoint {
  point: MapPoint;
  x: number;
  y: number;
}

/**
 * One SVG path per level, each point a small square. Points that fall on the same screen pixel
 * are drawn once, so 100,000 facilities cost as much as the pixels they cover.
 */
export function levelPaths(
  projected: readonly ProjectedPoint[],
  size: number,
): { key: Level | 'none'; d: string; count: number }[] {
  const groups = new Map<Level | 'none', { parts: string[]; seen: Set<number>; count: number }>();
  const half = size / 2;
  for (const { point, x, y } of projected) {
    const key = levelKey(point.level);
    let group = groups.get(key);
    if (!group) {
      group = { parts: [], seen: new Set(), count: 0 };
      groups.set(key, group);
    }
    group.count += 1;
    const pixel = Math.round(x) * 100_000 + Math.round(y);
    if (group.seen.has(pixel)) continue;
    group.seen.add(pixel);
    group.parts.push(`M${(x - half).toFixed(1)} ${(y - half).toFixed(1)}h${size}v${size}h-${size}z`);
  }
  // Uncertified underneath, higher levels on top.
  const order: (Level | 'none')[] = ['none', 1, 2, 3, 4, 5];
  return order
    .filter((key) => groups.has(key))
    .map((key) => {
      const group = groups.get(key) as { parts: string[]; count: number };
      return { key, d: group.parts.join(''), count: group.count };
    });
}

export function projectPoints(points: readonly MapPoint[], projection: Projection): ProjectedPoint[] {
  return points.map((point) => {
    const [x, y] = projection.project(point.longitude, point.latitude);
    return { point, x, y };
  });
}

/** The point nearest to (x, y) within `radius` pixels, for clicks on the map. */
export function nearestPoint(projected: readonly ProjectedPoint[], x: number, y: number, radius: number) {
  let best: ProjectedPoint | null = null;
  let bestDistance = radius * radius;
  for (const candidate of projected) {
    const distance = (candidate.x - x) ** 2 + (candidate.y - y) ** 2;
    if (distance <= bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best?.point ?? null;
}

/** How many points there are per level (legend and text alternative). */
export function countByLevel(points: readonly MapPoint[]): Record<Level | 'none', number> {
  const counts: Record<Level | 'none', number> = { none: 0, 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const point of points) counts[levelKey(point.level)] += 1;
  return counts;
}
