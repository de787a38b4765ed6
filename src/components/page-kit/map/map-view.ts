import type { FacilityMapAnswer } from '../../../../contract/facility-map.schemas';
import { MAX_MAP_ZOOM } from '../../../../contract/facility-map.limits';
import { fitProjection, type GeoBounds, type Projection, type Viewport } from './map-projection';

/** The map's drawing size in SVG units (it scales to its card). */
export const MAP_VIEWPORT: Viewport = { width: 800, height: 560 };

/** Where the map looks when there are no facilities: East Africa. */
const DEFAULT_BOUNDS: GeoBounds = { minLat: -12, maxLat: 6, minLon: 28, maxLon: 42 };

/** [west, south, east, north], as the map call takes its box. */
export type BoundingBox = [number, number, number, number];

/** What a map shows: the box it fits and the server zoom whose grid suits that box. */
export interface MapView {
  zoom: number;
  bbox: BoundingBox;
}

/** A view's box as bounds, and the projection that fits it into the viewport. */
export interface MapFrame {
  bounds: GeoBounds;
  projection: Projection;
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
 * The server zoom for a projection: at zoom z a grid cell is 1/2^(z+3) of the world wide, so
 * cells come out 16-32 screen units wide, dense enough to read, sparse enough to count.
 */
export function zoomFor(projection: Projection): number {
  const zoom = Math.floor(Math.log2(projection.scale / 256)) + 1;
  return Math.max(0, Math.min(MAX_MAP_ZOOM, zoom));
}

/** The view that fits the selection's extent (East Africa when it is empty) into the map. */
export function fitView(extent: FacilityMapAnswer['extent'], viewport: Viewport = MAP_VIEWPORT): MapView {
  const bounds = extent ? paddedBounds(extent) : DEFAULT_BOUNDS;
  return { zoom: zoomFor(fitProjection(bounds, viewport)), bbox: boxOf(bounds) };
}

/** The frame a view is drawn in. */
export function frameOf(view: MapView, viewport: Viewport = MAP_VIEWPORT): MapFrame {
  const [minLon, minLat, maxLon, maxLat] = view.bbox;
  const bounds = { minLat, maxLat, minLon, maxLon };
  return { bounds, projection: fitProjection(bounds, viewport) };
}

/** A map answer with the view it was asked for: what the map draws, in which frame. */
export interface FittedMap {
  answer: FacilityMapAnswer;
  view: MapView;
  /** The selection it answers (selectionKey of its filter): a map fits only its own selection's frame. */
  selection: string;
}

/** A filter as a string key: what the map data and the camera agree a selection is. */
export const selectionKey = (filter: unknown): string => JSON.stringify(filter ?? null);
