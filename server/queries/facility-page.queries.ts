import type { z } from 'zod';
import type {
  FacilityListItem,
  FacilitySortColumn,
  facilityListRequestSchema,
  Page,
} from '../../contract/facility-list.schemas.js';
import type { WireFilter } from '../../contract/filter.schemas.js';
import type { Queryable } from '../db/database.js';
import { ACTIVE_SQL, facilityScopeSql, type ScopeContext } from './facility-scope.js';
import { escapeLike, SqlParams } from './sql-params.js';

export type FacilityPageRequest = z.output<typeof facilityListRequestSchema>;

/** What a slice of the list is cut by; the export walks the same list in batches. */
export interface FacilityRowsRequest {
  search?: string;
  ids?: number[];
  sort: FacilitySortColumn;
  direction: 'asc' | 'desc';
  offset: number;
  limit: number;
}

const SORT_SQL: Record<FacilitySortColumn, string> = {
  name: 'f.name',
  code: 'f.code',
  awardedLevel: 'f.awarded_level',
  latestScore: 'f.latest_score',
  countryName: 'co.name',
  regionName: 'r.name',
  districtName: 'd.name',
};

const FROM = `facilities f
  JOIN countries co ON co.id = f.country_id
  JOIN regions r ON r.id = f.region_id
  JOIN districts d ON d.id = f.district_id`;

function whereSql(sql: SqlParams, scope: ScopeContext, filter: WireFilter, request: FacilityRowsRequest) {
  const conditions = [facilityScopeSql(sql, scope, filter)];
  if (request.ids) conditions.push(`f.id = ANY(${sql.add(request.ids)}::int[])`);
  if (request.search) {
    const escaped = escapeLike(request.search);
    conditions.push(`(f.name ILIKE ${sql.add(`%${escaped}%`)} OR f.code ILIKE ${sql.add(`${escaped}%`)})`);
  }
  return conditions.join(' AND ');
}

/** One slice of the selected facilities, sorted (missing values last, ties by id). */
export async function facilityRows(
  db: Queryable,
  scope: ScopeContext,
  filter: WireFilter,
  request: FacilityRowsRequest,
): Promise<FacilityListItem[]> {
  const sql = new SqlParams();
  const where = whereSql(sql, scope, filter, request);
  const direction = request.direction === 'desc' ? 'DESC' : 'ASC';
  const { rows } = await db.query<FacilityListItem>(
    `SELECT f.id, f.code, f.name, f.category_id AS "categoryId", f.awarded_level::int AS "awardedLevel",
       round(f.latest_score::numeric, 1)::float8 AS "latestScore",
       f.country_id AS "countryId", f.region_id AS "regionId", f.district_id AS "districtId",
       co.name AS "countryName", r.name AS "regionName", d.name AS "districtName", ${ACTIVE_SQL} AS "isActive"
     FROM ${FROM} WHERE ${where}
     ORDER BY ${SORT_SQL[request.sort]} ${direction} NULLS LAST, f.id
     OFFSET ${sql.add(request.offset)} LIMIT ${sql.add(request.limit)}`,
    sql.values,
  );
  return rows;
}

/** POST /api/qps/facility/list: a page of the selection and how many match in all. */
export async function facilityPage(
  db: Queryable,
  scope: ScopeContext,
  filter: WireFilter,
  request: FacilityPageRequest,
): Promise<Page<FacilityListItem>> {
  const sql = new SqlParams();
  const where = whereSql(sql, scope, filter, request);
  const { rows } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM facilities f WHERE ${where}`,
    sql.values,
  );
  return {
    total: rows[0].total,
    offset: request.offset,
    limit: request.limit,
    items: await facilityRows(db, scope, filter, request),
  };
}
