import type { FeatureCollection, Point } from 'geojson';
import type { PlacesAnswer } from '../../../../contract/map-areas.schemas';

/** The id of the picture of a place's name (drawn by map-text-images). */
export const placeNameImageId = (name: string) => `name:${name}`;

export interface PlaceNameProperties {
  kind: 'region' | 'district';
  name: string;
  image: string;
}

/** The centre of a ring's area (its centroid); the mean of its corners when it has no area. */
export function areaCentre(ring: readonly [number, number][]): [number, number] {
  let twiceArea = 0;
  let x = 0;
  let y = 0;
  for (let index = 0; index < ring.length - 1; index += 1) {
    const [x0, y0] = ring[index];
    const [x1, y1] = ring[index + 1];
    const cross = x0 * y1 - x1 * y0;
    twiceArea += cross;
    x += (x0 + x1) * cross;
    y += (y0 + y1) * cross;
  }
  if (twiceArea === 0) {
    const mean = (axis: 0 | 1) => ring.reduce((sum, corner) => sum + corner[axis], 0) / ring.length;
    return [mean(0), mean(1)];
  }
  return [x / (3 * twiceArea), y / (3 * twiceArea)];
}

/** Where each region's and district's name is written: one point at the centre of its area. */
export function placeNamePoints(places: PlacesAnswer): FeatureCollection<Point, PlaceNameProperties> {
  return {
    type: 'FeatureCollection',
    features: places.features.map(({ properties, geometry }) => ({
      type: 'Feature',
      properties: { kind: properties.kind, name: properties.name, image: placeNameImageId(properties.name) },
      geometry: { type: 'Point', coordinates: areaCentre(geometry.coordinates[0]) },
    })),
  };
}
