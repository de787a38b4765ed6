/**
 * Web Mercator in "world units" (0-1 on both axes, west to east and north to south): the
 * projection of tile servers and of MapLibre. Pure functions: the camera maths and its tests
 * share them.
 */
export interface GeoBounds {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

/** Where Mercator stops (MapLibre's limit): the world is then a square. */
const MAX_LATITUDE = 85.051129;

export function worldX(longitude: number): number {
  return (longitude + 180) / 360;
}

export function worldY(latitude: number): number {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const radians = (clamped * Math.PI) / 180;
  return (1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2;
}

/** The longitude at world x (the inverse of worldX). */
export function longitudeAt(x: number): number {
  return x * 360 - 180;
}

/** The latitude at world y (the inverse of worldY). */
export function latitudeAt(y: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
}
