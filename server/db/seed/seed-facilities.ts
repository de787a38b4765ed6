import type { Queryable } from '../database.js';
import {
  ASSESSMENT_YEARS,
  COUNTRIES,
  FACILITY_CATEGORIES,
  FACILITY_NAME_WORDS,
  REFERENCE_DATE,
} from './reference-data.js';
import {
  ASSESSMENT_DRAWS,
  drawAssessments,
  insertAssessments,
  LATEST_YEAR_SQL,
  levelOf,
} from './seed-assessments.js';
import { insertMomCare } from './seed-momcare.js';
import type { SeededDistrict } from './seed-reference.js';
import { drawOf, weightedPick } from './sql-random.js';

/** Per-facility draws of one environment (a temp table), kept while its networks and surveys are seeded. */
export const FACILITY_DRAWS = 'seed_facility_draws';

export interface FacilitySeedContext {
  db: Queryable;
  environmentId: string;
  districts: SeededDistrict[];
  facilityGroupIds: number[];
  count: number;
  /** Shared id counter, so facility ids stay unique across environments. */
  ids: { facility: number };
}

const FIRST_YEAR_WEIGHTS = [50, 20, 14, 10, 6];
const u = drawOf('id');

/**
 * Inserts the facilities of one environment with their assessments, activity documents and MomCare
 * months, generated in SQL from deterministic draws (createSqlRandom must have run first).
 */
export async function seedFacilities(context: FacilitySeedContext): Promise<void> {
  const { db, environmentId, count, ids } = context;
  await drawFacilities(context, ids.facility + 1);
  ids.facility += count;
  await drawAssessments(db, FACILITY_DRAWS);
  await insertFacilities(db, environmentId, context.facilityGroupIds);
  await insertAssessments(db, environmentId);
  await insertMomCare(db, environmentId, FACILITY_DRAWS);
  await db.query(`DROP TABLE ${ASSESSMENT_DRAWS}`);
}

export async function dropFacilityDraws(db: Queryable): Promise<void> {
  await db.query(`DROP TABLE ${FACILITY_DRAWS}`);
}

async function drawFacilities(context: FacilitySeedContext, firstId: number): Promise<void> {
  const isoByCountry = new Map(COUNTRIES.map((country) => [country.id, country.isoCode]));
  const districts = context.districts.map((district, index) => ({
    index,
    id: district.id,
    regionId: district.regionId,
    countryId: district.countryId,
    name: district.name,
    isoCode: isoByCountry.get(district.countryId),
    latitude: district.latitude,
    longitude: district.longitude,
    spread: district.spread,
  }));
  const firstYears = ASSESSMENT_YEARS.map((year, index) => [year, FIRST_YEAR_WEIGHTS[index]] as const);
  const categories = FACILITY_CATEGORIES.map((category) => [category.id, category.weight] as const);
  await context.db.query(
    `CREATE TEMP TABLE ${FACILITY_DRAWS} AS
     SELECT f.*, ${LATEST_YEAR_SQL} AS latest_year, d.id AS district_id, d."regionId" AS region_id, d."countryId" AS country_id,
       d.name AS district_name, d."isoCode" AS iso_code, d.latitude, d.longitude, d.spread,
       c.name AS category_name, c.deliveries
     FROM (
       SELECT id,
         floor(${u(0)} * ${districts.length})::int AS district_index,
         ${weightedPick(u(1), categories)} AS category_id,
         ($3::text[])[1 + floor(${u(2)} * ${FACILITY_NAME_WORDS.length})::int] AS word,
         pg_temp.qap_clamp(pg_temp.qap_normal(id, 4, 64, 13), 25, 97) AS quality,
         -- 8% were never assessed
         CASE WHEN ${u(6)} >= 0.08 THEN ${weightedPick(u(7), firstYears)} END AS first_year,
         pg_temp.qap_normal(id, 8, 2, 2.5) AS trend
       FROM generate_series($1::int, $2::int) AS id
     ) f
     JOIN jsonb_to_recordset($4::jsonb) AS d(index int, id int, "regionId" int, "countryId" int, name text,
       "isoCode" text, latitude float8, longitude float8, spread float8) ON d.index = f.district_index
     JOIN jsonb_to_recordset($5::jsonb) AS c(id int, name text, deliveries int) ON c.id = f.category_id`,
    [
      firstId,
      firstId + context.count - 1,
      FACILITY_NAME_WORDS,
      JSON.stringify(districts),
      JSON.stringify(FACILITY_CATEGORIES),
    ],
  );
}

/** Certified from the latest assessment for three years; ids of certificates follow the facility ids. */
async function insertFacilities(db: Queryable, environmentId: string, groupIds: number[]): Promise<void> {
  await db.query(
    `INSERT INTO facilities (environment_id, id, code, name, category_id, facility_group_id, country_id, region_id,
       district_id, latitude, longitude, awarded_level, certificate_id, certificate_valid_from,
       certificate_valid_to, is_cert_active, is_self_active, is_entry_active, latest_score, latest_year)
     SELECT $1, id, iso_code || '-' || lpad(id::text, 6, '0'),
       CASE WHEN ${u(3)} < 0.5 THEN district_name || ' ' || word || ' ' || category_name
         ELSE word || ' ' || category_name || ' ' || district_name END,
       category_id,
       CASE WHEN ${u(10)} < 0.9 THEN ($2::int[])[1 + floor(${u(11)} * ${groupIds.length})::int] END,
       country_id, region_id, district_id,
       round(pg_temp.qap_normal(id, 12, latitude, spread / 2)::numeric, 5),
       round(pg_temp.qap_normal(id, 14, longitude, spread / 2)::numeric, 5),
       level, CASE WHEN level IS NOT NULL THEN 100000 + id END,
       CASE WHEN level IS NOT NULL THEN assessed_on END,
       CASE WHEN level IS NOT NULL THEN valid_to END,
       coalesce(level IS NOT NULL AND valid_to >= $3::date, false),
       ${u(16)} < 0.4, ${u(17)} < 0.55, total, latest_year
     FROM (
       SELECT f.*, ${levelOf('a.total')} AS level, a.assessed_on, (a.assessed_on + interval '3 years')::date AS valid_to,
         a.total
       FROM ${FACILITY_DRAWS} f LEFT JOIN ${ASSESSMENT_DRAWS} a ON a.facility_id = f.id AND a.is_latest
     ) f`,
    [environmentId, groupIds, REFERENCE_DATE],
  );
}
