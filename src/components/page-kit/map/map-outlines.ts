import type { Feature, Geometry, MultiPolygon, Polygon, Position } from 'geojson';
import type { GeoBounds, Projection } from './map-projection';

type Ring = Position[];

function polygonsOf(geometry: Geometry | null): Ring[][] {
  if (!geometry) return [];
  if (geometry.type === 'Polygon') return [(geometry as Polygon).coordinates];
  if (geometry.type === 'MultiPolygon') return (geometry as MultiPolygon).coordinates;
  return [];
}

function ringTouches(ring: Ring, bounds: GeoBounds): boolean {
  return ring.some(
    ([longitude, latitude]) =>
      longitude >= bounds.minLon - 10 &&
      longitude <= bounds.maxLon + 10 &&
      latitude >= bounds.minLat - 10 &&
      latitude <= bounds.maxLat + 10,
  );
}

/** SVG path data of each country outline near the bounds (others are off screen). */
export function outlinePaths(
  features: readonly Feature[],
  bounds: GeoBounds,
  projection: Projection,
): { id: string; name: string; d: string }[] {
  const paths: { id: string; name: string; d: string }[] = [];
  features.forEach((feature, index) => {
    const rings = polygonsOf(feature.geometry)
      .flat()
      .filter((ring) => ringTouches(ring, bounds));
    if (rings.length === 0) return;
    const d = rings
      .map(
        (ring) =>
          `M${ring
            .map(([longitude, latitude]) => {
              const [x, y] = projection.project(longitude, latitude);
              return `${x.toFixed(1)} ${y.toFixed(1)}`;
            })
            .join('L')}Z`,
      )
      .join('');
    paths.push({ id: String(feature.id ?? index), name: String(feature.properties?.name ?? ''), d });
  });
  return paths;
}
