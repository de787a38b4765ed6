import type { PublicFacility, PublicFacilityDetails } from '../../contract/facility.schemas.js';
import type { Page } from '../../contract/facility-list.schemas.js';
import type { Queryable } from '../db/database.js';
import { searchSql } from './facility-list-sql.js';
import { SqlParams } from './sql-params.js';

// The public view shows only facilities holding an active certificate.
const PUBLIC_COLUMNS = `f.id, f.name, f.code, d.name AS "districtName", c.name AS "categoryName",
  f.awarded_level::int AS "awardedLevel", f.certificate_id AS "certificateId", co.name AS "countryName",
  r.name AS "regionName", f.latitude, f.longitude`;
const PUBLIC_FROM = `facilities f
  JOIN facility_categories c ON c.id = f.category_id
  JOIN countries co ON co.id = f.country_id
  JOIN regions r ON r.id = f.region_id
  JOIN districts d ON d.id = f.district_id`;

export async function publicFacilities(db: Queryable, environmentId: string): Promise<PublicFacility[]> {
  const { rows } = await db.query<PublicFacility>(
    `SELECT ${PUBLIC_COLUMNS} FROM ${PUBLIC_FROM} WHERE f.environment_id = $1 AND f.is_cert_active ORDER BY f.name, f.id`,
    [environmentId],
  );
  return rows;
}

/** One certified facility; with a certificateId it must be that facility's certificate. */
export async function publicFacility(
  db: Queryable,
  environmentId: string,
  facilityId: number,
  certificateId: number | undefined,
): Promise<PublicFacilityDetails | null> {
  const { rows } = await db.query<PublicFacilityDetails>(
    `SELECT ${PUBLIC_COLUMNS},
       to_char(f.certificate_valid_from, 'YYYY-MM-DD') AS "certificateValidFrom",
       to_char(f.certificate_valid_to, 'YYYY-MM-DD') AS "certificateValidTo", f.is_cert_active AS "isCertActive",
       round(f.latest_score::numeric, 1)::float8 AS "latestScore", f.latest_year::int AS "latestAssessmentYear"
     FROM ${PUBLIC_FROM}
     WHERE f.environment_id = $1 AND f.id = $2 AND f.is_cert_active AND ($3::int IS NULL OR f.certificate_id = $3)`,
    [environmentId, facilityId, certificateId ?? null],
  );
  return rows[0] ?? null;
}

export interface ThumbnailFacts {
  id: number;
  name: string;
  categoryId: number;
  awardedLevel: number | null;
}

/** What a thumbnail is drawn from; `publicOnly` limits it to certified facilities. */
export async function thumbnailFacts(
  db: Queryable,
  environmentId: string,
  facilityId: number,
  publicOnly: boolean,
): Promise<ThumbnailFacts | null> {
  const { rows } = await db.query<ThumbnailFacts>(
    `SELECT f.id, f.name, f.category_id AS "categoryId", f.awarded_level::int AS "awardedLevel"
     FROM facilities f WHERE f.environment_id = $1 AND f.id = $2 AND ($3::boolean = false OR f.is_cert_active)`,
    [environmentId, facilityId, publicOnly],
  );
  return rows[0] ?? null;
}

/**
 * The facility lies in a place whose name the whole text begins (case-insensitive). The few
 * matching places are found first in the small place tables, then the facts by their ids.
 */
function placeSearchSql(sql: SqlParams, environment: string, search: string): string {
  const prefix = sql.add(
    `${search
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, '\\$&')}%`,
  );
  const tenantCountries = `SELECT co.id FROM countries co JOIN environments e ON e.tenant_id = co.tenant_id
    WHERE e.id = ${environment}`;
  return `(f.country_id IN (${tenantCountries} AND lower(co.name) LIKE ${prefix})
    OR f.region_id IN (SELECT r.id FROM regions r WHERE r.country_id IN (${tenantCountries}) AND lower(r.name) LIKE ${prefix})
    OR f.district_id IN (SELECT d.id FROM districts d JOIN regions r ON r.id = d.region_id
      WHERE r.country_id IN (${tenantCountries}) AND lower(d.name) LIKE ${prefix}))`;
}

/**
 * One page of the certified facilities, by name then id, searched like the signed-in list
 * (word prefixes of the name, or the start of the code); `total` counts every match.
 */
export async function publicFacilityPage(
  db: Queryable,
  environmentId: string,
  request: { search?: string; level?: number; offset: number; limit: number },
): Promise<Page<PublicFacility>> {
  const sql = new SqlParams();
  const environment = sql.add(environmentId);
  const conditions = [`f.environment_id = ${environment}`, 'f.is_cert_active'];
  const search = searchSql(sql, request.search);
  if (search) conditions.push(`(${search} OR ${placeSearchSql(sql, environment, request.search ?? '')})`);
  if (request.level !== undefined) conditions.push(`f.awarded_level = ${sql.add(request.level)}`);
  const where = conditions.join(' AND ');
  // without a search the rollup counts the certified facilities; counting facts took 600 ms at 1,000,000
  const { rows: counted } = await db.query<{ total: number }>(
    search
      ? `SELECT count(*)::int AS total FROM facility_facts f WHERE ${where}`
      : `SELECT coalesce(sum(f.facilities), 0)::int AS total FROM facility_rollup f WHERE ${where}`,
    sql.values,
  );
  const { rows: items } = await db.query<PublicFacility>(
    `SELECT f.facility_id AS id, f.name, f.code, f.district_name AS "districtName", c.name AS "categoryName",
       f.awarded_level::int AS "awardedLevel",
       f.certificate_id AS "certificateId", f.country_name AS "countryName", f.region_name AS "regionName",
       f.latitude, f.longitude
     FROM facility_facts f JOIN facility_categories c ON c.id = f.category_id
     WHERE ${where} ORDER BY f.name, f.facility_id
     OFFSET ${sql.add(request.offset)} LIMIT ${sql.add(request.limit)}`,
    sql.values,
  );
  return { total: counted[0].total, offset: request.offset, limit: request.limit, items };
}
