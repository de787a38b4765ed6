import type { FacilityMapAnswer } from '../../../../contract/facility-map.schemas';
import { type FrameSize, fittedCamera, serverViewFor } from './map-camera';
import type { GeoBounds } from './map-projection';

/** The frame a map is fitted for until its own has been measured (no canvas: the table, no WebGL). */
export const DEFAULT_FRAME_SIZE: FrameSize = { width: 800, height: 560 };

/** Where the map looks when there are no facilities: East Africa. */
const DEFAULT_BOUNDS: GeoBounds = { minLat: -12, maxLat: 6, minLon: 28, maxLon: 42 };

/** [west, south, east, north], as the map call takes its box. */
export type BoundingBox = [number, number, number, number];

/** What the server is asked for: a zoom, and a box whose grid cells suit it. */
export interface MapView {
  zoom: number;
  bbox: BoundingBox;
}

/** The box a canvas fits for a selection, and the view the fitted canvas shows. */
export interface FittedView {
  frame: BoundingBox;
  view: MapView;
}

const boxOf = (bounds: GeoBounds): BoundingBox => [
  bounds.minLon,
  bounds.minLat,
  bounds.maxLon,
  bounds.maxLat,
];

/** The selection's extent widened by `margin` of its size (at least half a degree), clamped to the world. */
function paddedBounds(extent: NonNullable<FacilityMapAnswer['extent']>, margin = 0.08): GeoBounds {
  const padLat = Math.max((extent.north - extent.south) * margin, 0.5);
  const padLon = Math.max((extent.east - extent.west) * margin, 0.5);
  return {
    minLat: Math.max(-90, extent.south - padLat),
    maxLat: Math.min(90, extent.north + padLat),
    minLon: Math.max(-180, extent.west - padLon),
    maxLon: Math.min(180, extent.east + padLon),
  };
}

/**
 * The frame that holds the selection's extent (East Africa when it is empty), and the server view
 * the canvas asks for once it has fitted that frame: the same question, asked before the canvas
 * is there.
 */
export function fitView(
  extent: FacilityMapAnswer['extent'],
  size: FrameSize = DEFAULT_FRAME_SIZE,
): FittedView {
  const frame = boxOf(extent ? paddedBounds(extent) : DEFAULT_BOUNDS);
  const camera = fittedCamera(frame, size);
  return { frame, view: serverViewFor(camera.zoom, camera.visible) };
}

/** A map answer with the view it was asked for: what the map draws, in which frame. */
export interface FittedMap {
  answer: FacilityMapAnswer;
  view: MapView;
  /** The box the canvas fits to show it (the selection's, or the asked view's). */
  frame: BoundingBox;
  /** The selection it answers (selectionKey of its filter): a map fits only its own selection's frame. */
  selection: string;
}

/** A filter as a string key: what the map data and the camera agree a selection is. */
export const selectionKey = (filter: unknown): string => JSON.stringify(filter ?? null);
