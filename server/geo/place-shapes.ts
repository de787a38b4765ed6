import type { PlaceFeature } from '../../contract/map-areas.schemas.js';
import { COUNTRIES } from '../db/seed/reference-data.js';

/** Corners of a region's outline: enough to look round at district zoom, few enough to stay small. */
const SIDES = 36;
/** A region reaches this far past its spread, so most of its seeded facilities lie inside. */
const REACH = 1.3;

/** One seeded region's shape, before the database's ids are known. */
export interface SeededRegionShape {
  country: string;
  name: string;
  outline: [number, number][];
  districts: { name: string; outline: [number, number][] }[];
}

const round = (value: number) => Math.round(value * 1e4) / 1e4;
const at = (latitude: number, longitude: number, radius: number, angle: number): [number, number] => [
  round(longitude + Math.cos(angle) * radius),
  round(latitude + Math.sin(angle) * radius),
];

/**
 * The regions of the seed as discs around their centres, cut into one wedge per district in the
 * order the seed places its districts (district i sits at angle i/n of the turn). A disc never
 * reaches past its share of the way to a neighbouring region's centre, so neighbours do not overlap.
 */
export function seededRegionShapes(): SeededRegionShape[] {
  return COUNTRIES.flatMap((country) =>
    country.regions.map((region) => {
      const radius = country.regions.reduce((reach, other) => {
        if (other === region) return reach;
        const apart = Math.hypot(other.latitude - region.latitude, other.longitude - region.longitude);
        return Math.min(reach, (apart * region.spread) / (region.spread + other.spread));
      }, region.spread * REACH);
      const turn = (step: number) => (step / SIDES) * 2 * Math.PI;
      const ring = Array.from({ length: SIDES + 1 }, (_, step) =>
        at(region.latitude, region.longitude, radius, turn(step % SIDES)),
      );
      const count = region.districts.length;
      const districts = region.districts.map((name, index) => {
        if (count === 1) return { name, outline: ring };
        const first = ((index - 0.5) / count) * SIDES;
        const steps = Math.ceil(SIDES / count);
        const arc = Array.from({ length: steps + 1 }, (_, step) =>
          at(region.latitude, region.longitude, radius, turn(first + (step * SIDES) / count / steps)),
        );
        const centre: [number, number] = [round(region.longitude), round(region.latitude)];
        return { name, outline: [centre, ...arc, centre] };
      });
      return { country: country.name, name: region.name, outline: ring, districts };
    }),
  );
}

/** A region or district row of the database, to be matched with its seeded shape by name. */
export interface PlaceRow {
  kind: 'region' | 'district';
  id: number;
  name: string;
  countryId: number;
  countryName: string;
  regionId: number | null;
  regionName: string;
}

/** The features of the rows that have a seeded shape (others are left out: no made-up borders). */
export function placeFeatures(rows: readonly PlaceRow[], shapes = seededRegionShapes()): PlaceFeature[] {
  const byRegion = new Map(shapes.map((shape) => [`${shape.country}/${shape.name}`, shape]));
  const features: PlaceFeature[] = [];
  for (const row of rows) {
    const region = byRegion.get(`${row.countryName}/${row.regionName}`);
    const outline =
      row.kind === 'region'
        ? region?.outline
        : region?.districts.find((district) => district.name === row.name)?.outline;
    if (!outline) continue;
    features.push({
      type: 'Feature',
      properties: {
        key: `${row.kind}:${row.id}`,
        kind: row.kind,
        id: row.id,
        name: row.name,
        countryId: row.countryId,
        regionId: row.regionId,
      },
      geometry: { type: 'Polygon', coordinates: [outline] },
    });
  }
  return features;
}
