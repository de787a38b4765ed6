import type { Feature, FeatureCollection, Point } from 'geojson';
import type { MapCluster } from '../../../../contract/facility-map.schemas';
import { type CategoryKey, type MapMode, visibleCluster } from './map-categories';

/** What the map's cluster layers read from each drawn cluster. */
export interface ClusterProperties {
  /** The cluster's place in the answer's list, to find it again on hover and click. */
  index: number;
  count: number;
  radius: number;
  color: string;
  /** The id of the image of its count (see countImageId). */
  image: string;
  /** Room around the count's picture that place names keep clear of: the rest of the circle, in px. */
  clearance: number;
}

/** The id of the picture of a count in a colour: one picture serves every cluster with that text. */
export const countImageId = (label: string, textColor: string) => `count:${textColor}:${label}`;

/** A single facility's circle, in px. */
export const POINT_DIAMETER = 12;
const SMALLEST_CLUSTER_DIAMETER = 26;
export const LARGEST_CLUSTER_DIAMETER = 56;

/** A cluster's diameter in px: its area grows with its count, from 26 px to 56 px for the largest shown. */
export function clusterDiameter(count: number, largest: number): number {
  if (largest <= 1) return SMALLEST_CLUSTER_DIAMETER;
  const growth = LARGEST_CLUSTER_DIAMETER - SMALLEST_CLUSTER_DIAMETER;
  return Math.round(SMALLEST_CLUSTER_DIAMETER + growth * Math.sqrt((count - 1) / (largest - 1)));
}

/**
 * The clusters as GeoJSON for the map's circle and count layers (drawn in WebGL with the rest of
 * the map: no element per cluster to lay out on every frame of a pan or zoom). A cluster shows the
 * facilities of the categories switched on, coloured by the largest of them; empty ones are left out.
 */
export function clusterFeatures(
  clusters: readonly MapCluster[],
  mode: MapMode,
  hidden: ReadonlySet<CategoryKey>,
  formatCount: (count: number) => string,
): FeatureCollection<Point, ClusterProperties> {
  const shown = clusters
    .map((cluster, index) => ({ cluster, index, visible: visibleCluster(cluster, mode, hidden) }))
    .filter((entry) => entry.visible !== null && entry.visible.count > 0);
  const largest = shown.reduce((most, entry) => Math.max(most, entry.visible?.count ?? 0), 0);
  const features = shown.map(({ cluster, index, visible }): Feature<Point, ClusterProperties> => {
    if (!visible) throw new Error('unreachable: filtered above');
    const radius = clusterDiameter(visible.count, largest) / 2;
    return {
      type: 'Feature',
      properties: {
        index,
        count: visible.count,
        radius,
        // the count's picture is about a line (15 px) high: the circle reaches this far past it
        clearance: Math.max(0, radius - 7),
        color: visible.category.color,
        image: countImageId(formatCount(visible.count), visible.category.textColor),
      },
      geometry: { type: 'Point', coordinates: [cluster.longitude, cluster.latitude] },
    };
  });
  return { type: 'FeatureCollection', features };
}
