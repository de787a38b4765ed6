import { MAX_MAP_ZOOM } from '../../../../contract/facility-map.limits';
import type { BoundingBox, MapView } from './map-view';

/** From this camera zoom, districts are shaded instead of regions (a region then fills the map). */
export const DISTRICT_ZOOM = 7.5;

/**
 * The server zoom for a camera zoom (MapLibre's 512 px tiles): at server zoom s a cell is
 * 360 / 2^(s+3) degrees, i.e. 2^(z-s+6) px on screen; s = floor(z) + 1 keeps cells 32-64 px wide.
 */
export function serverZoomFor(cameraZoom: number): number {
  return Math.max(0, Math.min(MAX_MAP_ZOOM, Math.floor(cameraZoom) + 1));
}

/**
 * What to ask the server for a camera: its zoom, and the visible box widened by a quarter on
 * each side (a short pan needs no new answer) and snapped outwards to a grid of 4 cells, so
 * cameras that differ slightly ask the same cached question.
 */
export function serverViewFor(cameraZoom: number, visible: BoundingBox): MapView {
  const zoom = serverZoomFor(cameraZoom);
  const step = (4 * 360) / 2 ** (zoom + 3);
  const [west, south, east, north] = visible;
  const padLon = (east - west) / 4;
  const padLat = (north - south) / 4;
  const snapDown = (value: number, limit: number) => Math.max(-limit, Math.floor(value / step) * step);
  const snapUp = (value: number, limit: number) => Math.min(limit, Math.ceil(value / step) * step);
  return {
    zoom,
    bbox: [
      snapDown(west - padLon, 180),
      snapDown(south - padLat, 90),
      snapUp(east + padLon, 180),
      snapUp(north + padLat, 90),
    ],
  };
}

/** True when the point lies in the box (the on-screen list keeps only what the user sees). */
export const inBox = ([west, south, east, north]: BoundingBox, longitude: number, latitude: number) =>
  longitude >= west && longitude <= east && latitude >= south && latitude <= north;
