import type { FacilitySortColumn } from '../../contract/facility-list.schemas.js';
import type { SqlParams } from './sql-params.js';

/** The facts column behind each sort; nullable ones sort their nulls last in both directions. */
const SORT_COLUMNS: Record<FacilitySortColumn, { column: string; nullable: boolean }> = {
  name: { column: 'f.name', nullable: false },
  code: { column: 'f.code', nullable: false },
  awardedLevel: { column: 'f.awarded_level', nullable: true },
  latestScore: { column: 'f.latest_score', nullable: true },
  countryName: { column: 'f.country_name', nullable: false },
  regionName: { column: 'f.region_name', nullable: false },
  districtName: { column: 'f.district_name', nullable: false },
};

export type SortDirection = 'asc' | 'desc';

export const sortColumn = (sort: FacilitySortColumn) => SORT_COLUMNS[sort];

/**
 * ORDER BY for a list sort: ties broken by id in the same direction, nulls last. Written so that the
 * facility_facts index of that sort serves it (a plain DESC for columns that are never null).
 */
export function orderBySql(sort: FacilitySortColumn, direction: SortDirection): string {
  const { column, nullable } = SORT_COLUMNS[sort];
  const order = direction === 'asc' ? 'ASC' : 'DESC';
  return `${column} ${order}${nullable ? ' NULLS LAST' : ''}, f.facility_id ${order}`;
}

/** FacilityListItem columns over facility_facts `f`. */
export const LIST_ITEM_COLUMNS = `f.facility_id AS id, f.code, f.name, f.category_id AS "categoryId",
  f.awarded_level::int AS "awardedLevel", round(f.latest_score::numeric, 1)::float8 AS "latestScore",
  f.country_id AS "countryId", f.region_id AS "regionId", f.district_id AS "districtId",
  f.country_name AS "countryName", f.region_name AS "regionName", f.district_name AS "districtName",
  f.is_active AS "isActive"`;

/**
 * The search condition over facility_facts `f`: every typed word begins a word of the name
 * (GIN index on name_words), or the whole text begins the code (text_pattern_ops index).
 * Case-insensitive. Null when the text is blank (no narrowing).
 */
export function searchSql(params: SqlParams, search: string | undefined): string | null {
  const text = search?.trim().toLowerCase() ?? '';
  if (text === '') return null;
  const codePrefix = `lower(f.code) LIKE ${params.add(`${text.replace(/[\\%_]/g, '\\$&')}%`)}`;
  const words = text.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
  if (words.length === 0) return codePrefix;
  // only letters and digits are left, so each word is a safe tsquery prefix term
  const query = words.map((word) => `'${word}':*`).join(' & ');
  return `(f.name_words @@ to_tsquery('simple', ${params.add(query)}) OR ${codePrefix})`;
}
