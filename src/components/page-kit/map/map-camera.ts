import { MAX_MAP_ZOOM } from '../../../../contract/facility-map.limits';
import { latitudeAt, longitudeAt, worldX, worldY } from './map-projection';
import type { BoundingBox, MapView } from './map-view';

/** The room MapCanvas leaves around a frame it fits, in px. */
export const FIT_PADDING = 24;

/** The canvas's closest zoom (MapCanvas's maxZoom). */
export const MAX_CAMERA_ZOOM = 16;

/** MapLibre's world is this many px wide at zoom 0 (512 px tiles). */
const WORLD_PX_AT_ZOOM_0 = 512;

export interface FrameSize {
  width: number;
  height: number;
}

export interface Camera {
  zoom: number;
  /** The box the canvas shows: [west, south, east, north]. */
  visible: BoundingBox;
}

/**
 * The camera a north-up MapLibre canvas of `size` ends at when it fits `box` with `padding` (its
 * fitBounds): the zoom at which the box fills the room inside the padding, centred in Mercator.
 * Worked out before the canvas exists, so the portal asks for the fitted view at once instead of
 * waiting for the canvas to report it.
 */
export function fittedCamera(box: BoundingBox, size: FrameSize, padding = FIT_PADDING): Camera {
  const [west, south, east, north] = box;
  const left = worldX(west);
  const right = worldX(east);
  const top = worldY(north);
  const bottom = worldY(south);
  const pxPerWorld = Math.min(
    (size.width - 2 * padding) / (right - left),
    (size.height - 2 * padding) / (bottom - top),
  );
  const zoom = Math.min(MAX_CAMERA_ZOOM, Math.log2(pxPerWorld / WORLD_PX_AT_ZOOM_0));
  const worldPx = WORLD_PX_AT_ZOOM_0 * 2 ** zoom;
  const halfWidth = size.width / 2 / worldPx;
  const halfHeight = size.height / 2 / worldPx;
  const centreX = (left + right) / 2;
  const centreY = (top + bottom) / 2;
  return {
    zoom,
    visible: [
      longitudeAt(centreX - halfWidth),
      latitudeAt(centreY + halfHeight),
      longitudeAt(centreX + halfWidth),
      latitudeAt(centreY - halfHeight),
    ],
  };
}

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
