import type { PlaceFeature } from '../../contract/map-areas.schemas.js';
import { COUNTRIES } from '../db/seed/reference-data.js';

/** Corners of the circle a region is cut from: enough to look round where it has no neighbour. */
const SIDES = 36;
/** How far a region reaches from its centre at most, in degrees, where no neighbour is nearer. */
const MAX_REACH = 2;

type Corner = [longitude: number, latitude: number];

/** One seeded region's shape, before the database's ids are known. */
export interface SeededRegionShape {
  country: string;
  name: string;
  outline: [number, number][];
  districts: { name: string; outline: [number, number][] }[];
}

const round = (value: number) => Math.round(value * 1e4) / 1e4;
const closed = (corners: Corner[]): [number, number][] =>
  [...corners, corners[0]].map(([longitude, latitude]) => [round(longitude), round(latitude)]);

/**
 * The part of a convex polygon (open ring) where `side` is 0 or more, `side` being linear (a
 * half-plane): one step of Sutherland–Hodgman. The result is convex too.
 */
function clip(polygon: Corner[], side: (corner: Corner) => number): Corner[] {
  const kept: Corner[] = [];
  polygon.forEach((from, index) => {
    const to = polygon[(index + 1) % polygon.length];
    const [a, b] = [side(from), side(to)];
    if (a >= 0) kept.push(from);
    if (a >= 0 !== b >= 0) {
      const t = a / (a - b);
      kept.push([from[0] + t * (to[0] - from[0]), from[1] + t * (to[1] - from[1])]);
    }
  });
  return kept;
}

/** The points on the left of the line through `at` in direction `angle` (radians, counter-clockwise from east). */
const leftOf =
  (at: Corner, angle: number) =>
  ([longitude, latitude]: Corner) =>
    Math.cos(angle) * (latitude - at[1]) - Math.sin(angle) * (longitude - at[0]);

/**
 * The regions of the seed as the land nearest to their centres (Voronoi cells among every seeded
 * region, so no two overlap and a country's regions fill the land between them), inside their
 * country's bounds and within MAX_REACH of the centre; each cut from its centre into one wedge per
 * district in the order the seed places its districts (district i at angle i/n of the turn). All
 * shapes are convex, and a district's ring starts at its region's centre.
 */
export function seededRegionShapes(): SeededRegionShape[] {
  const all = COUNTRIES.flatMap((country) =>
    country.regions.map((region) => ({
      country,
      region,
      centre: [region.longitude, region.latitude] as Corner,
    })),
  );
  return all.map(({ country, region, centre }) => {
    const [minLat, maxLat, minLon, maxLon] = country.bounds;
    let cell: Corner[] = Array.from({ length: SIDES }, (_, step) => {
      const angle = (step / SIDES) * 2 * Math.PI;
      return [centre[0] + Math.cos(angle) * MAX_REACH, centre[1] + Math.sin(angle) * MAX_REACH];
    });
    cell = clip(cell, ([longitude]) => longitude - minLon);
    cell = clip(cell, ([longitude]) => maxLon - longitude);
    cell = clip(cell, ([, latitude]) => latitude - minLat);
    cell = clip(cell, ([, latitude]) => maxLat - latitude);
    for (const other of all) {
      if (other.region === region) continue;
      // nearer to this centre than to the other's: the side of their bisector facing this centre
      const middle: Corner = [(centre[0] + other.centre[0]) / 2, (centre[1] + other.centre[1]) / 2];
      const towards: Corner = [centre[0] - other.centre[0], centre[1] - other.centre[1]];
      cell = clip(
        cell,
        (corner) => (corner[0] - middle[0]) * towards[0] + (corner[1] - middle[1]) * towards[1],
      );
    }
    const count = region.districts.length;
    const districts = region.districts.map((name, index) => {
      if (count === 1) return { name, outline: closed(cell) };
      const turn = (step: number) => (step / count) * 2 * Math.PI;
      // a wedge of at most half a turn: left of its first edge and right of its last
      let wedge = clip(cell, leftOf(centre, turn(index - 0.5)));
      wedge = clip(wedge, (corner) => -leftOf(centre, turn(index + 0.5))(corner));
      const apex = wedge.reduce(
        (nearest, corner, at) =>
          Math.hypot(corner[0] - centre[0], corner[1] - centre[1]) <
          Math.hypot(wedge[nearest][0] - centre[0], wedge[nearest][1] - centre[1])
            ? at
            : nearest,
        0,
      );
      return { name, outline: closed([...wedge.slice(apex), ...wedge.slice(0, apex)]) };
    });
    return { country: country.name, name: region.name, outline: closed(cell), districts };
  });
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
