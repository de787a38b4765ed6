import { z } from 'zod';
import { MAX_MAP_POINTS, MAX_MAP_ZOOM, MIN_POINTS_ZOOM } from './facility-map.limits';
import { facilitySelectionShape, ONE_SELECTION_MESSAGE, oneSelection } from './facility-set.schemas';

export { MAX_MAP_POINTS, MAX_MAP_ZOOM, MIN_POINTS_ZOOM };

/** [west, south, east, north] in degrees (WGS 84). */
export const boundingBoxSchema = z
  .tuple([
    z.number().min(-180).max(180),
    z.number().min(-90).max(90),
    z.number().min(-180).max(180),
    z.number().min(-90).max(90),
  ])
  .refine(([, south, , north]) => south <= north, 'south must not be north of north');

/**
 * POST /api/qps/facility/map: the selected facilities aggregated for a map at one zoom level
 * (web-mercator tile zoom: at zoom z a grid cell is 360 / 2^(z+3) degrees wide), plus the single
 * facilities inside `bbox` (the whole selection without one) from zoom MIN_POINTS_ZOOM on, when no
 * more than MAX_MAP_POINTS of them are there.
 * `activeOnly` keeps the active facilities (the available-service map).
 */
export const facilityMapRequestSchema = z
  .strictObject({
    ...facilitySelectionShape,
    zoom: z.int().min(0).max(MAX_MAP_ZOOM),
    bbox: boundingBoxSchema.optional(),
    activeOnly: z.boolean().optional(),
  })
  .refine(oneSelection, ONE_SELECTION_MESSAGE);
export type FacilityMapRequest = z.input<typeof facilityMapRequestSchema>;

/** Counts per awarded level: index 0 = uncertified, 1-5 = levels 1-5. */
export type LevelCounts = [number, number, number, number, number, number];

/** One grid cell with facilities in it, drawn at the mean position of its facilities. */
export interface MapCluster {
  latitude: number;
  longitude: number;
  count: number;
  levelCounts: LevelCounts;
  /** Of `count`, the active facilities (those offering services now: the available-service map). */
  active: number;
}

export interface MapFacilityPoint {
  id: number;
  /** Name and latest score: what the map's tooltip says about the facility. */
  name: string;
  score: number | null;
  latitude: number;
  longitude: number;
  awardedLevel: number | null;
  isActive: boolean;
}

export interface FacilityMapAnswer {
  zoom: number;
  /** Width and height of a grid cell in degrees. */
  cellDegrees: number;
  /** Facilities selected (in the whole selection, not only the box). */
  total: number;
  /** Where the selection lies, for fitting the map to it; null when it is empty. */
  extent: { west: number; south: number; east: number; north: number } | null;
  /** The occupied cells: of the whole selection up to zoom 4, of the cells inside `bbox` at closer zoom (all of them without a box). */
  clusters: MapCluster[];
  /** The single facilities in the box; empty below MIN_POINTS_ZOOM or when more than MAX_MAP_POINTS are there. */
  points: MapFacilityPoint[];
}
