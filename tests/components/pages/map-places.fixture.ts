import type { MapAreasAnswer, PlacesAnswer } from '../../../contract/map-areas.schemas';

/** A square outline around a point (the shape does not matter to the table view). */
const square = (longitude: number, latitude: number): [number, number][][] => [
  [
    [longitude, latitude],
    [longitude + 1, latitude],
    [longitude + 1, latitude + 1],
    [longitude, latitude],
  ],
];

/** The server's place shapes: region Nairobi (11) and its district Westlands (101). */
export const PLACES: PlacesAnswer = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { key: 'region:11', kind: 'region', id: 11, name: 'Nairobi', countryId: 1, regionId: null },
      geometry: { type: 'Polygon', coordinates: square(36, -2) },
    },
    {
      type: 'Feature',
      properties: {
        key: 'district:101',
        kind: 'district',
        id: 101,
        name: 'Westlands',
        countryId: 1,
        regionId: 11,
      },
      geometry: { type: 'Polygon', coordinates: square(36.5, -1.5) },
    },
  ],
};

/** The selection summed per place: 25 facilities in Nairobi, 7 of them in Westlands. */
export const AREAS: MapAreasAnswer = {
  regions: [{ id: 11, facilities: 25, active: 20, averageScore: 70, levelCounts: [5, 4, 4, 4, 4, 4] }],
  districts: [{ id: 101, facilities: 7, active: 6, averageScore: 72, levelCounts: [1, 1, 1, 2, 1, 1] }],
};
