import type { PublicFacility, PublicFacilityDetails } from '../../contract/facility.schemas.js';
import type { Queryable } from '../db/database.js';

// The public view shows only facilities holding an active certificate.
const PUBLIC_COLUMNS = `f.id, f.name, c.name AS "categoryName", f.awarded_level::int AS "awardedLevel",
  f.certificate_id AS "certificateId", co.name AS "countryName", r.name AS "regionName", f.latitude, f.longitude`;
const PUBLIC_FROM = `facilities f
  JOIN facility_categories c ON c.id = f.category_id
  JOIN countries co ON co.id = f.country_id
  JOIN regions r ON r.id = f.region_id`;

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
