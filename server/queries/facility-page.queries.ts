import type {
  FacilityListPage,
  FacilitySortColumn,
  ListedFacility,
} from '../../contract/facility-list.schemas.js';
import type { WireFilter } from '../../contract/filter.schemas.js';
import type { Queryable } from '../db/database.js';
import { facilityCount, selectionSource } from './analytics-source.js';
import { facilityScopeSql, namedAssessmentSql, type ScopeContext } from './facility-scope.js';
import { LIST_ITEM_COLUMNS, orderBySql, type SortDirection, searchSql } from './facility-list-sql.js';
import { SqlParams } from './sql-params.js';

export interface FacilityPageRequest {
  search?: string;
  offset: number;
  limit: number;
  sort: FacilitySortColumn;
  direction: SortDirection;
  /** Only these facilities (a picker showing its chosen ones); unknown or invisible ids are absent. */
  ids?: number[];
}

/**
 * One page of the selected facilities, sorted and searched in the database; `total` counts every
 * match. A filter naming an assessment adds each facility's score in it and their mean.
 */
export async function facilityPage(
  db: Queryable,
  scope: ScopeContext,
  filter: WireFilter,
  request: FacilityPageRequest,
): Promise<FacilityListPage> {
  const sql = new SqlParams();
  const where = matchSql(sql, scope, filter, request);
  const named = namedAssessmentSql(sql, filter, 'na');
  // the named assessment of each facility; scores are kept to one decimal, as everywhere
  const assessedScore =
    named.length === 0
      ? ''
      : `, (SELECT round(na.total_score::numeric, 1)::float8 FROM assessments na
          WHERE na.environment_id = f.environment_id AND na.facility_id = f.facility_id AND ${named.join(' AND ')}
          ORDER BY na.assessed_on DESC LIMIT 1) AS "assessedScore"`;
  const { rows: items } = await db.query<ListedFacility>(
    `SELECT ${LIST_ITEM_COLUMNS}${assessedScore} FROM facility_facts f WHERE ${where}
     ORDER BY ${orderBySql(request.sort, request.direction)}
     OFFSET ${sql.add(request.offset)} LIMIT ${sql.add(request.limit)}`,
    sql.values,
  );
  const total = await countMatches(db, scope, filter, request);
  const page = { total, offset: request.offset, limit: request.limit, items };
  return named.length === 0
    ? page
    : { ...page, assessedMean: await assessedMean(db, scope, filter, request) };
}

/** The mean total score of the assessments the filter names, over every facility the list matches. */
async function assessedMean(
  db: Queryable,
  scope: ScopeContext,
  filter: WireFilter,
  request: FacilityPageRequest,
): Promise<number | null> {
  const sql = new SqlParams();
  const where = matchSql(sql, scope, filter, request);
  const named = namedAssessmentSql(sql, filter, 'na');
  const { rows } = await db.query<{ mean: number | null }>(
    `SELECT round(avg(na.total_score)::numeric, 1)::float8 AS mean
     FROM facility_facts f JOIN assessments na ON na.environment_id = f.environment_id AND na.facility_id = f.facility_id
     WHERE ${where} AND ${named.join(' AND ')}`,
    sql.values,
  );
  return rows[0].mean;
}

/** The facts matching the selection, the search and the id list. */
function matchSql(
  sql: SqlParams,
  scope: ScopeContext,
  filter: WireFilter,
  request: Pick<FacilityPageRequest, 'search' | 'ids'>,
): string {
  const conditions = [facilityScopeSql(sql, scope, filter)];
  const search = searchSql(sql, request.search);
  if (search) conditions.push(search);
  if (request.ids) conditions.push(`f.facility_id = ANY(${sql.add(request.ids)}::int[])`);
  return conditions.join(' AND ');
}

/** With a search or ids the facts are counted; without, the selection (countSelection). */
async function countMatches(
  db: Queryable,
  scope: ScopeContext,
  filter: WireFilter,
  request: FacilityPageRequest,
): Promise<number> {
  if (!request.search?.trim() && !request.ids) return countSelection(db, scope, filter);
  const sql = new SqlParams();
  const { rows } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM facility_facts f WHERE ${matchSql(sql, scope, filter, request)}`,
    sql.values,
  );
  return rows[0].total;
}

/** How many facilities the filter selects, counted by the rollup (milliseconds at a million facilities). */
export async function countSelection(
  db: Queryable,
  scope: ScopeContext,
  filter: WireFilter,
): Promise<number> {
  const sql = new SqlParams();
  const { rows } = await db.query<{ total: number }>(
    `SELECT ${facilityCount()} AS total FROM ${selectionSource(sql, scope, filter, { byRegion: true })}`,
    sql.values,
  );
  return rows[0].total;
}
