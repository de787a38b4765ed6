import { bumpDataVersion } from './data-version.js';
import type { Queryable } from './database.js';

/**
 * Rebuilds the analytics tables (facility_facts, facility_rollup) of the environments from the base
 * tables and bumps their data version, so cached answers built on the old facts are never served.
 * Call it after any change to facilities, assessments, contracts or MomCare data, in the same transaction.
 */
export async function refreshAnalytics(db: Queryable, environmentIds: readonly string[]): Promise<void> {
  const environments = [environmentIds];
  await db.query('DELETE FROM facility_facts WHERE environment_id = ANY($1::text[])', environments);
  await db.query(
    `INSERT INTO facility_facts
     SELECT f.environment_id, f.id, f.code, f.name, to_tsvector('simple', f.name), f.category_id, f.facility_group_id,
       f.country_id, f.region_id, f.district_id, co.name, r.name, d.name, f.latitude, f.longitude, f.awarded_level,
       f.certificate_id, f.is_cert_active, f.is_cert_active OR f.is_self_active OR f.is_entry_active,
       a.total_score, a.year, a.assessed_on,
       (SELECT p.total_score FROM assessments p WHERE p.facility_id = f.id AND p.year = a.year - 1),
       (SELECT count(*) FROM assessments c WHERE c.facility_id = f.id),
       EXISTS (SELECT 1 FROM contract_facilities cf WHERE cf.facility_id = f.id),
       EXISTS (SELECT 1 FROM momcare_monthly m WHERE m.facility_id = f.id)
     FROM facilities f
       JOIN countries co ON co.id = f.country_id
       JOIN regions r ON r.id = f.region_id
       JOIN districts d ON d.id = f.district_id
       LEFT JOIN assessments a ON a.facility_id = f.id AND a.is_latest
     WHERE f.environment_id = ANY($1::text[])`,
    environments,
  );
  await db.query('DELETE FROM facility_rollup WHERE environment_id = ANY($1::text[])', environments);
  await db.query(
    `INSERT INTO facility_rollup
     SELECT environment_id, country_id, region_id, district_id, category_id, facility_group_id, awarded_level,
       is_active, is_cert_active, latest_year, count(*), count(latest_score), coalesce(sum(latest_score::float8), 0),
       sum(latitude), sum(longitude), min(latitude), max(latitude), min(longitude), max(longitude), count(prior_year_score), coalesce(sum(prior_year_score::float8), 0),
       count(*) FILTER (WHERE assessment_count > 1), count(*) FILTER (WHERE has_momcare)
     FROM facility_facts WHERE environment_id = ANY($1::text[])
     GROUP BY environment_id, country_id, region_id, district_id, category_id, facility_group_id, awarded_level,
       is_active, is_cert_active, latest_year`,
    environments,
  );
  await bumpDataVersion(db, environmentIds);
}
