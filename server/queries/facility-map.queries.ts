import type { z } from 'zod';
import {
  type FacilityMapAnswer,
  type facilityMapRequestSchema,
  MAX_MAP_POINTS,
  type MapCluster,
  type MapFacilityPoint,
} from '../../contract/facility-map.schemas.js';
import type { WireFilter } from '../../contract/filter.schemas.js';
import type { Queryable } from '../db/database.js';
import { ACTIVE_SQL, facilityScopeSql, type ScopeContext } from './facility-scope.js';
import { SqlParams } from './sql-params.js';

export type FacilityMapRequest = z.output<typeof facilityMapRequestSchema>;

/** The selection, optionally narrowed to active facilities and to the box. */
function whereSql(
  sql: SqlParams,
  scope: ScopeContext,
  filter: WireFilter,
  request: FacilityMapRequest,
  inBox: boolean,
) {
  const conditions = [facilityScopeSql(sql, scope, filter)];
  if (request.activeOnly) conditions.push(ACTIVE_SQL);
  if (inBox && request.bbox) {
    const [west, south, east, north] = request.bbox.map((value) => sql.add(value));
    conditions.push(`f.latitude BETWEEN ${south} AND ${north}`);
    // a box across the antimeridian has its west edge east of its east edge
    conditions.push(
      `(CASE WHEN ${west}::float8 <= ${east}::float8 THEN f.longitude BETWEEN ${west} AND ${east}
        ELSE f.longitude >= ${west} OR f.longitude <= ${east} END)`,
    );
  }
  return conditions.join(' AND ');
}

/** POST /api/qps/facility/map: grid clusters (inside the box, when one is given) and single points. */
export async function facilityMap(
  db: Queryable,
  scope: ScopeContext,
  filter: WireFilter,
  request: FacilityMapRequest,
): Promise<FacilityMapAnswer> {
  const cellDegrees = 360 / 2 ** (request.zoom + 3);
  const whole = new SqlParams();
  const { rows: summary } = await db.query<{
    total: number;
    west: number | null;
    south: number | null;
    east: number | null;
    north: number | null;
  }>(
    `SELECT count(*)::int AS total, min(f.longitude) AS west, min(f.latitude) AS south,
       max(f.longitude) AS east, max(f.latitude) AS north
     FROM facilities f WHERE ${whereSql(whole, scope, filter, request, false)}`,
    whole.values,
  );
  const { total, west, south, east, north } = summary[0];

  const boxed = new SqlParams();
  const where = whereSql(boxed, scope, filter, request, true);
  const cell = boxed.add(cellDegrees);
  const { rows: clusterRows } = await db.query<MapCluster & { levels: number[] }>(
    `SELECT avg(f.latitude)::float8 AS latitude, avg(f.longitude)::float8 AS longitude, count(*)::int AS count,
       ARRAY[${[null, 1, 2, 3, 4, 5]
         .map((level) =>
           level === null
             ? '(count(*) FILTER (WHERE f.awarded_level IS NULL))::int'
             : `(count(*) FILTER (WHERE f.awarded_level = ${level}))::int`,
         )
         .join(', ')}] AS levels
     FROM facilities f WHERE ${where}
     GROUP BY floor(f.longitude / ${cell}), floor(f.latitude / ${cell})
     ORDER BY 1, 2`,
    boxed.values,
  );
  const clusters = clusterRows.map(({ levels, ...cluster }) => ({
    ...cluster,
    levelCounts: levels as MapCluster['levelCounts'],
  }));

  const inBox = clusters.reduce((sum, cluster) => sum + cluster.count, 0);
  let points: MapFacilityPoint[] = [];
  if (inBox <= MAX_MAP_POINTS) {
    const single = new SqlParams();
    ({ rows: points } = await db.query<MapFacilityPoint>(
      `SELECT f.id, f.latitude, f.longitude, f.awarded_level::int AS "awardedLevel", ${ACTIVE_SQL} AS "isActive"
       FROM facilities f WHERE ${whereSql(single, scope, filter, request, true)} ORDER BY f.id`,
      single.values,
    ));
  }
  return {
    zoom: request.zoom,
    cellDegrees,
    total,
    extent: total === 0 ? null : { west: west ?? 0, south: south ?? 0, east: east ?? 0, north: north ?? 0 },
    clusters,
    points,
  };
}
