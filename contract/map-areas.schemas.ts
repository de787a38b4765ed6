import { z } from 'zod';
import type { LevelCounts } from './facility-map.schemas';
import { facilitySelectionShape, ONE_SELECTION_MESSAGE, oneSelection } from './facility-set.schemas';

/**
 * GET /api/qps/geo/places: the region and district shapes of the caller's tenant as a GeoJSON
 * FeatureCollection (the offline basemap's inner borders). The reference backend draws them for
 * its seeded places; a real deployment serves its own boundaries in the same form.
 */
export interface PlaceProperties {
  /** `region:<id>` or `district:<id>`: unique across both kinds (MapLibre feature ids must be). */
  key: string;
  kind: 'region' | 'district';
  id: number;
  name: string;
  countryId: number;
  /** The region a district lies in; null for a region. */
  regionId: number | null;
}

export interface PlaceFeature {
  type: 'Feature';
  properties: PlaceProperties;
  geometry: { type: 'Polygon'; coordinates: [number, number][][] };
}

export interface PlacesAnswer {
  type: 'FeatureCollection';
  features: PlaceFeature[];
}

/** POST /api/qps/facility/areas: the selection's facilities summed per region and per district. */
export const mapAreasRequestSchema = z
  .strictObject({ ...facilitySelectionShape, activeOnly: z.boolean().optional() })
  .refine(oneSelection, ONE_SELECTION_MESSAGE);
export type MapAreasRequest = z.input<typeof mapAreasRequestSchema>;

/** One region or district's facilities: what a choropleth shades it by. */
export interface AreaValue {
  id: number;
  facilities: number;
  /** Of `facilities`, the active ones (offering services now). */
  active: number;
  /** Mean latest score of its scored facilities; null when none is scored. */
  averageScore: number | null;
  /** Index 0 = uncertified, 1-5 = levels 1-5 (as map clusters count them). */
  levelCounts: LevelCounts;
}

export interface MapAreasAnswer {
  regions: AreaValue[];
  districts: AreaValue[];
}
