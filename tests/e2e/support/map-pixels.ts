import type { Locator } from 'playwright-core';

/** The map canvas's element: a locator, or an element handle found once (no query per read). */
export type MapElement = Pick<Locator, 'getAttribute' | 'boundingBox'>;

/** A cluster as the map drew it (the canvas's `data-clusters`: longitude, latitude, count). */
export interface DrawnCluster {
  longitude: number;
  latitude: number;
  count: number;
}

export const zoomOf = async (canvas: MapElement) => Number(await canvas.getAttribute('data-zoom'));

/** The clusters drawn on the map now (in WebGL: there is no element to find). */
export async function drawnClusters(canvas: MapElement): Promise<DrawnCluster[]> {
  const drawn = JSON.parse((await canvas.getAttribute('data-clusters')) ?? '[]') as number[][];
  return drawn.map(([longitude, latitude, count]) => ({ longitude, latitude, count }));
}

/**
 * Web Mercator (512 px tiles, as MapLibre) for the camera the canvas shows now: where a
 * longitude/latitude is on the canvas, computed without asking the page again.
 */
export async function canvasProjection(canvas: MapElement) {
  const [centerLon, centerLat] = ((await canvas.getAttribute('data-center')) ?? '0,0').split(',').map(Number);
  const size = 512 * 2 ** (await zoomOf(canvas));
  const x = (lon: number) => ((lon + 180) / 360) * size;
  const y = (lat: number) => {
    const radians = (lat * Math.PI) / 180;
    return ((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * size;
  };
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the map canvas is not on screen');
  return {
    box,
    pixel: (longitude: number, latitude: number) => ({
      x: box.width / 2 + x(longitude) - x(centerLon),
      y: box.height / 2 + y(latitude) - y(centerLat),
    }),
  };
}

/** Where a longitude/latitude is on the canvas. */
export async function pixelOf(canvas: MapElement, longitude: number, latitude: number) {
  return (await canvasProjection(canvas)).pixel(longitude, latitude);
}
