/**
 * Web Mercator in "world units" (0-1 on both axes, the tile servers' projection), fitted into an
 * SVG viewport. Pure functions: the map component and its tests share them.
 */
export interface GeoBounds {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

export interface Viewport {
  width: number;
  height: number;
}

const MAX_LATITUDE = 85.0511;

export function worldX(longitude: number): number {
  return (longitude + 180) / 360;
}

export function worldY(latitude: number): number {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const radians = (clamped * Math.PI) / 180;
  return (1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2;
}

export interface Projection {
  /** Pixels per world unit. */
  scale: number;
  /** World coordinates of the viewport's top-left corner. */
  originX: number;
  originY: number;
  /** Screen x of a longitude and screen y of a latitude: the two halves of `project`, no array per point. */
  x(longitude: number): number;
  y(latitude: number): number;
  project(longitude: number, latitude: number): [number, number];
}

/** Fits the bounds into the viewport, centred, keeping Mercator's aspect. */
export function fitProjection(bounds: GeoBounds, viewport: Viewport): Projection {
  const left = worldX(bounds.minLon);
  const right = worldX(bounds.maxLon);
  const top = worldY(bounds.maxLat);
  const bottom = worldY(bounds.minLat);
  const scale = Math.min(viewport.width / (right - left), viewport.height / (bottom - top));
  const originX = (left + right) / 2 - viewport.width / 2 / scale;
  const originY = (top + bottom) / 2 - viewport.height / 2 / scale;
  const x = (longitude: number) => (worldX(longitude) - originX) * scale;
  const y = (latitude: number) => (worldY(latitude) - originY) * scale;
  return { scale, originX, originY, x, y, project: (longitude, latitude) => [x(longitude), y(latitude)] };
}
