import type { z } from 'zod';
import type { PublicFacility, PublicFacilityDetails } from '../../contract/facility.schemas.js';
import type { Page, publicFacilityPageQuerySchema } from '../../contract/facility-list.schemas.js';
import type { Queryable } from '../db/database.js';
import { escapeLike, SqlParams } from './sql-params.js';

// The public view shows only facilities holding an active certificate.
const PUBLIC_COLUMNS = `f.id, f.name, c.name AS "categoryName", f.awarded_level::int AS "awardedLevel",
  f.certificate_id AS "certificateId", co.name AS "countryName", r.name AS "regionName", f.latitude, f.longitude`;
const PUBLIC_FROM = `facilities f
  JOIN facility_categories c ON c.id = f.category_id
  JOIN countries co ON co.id = f.country_id
  JOIN regions r ON r.id = f.region_id`;

export type PublicFacilityPageRequest = Pick<
  z.output<typeof publicFacilityPageQuerySchema>,
  'search' | 'offset' | 'limit'
>;

/** GET /api/qps/public/facilities: a page of the certified facilities by name, searched by name. */
export async function publicFacilityPage(
  db: Queryable,
  environmentId: string,
  request: PublicFacilityPageRequest,
): Promise<Page<PublicFacility>> {
  const sql = new SqlParams();
  const conditions = [`f.environment_id = ${sql.add(environmentId)}`, 'f.is_cert_active'];
  if (request.search) {
    const escaped = escapeLike(request.search);
    conditions.push(`f.name ILIKE ${sql.add(`%${escaped}%`)}`);
  }
  const where = conditions.join(' AND ');
  const { rows: counted } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM facilities f WHERE ${where}`,
    sql.values,
  );
  const { rows } = await db.query<PublicFacility>(
    `SELECT ${PUBLIC_COLUMNS} FROM ${PUBLIC_FROM} WHERE ${where} ORDER BY f.name, f.id
     OFFSET ${sql.add(request.offset)} LIMIT ${sql.add(request.limit)}`,
    sql.values,
  );
  return { total: counted[0].total, offset: request.offset, limit: request.limit, items: rows };
}

/** One certified facility; with a certificateId it must be that facility's certificate. */
export async function publicFacility(
  db: Queryable,
  environmentId: string,
  facilityId: number,
  certificateId: number | undefined,
): Promise<PublicFacilityDetails | null> {
  const { rows } = await db.query<PublicFacilityDetails>(
    `SELECT ${PUBLIC_COLUMNS}, d.name AS "districtName",
       to_char(f.certificate_valid_from, 'YYYY-MM-DD') AS "certificateValidFrom",
       to_char(f.certificate_valid_to, 'YYYY-MM-DD') AS "certificateValidTo", f.is_cert_active AS "isCertActive",
       round(f.latest_score::numeric, 1)::float8 AS "latestScore", f.latest_year::int AS "latestAssessmentYear"
     FROM ${PUBLIC_FROM} JOIN districts d ON d.id = f.district_id
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
