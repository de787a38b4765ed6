import type {
  FacilityMapAnswer,
  MapCluster,
  MapFacilityPoint,
} from '../../../../contract/facility-map.schemas';
import { type CategoryKey, categoriesOf, clusterCounts, type MapMode, pointCategory } from './map-categories';

/** Facilities per category on the map: from the single points when there are any, else from the clusters. */
export function categoryTotals(answer: FacilityMapAnswer | null, mode: MapMode): Record<CategoryKey, number> {
  const totals: Record<CategoryKey, number> = Object.fromEntries(
    categoriesOf(mode).map((category) => [category.key, 0]),
  );
  if (!answer) return totals;
  if (answer.points.length > 0) {
    for (const point of answer.points) totals[pointCategory(point, mode)] += 1;
    return totals;
  }
  for (const cluster of answer.clusters) {
    for (const [key, count] of Object.entries(clusterCounts(cluster, mode))) totals[key] += count;
  }
  return totals;
}

/** What a map draws and lists: groups of facilities (circles with a count) and single facilities. */
export interface MapMarks {
  clusters: MapCluster[];
  points: MapFacilityPoint[];
}

/** The server's marks as they come, without the categories switched off: what a card without a canvas lists. */
export function unspacedMarks(
  answer: FacilityMapAnswer,
  mode: MapMode,
  hidden: ReadonlySet<CategoryKey>,
): MapMarks {
  return {
    clusters: answer.points.length > 0 ? [] : answer.clusters,
    points: answer.points.filter((point) => !hidden.has(pointCategory(point, mode))),
  };
}
