import type {
  FacilityMapAnswer,
  LevelCounts,
  MapCluster,
  MapFacilityPoint,
} from '../../../../contract/facility-map.schemas';
import { levelKey } from '../levels';
import { type CategoryKey, type MapMode, pointCategory, visibleCluster } from './map-categories';
import { clusterDiameter, LARGEST_CLUSTER_DIAMETER, POINT_DIAMETER } from './map-clusters';
import type { MapMarks } from './map-marks';
import { worldX, worldY } from './map-projection';

/** The least room between the edges of two marks, in px. */
export const MARK_GAP = 2;

/** MapLibre's world is this many px wide at zoom 0 (512 px tiles). */
const WORLD_PX_AT_ZOOM_0 = 512;

interface Mark {
  /** Where it is drawn, in px of the world at the camera's zoom. */
  x: number;
  y: number;
  /** Every facility it stands for (the tooltip's mix counts them all). */
  cluster: MapCluster;
  /** Its facilities in the categories switched on: what its size and count show. */
  shown: number;
  /** The facility, while the mark is one facility the server sent alone. */
  point: MapFacilityPoint | null;
}

function pointAsCluster(point: MapFacilityPoint): MapCluster {
  const levelCounts: LevelCounts = [0, 0, 0, 0, 0, 0];
  const level = levelKey(point.awardedLevel);
  levelCounts[level === 'none' ? 0 : level] = 1;
  return {
    latitude: point.latitude,
    longitude: point.longitude,
    count: 1,
    active: point.isActive ? 1 : 0,
    levelCounts,
  };
}

/** Two groups as one, at the mean position of all their facilities (as the server places a cluster). */
function joined(a: MapCluster, b: MapCluster): MapCluster {
  const count = a.count + b.count;
  return {
    latitude: (a.latitude * a.count + b.latitude * b.count) / count,
    longitude: (a.longitude * a.count + b.longitude * b.count) / count,
    count,
    active: a.active + b.active,
    levelCounts: a.levelCounts.map((value, index) => value + b.levelCounts[index]) as LevelCounts,
  };
}

/** A mark's diameter as drawn (map-clusters), with the largest group's count capped to `largest`. */
const diameterOf = (mark: Mark, largest: number) =>
  mark.point ? POINT_DIAMETER : clusterDiameter(Math.min(mark.shown, largest), largest);

/**
 * One pass: each mark, largest first, takes in the marks whose circles would touch it (closer than
 * their radii and the gap). Neighbours are looked up in a grid of cells as wide as the largest
 * reach, so a pass is linear in the number of marks.
 */
function joinTouching(marks: Mark[], scale: number, largest: number): Mark[] {
  const reach = LARGEST_CLUSTER_DIAMETER + MARK_GAP;
  const cellOf = (mark: Mark) => [Math.floor(mark.x / reach), Math.floor(mark.y / reach)];
  const grid = new Map<string, Mark[]>();
  for (const mark of marks) {
    const key = cellOf(mark).join(',');
    const cell = grid.get(key);
    if (cell) cell.push(mark);
    else grid.set(key, [mark]);
  }
  const taken = new Set<Mark>();
  const kept: Mark[] = [];
  for (const mark of marks) {
    if (taken.has(mark)) continue;
    let current = mark;
    const [column, row] = cellOf(mark);
    for (let dx = -1; dx <= 1; dx += 1)
      for (let dy = -1; dy <= 1; dy += 1)
        for (const other of grid.get(`${column + dx},${row + dy}`) ?? []) {
          if (other === mark || taken.has(other)) continue;
          const room = (diameterOf(current, largest) + diameterOf(other, largest)) / 2 + MARK_GAP;
          if (Math.hypot(current.x - other.x, current.y - other.y) >= room) continue;
          taken.add(other);
          const cluster = joined(current.cluster, other.cluster);
          current = {
            cluster,
            x: worldX(cluster.longitude) * scale,
            y: worldY(cluster.latitude) * scale,
            shown: current.shown + other.shown,
            point: null,
          };
        }
    taken.add(mark);
    kept.push(current);
  }
  return kept;
}

/**
 * The server's clusters or single facilities laid out for the camera's zoom so that no two circles
 * overlap: marks that would touch on screen are drawn as one group (its count the sum, at the mean
 * position of its facilities), until every pair is apart. The categories switched off take no room.
 * Zooming in spreads the facilities, and the groups split again.
 */
export function spaceMarks(
  answer: FacilityMapAnswer,
  zoom: number,
  mode: MapMode,
  hidden: ReadonlySet<CategoryKey>,
): MapMarks {
  const scale = WORLD_PX_AT_ZOOM_0 * 2 ** zoom;
  const at = (cluster: MapCluster) => ({
    x: worldX(cluster.longitude) * scale,
    y: worldY(cluster.latitude) * scale,
  });
  let marks: Mark[] =
    answer.points.length > 0
      ? answer.points
          .filter((point) => !hidden.has(pointCategory(point, mode)))
          .map((point) => {
            const cluster = pointAsCluster(point);
            return { ...at(cluster), cluster, shown: 1, point };
          })
      : answer.clusters
          .map((cluster) => ({
            ...at(cluster),
            cluster,
            shown: visibleCluster(cluster, mode, hidden)?.count ?? 0,
            point: null,
          }))
          .filter((mark) => mark.shown > 0);
  for (;;) {
    const largest = marks.reduce((most, mark) => (mark.point ? most : Math.max(most, mark.shown)), 1);
    // the largest first: a big group stays where it is and takes in the small ones around it
    const next = joinTouching(
      [...marks].sort((a, b) => b.shown - a.shown),
      scale,
      largest,
    );
    if (next.length === marks.length) break;
    marks = next;
  }
  return {
    clusters: marks.filter((mark) => !mark.point).map((mark) => mark.cluster),
    points: marks.flatMap((mark) => (mark.point ? [mark.point] : [])),
  };
}
