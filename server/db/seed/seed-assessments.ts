import type { Queryable } from '../database.js';
import { ASSESSMENT_YEARS, SERVICE_ELEMENTS } from './reference-data.js';

/** The assessments of one environment's facilities (a temp table): the facilities take their latest. */
export const ASSESSMENT_DRAWS = 'seed_assessment_draws';

// a service element's typical distance from the facility's overall quality
const ELEMENT_BIAS = [5, -3, 2, 6, 0, -4, -8, 1];
// the lowest total score of levels 5, 4, 3, 2 and 1; below 50 a facility is not certified
const LEVEL_THRESHOLDS = [90, 80, 70, 60, 50];

const FIRST_YEAR = ASSESSMENT_YEARS[0];
const LAST_YEAR = ASSESSMENT_YEARS[ASSESSMENT_YEARS.length - 1];

/** After its first assessment (f.first_year) a facility is assessed again in a year with chance 0.8 (streams 20-24). */
export const isAssessedIn = (year: string) =>
  `(${year} = f.first_year OR ${year} > f.first_year AND pg_temp.qap_uniform(f.id, 20 + ${year} - ${FIRST_YEAR}) < 0.8)`;

/** The latest year a facility of the facility draws was assessed in (null if never). */
export const LATEST_YEAR_SQL = `(SELECT max(y) FROM generate_series(${FIRST_YEAR}, ${LAST_YEAR}) y WHERE ${isAssessedIn('y')})`;

export const levelOf = (score: string) =>
  `CASE ${LEVEL_THRESHOLDS.map((threshold, index) => `WHEN ${score} >= ${threshold} THEN ${5 - index}`).join(' ')} END`;

/**
 * Draws every assessment of the facilities in `facilityDraws`: per-element offsets that stay with a
 * facility (streams 100-115), a yearly trend, and noise per year and element (streams 200-279).
 * The elements are spelled out (no subquery per row): this statement makes most of the seed's rows.
 */
export async function drawAssessments(db: Queryable, facilityDraws: string): Promise<void> {
  const elements = SERVICE_ELEMENTS.map(
    (_, index) => `round(pg_temp.qap_clamp(f.quality + ${ELEMENT_BIAS[index]}
      + pg_temp.qap_normal(f.id, ${100 + 2 * index}, 0, 7) + f.trend * (y - f.first_year)
      + pg_temp.qap_normal(f.id, 200 + 2 * ((y - ${FIRST_YEAR}) * ${SERVICE_ELEMENTS.length} + ${index}), 0, 5),
      0, 100))`,
  );
  const sum = SERVICE_ELEMENTS.map((_, index) => `scores[${index + 1}]`).join(' + ');
  await db.query(
    `CREATE TEMP TABLE ${ASSESSMENT_DRAWS} AS
     SELECT facility_id, year, assessed_on, scores,
       round((${sum})::numeric / ${SERVICE_ELEMENTS.length}, 1)::real AS total, is_latest
     FROM (
       SELECT f.id AS facility_id, y::smallint AS year,
         make_date(y, 2 + floor(pg_temp.qap_uniform(f.id, 300 + 2 * (y - ${FIRST_YEAR})) * 10)::int,
           1 + floor(pg_temp.qap_uniform(f.id, 301 + 2 * (y - ${FIRST_YEAR})) * 28)::int) AS assessed_on,
         ARRAY[${elements.join(', ')}]::smallint[] AS scores,
         y = f.latest_year AS is_latest
       FROM ${facilityDraws} f CROSS JOIN generate_series(${FIRST_YEAR}, ${LAST_YEAR}) y
       WHERE ${isAssessedIn('y')}
       -- OFFSET 0 keeps the planner from copying the scores expression into every use of scores[i]
       OFFSET 0
     ) a`,
  );
}

/** Inserts the drawn assessments, and the report of each facility's latest one as an activity document. */
export async function insertAssessments(db: Queryable, environmentId: string): Promise<void> {
  await db.query(
    `INSERT INTO assessments (environment_id, facility_id, year, assessed_on, total_score, awarded_level, scores, is_latest)
     SELECT $1, facility_id, year, assessed_on, total, ${levelOf('total')}, scores, is_latest FROM ${ASSESSMENT_DRAWS}`,
    [environmentId],
  );
  await db.query(
    `INSERT INTO activities (environment_id, id, facility_id, title, activity_date, file_name)
     SELECT $1, facility_id, facility_id, 'Assessment report ' || year, assessed_on,
       'assessment-report-' || facility_id || '-' || year || '.pdf'
     FROM ${ASSESSMENT_DRAWS} WHERE is_latest`,
    [environmentId],
  );
}
