import {
  type LevelLayer,
  levelLayers,
  type MapPoint,
  type ProjectedPoints,
  projectPoints,
} from './map-points';
import { boundsOf, fitProjection, type GeoBounds, type Projection, type Viewport } from './map-projection';

export const MAP_VIEWPORT: Viewport = { width: 800, height: 560 };

/** Where the map looks when there are no facilities: East Africa. */
const DEFAULT_BOUNDS: GeoBounds = { minLat: -12, maxLat: 6, minLon: 28, maxLon: 42 };

export interface MapFrame {
  bounds: GeoBounds;
  projection: Projection;
}

/** The points as drawn in one frame; the background must be drawn in the same frame. */
export interface MapDrawing {
  frame: MapFrame;
  projected: ProjectedPoints;
  layers: LevelLayer[];
}

/*
 * Memoised on the arrays' identity (the synced facility list changes identity only when it
 * changes), so each data set is measured and projected once however many maps show it.
 */
const frames = new WeakMap<readonly MapPoint[], MapFrame>();
const drawings = new WeakMap<readonly MapPoint[], MapDrawing>();

/** The extent and projection that fit `extent` into the map viewport. */
export function frameOf(extent: readonly MapPoint[]): MapFrame {
  let frame = frames.get(extent);
  if (!frame) {
    const bounds = boundsOf(extent) ?? DEFAULT_BOUNDS;
    frame = { bounds, projection: fitProjection(bounds, MAP_VIEWPORT) };
    frames.set(extent, frame);
  }
  return frame;
}

/** The drawing of `points` in `frame` if it has been made already. */
export function cachedDrawing(points: readonly MapPoint[], frame: MapFrame): MapDrawing | undefined {
  const cached = drawings.get(points);
  return cached?.frame === frame ? cached : undefined;
}

/** The points projected in `frame` and grouped into level layers. */
export function drawingOf(points: readonly MapPoint[], frame: MapFrame): MapDrawing {
  const cached = cachedDrawing(points, frame);
  if (cached) return cached;
  const projected = projectPoints(points, frame.projection);
  const drawing = { frame, projected, layers: levelLayers(projected, MAP_VIEWPORT) };
  drawings.set(points, drawing);
  return drawing;
}
