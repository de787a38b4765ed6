import {
  type FacilityMapAnswer,
  type LevelCounts,
  MAX_MAP_POINTS,
  MIN_POINTS_ZOOM,
  type MapFacilityPoint,
} from '../../contract/facility-map.schemas.js';
import type { WireFilter } from '../../contract/filter.schemas.js';
import type { LevelMix } from '../../contract/query.schemas.js';
import type { Queryable } from '../db/database.js';
import { facilityCount, type SourceOptions, selectionSource } from './analytics-source.js';
import { facilityScopeSql, type ScopeContext } from './facility-scope.js';
import { levelMixSql } from './query-definition.js';
import { SqlParams } from './sql-params.js';

export interface FacilityMapRequest {
  zoom: number;
  /** [west, south, east, north] */
  bbox?: [number, number, number, number];
  activeOnly?: boolean;
}

/**
 * Up to this zoom a grid cell (>= 2.8 degrees) is far wider than a district, so the rollup's groups,
 * each placed at the mean position of its facilities, fall into the cell their facilities are in.
 */
const ROLLUP_MAX_ZOOM = 4;

export const cellDegrees = (zoom: number) => 360 / 2 ** (zoom + 3);

/**
 * The selection for a map: its size and extent, grid clusters (the whole selection up to
 * ROLLUP_MAX_ZOOM, the cells inside the box at closer zoom), and from MIN_POINTS_ZOOM on the single
 * facilities inside the box when there are at most MAX_MAP_POINTS of them.
 */
export async function facilityMap(
  db: Queryable,
  scope: ScopeContext,
  filter: WireFilter,
  request: FacilityMapRequest,
): Promise<FacilityMapAnswer> {
  const cell = cellDegrees(request.zoom);
  const active = request.activeOnly ? 'f.is_active' : undefined;
  const sql = new SqlParams();
  const { rows: summary } = await db.query<{
    total: number;
    west: number | null;
    south: number | null;
    east: number | null;
    north: number | null;
  }>(
    `SELECT ${facilityCount()} AS total, min(s.longitude_min) AS west, min(s.latitude_min) AS south,
       max(s.longitude_max) AS east, max(s.latitude_max) AS north
     FROM ${selectionSource(sql, scope, filter, { where: active })}`,
    sql.values,
  );
  const { total, west, south, east, north } = summary[0];
  const closeUp = request.zoom > ROLLUP_MAX_ZOOM;
  const clusterSql = new SqlParams();
  const cellSize = clusterSql.add(cell);
  const clusterConditions = [active, closeUp && request.bbox ? boxSql(clusterSql, request.bbox) : undefined];
  const clusterOptions: SourceOptions = {
    perFacility: closeUp,
    where: clusterConditions.filter((condition) => condition !== undefined).join(' AND ') || undefined,
  };
  const { rows: clusters } = await db.query<
    LevelMix & { latitude: number; longitude: number; count: number; active: number }
  >(
    `SELECT sum(s.latitude_sum) / sum(s.facilities) AS latitude, sum(s.longitude_sum) / sum(s.facilities) AS longitude,
       ${facilityCount()} AS count, ${facilityCount('s.is_active')} AS active, ${levelMixSql('s.awarded_level', facilityCount)}
     FROM ${selectionSource(clusterSql, scope, filter, clusterOptions)}
     GROUP BY floor(s.longitude_sum / s.facilities / ${cellSize}::float8), floor(s.latitude_sum / s.facilities / ${cellSize}::float8)
     ORDER BY 3 DESC, 1, 2`,
    clusterSql.values,
  );
  return {
    zoom: request.zoom,
    cellDegrees: cell,
    total,
    extent: total === 0 ? null : { west: west ?? 0, south: south ?? 0, east: east ?? 0, north: north ?? 0 },
    clusters: clusters.map(({ latitude, longitude, count, active, ...mix }) => ({
      latitude,
      longitude,
      count,
      active,
      levelCounts: [mix.none, mix.level1, mix.level2, mix.level3, mix.level4, mix.level5] as LevelCounts,
    })),
    // single points only close up (further out they would merge into blobs), and only in the box
    points: request.zoom >= MIN_POINTS_ZOOM ? await pointsInBox(db, scope, filter, request.bbox, active) : [],
  };
}

const boxSql = (sql: SqlParams, [west, south, east, north]: [number, number, number, number]) =>
  `f.longitude BETWEEN ${sql.add(west)} AND ${sql.add(east)} AND f.latitude BETWEEN ${sql.add(south)} AND ${sql.add(north)}`;

/**
 * The facilities inside the box (or the whole selection), or none when more than MAX_MAP_POINTS are
 * there. Unordered, so the position index stops after MAX_MAP_POINTS + 1 rows (ordering by id
 * walked the whole table).
 */
async function pointsInBox(
  db: Queryable,
  scope: ScopeContext,
  filter: WireFilter,
  bbox: [number, number, number, number] | undefined,
  active: string | undefined,
): Promise<MapFacilityPoint[]> {
  const sql = new SqlParams();
  const conditions = [facilityScopeSql(sql, scope, filter)];
  if (bbox) conditions.push(boxSql(sql, bbox));
  if (active) conditions.push(active);
  const { rows } = await db.query<MapFacilityPoint>(
    `SELECT f.facility_id AS id, f.name, round(f.latest_score::numeric, 1)::float8 AS score, f.latitude, f.longitude, f.awarded_level::int AS "awardedLevel", f.is_active AS "isActive"
     FROM facility_facts f WHERE ${conditions.join(' AND ')} LIMIT ${sql.add(MAX_MAP_POINTS + 1)}`,
    sql.values,
  );
  return rows.length > MAX_MAP_POINTS ? [] : rows;
}
