import type { Queryable } from '../database.js';
import { ASSESSMENT_YEARS } from './reference-data.js';

const MOMCARE_YEAR = ASSESSMENT_YEARS[ASSESSMENT_YEARS.length - 1];

/**
 * Twelve MomCare months of the latest year for every facility whose category offers maternity care
 * (deliveries > 0, about a third of them). A facility has a size (stream 30); each month draws six
 * ratios (streams 400-543). Hospitals do more caesareans and refer fewer mothers.
 */
export async function insertMomCare(
  db: Queryable,
  environmentId: string,
  facilityDraws: string,
): Promise<void> {
  const ratio = (offset: number, mean: string, deviation: number, low: number, high: number) =>
    `pg_temp.qap_clamp(pg_temp.qap_normal(id, stream + ${offset}, ${mean}, ${deviation}), ${low}, ${high})`;
  // each level computes one quantity once; OFFSET 0 keeps the planner from copying it into every use
  await db.query(
    `INSERT INTO momcare_monthly (environment_id, facility_id, month, first_anc_visits, anc4_visits,
       facility_deliveries, caesarean_deliveries, postnatal_visits, referrals)
     SELECT $1, id, make_date(${MOMCARE_YEAR}, month, 1), first_anc,
       round(first_anc * ${ratio(2, '0.56', 0.08, 0.3, 0.9)}),
       births,
       round(births * ${ratio(4, 'CASE WHEN hospital THEN 0.19 ELSE 0.03 END', 0.03, 0, 0.4)}),
       round(births * ${ratio(6, '0.72', 0.1, 0.3, 1)}),
       round(births * ${ratio(8, 'CASE WHEN hospital THEN 0.02 ELSE 0.08 END', 0.02, 0, 0.3)})
     FROM (
       SELECT *, round(births * ${ratio(10, '1.3', 0.1, 1, 1.7)})::int AS first_anc
       FROM (
         SELECT id, month, stream, hospital, greatest(1, round(deliveries * size
           * (1 + 0.1 * sin(month / 12.0 * 2 * pi())) * ${ratio(0, '1', 0.12, 0.6, 1.4)}))::int AS births
         FROM (
           SELECT f.id, f.deliveries, f.category_id = 1 AS hospital,
             pg_temp.qap_clamp(pg_temp.qap_normal(f.id, 30, 1, 0.3), 0.3, 2) AS size
           FROM ${facilityDraws} f WHERE f.deliveries > 0 OFFSET 0
         ) f
         CROSS JOIN LATERAL (SELECT month, 400 + (month - 1) * 12 AS stream FROM generate_series(1, 12) month) m
         OFFSET 0
       ) b
       OFFSET 0
     ) a`,
    [environmentId],
  );
}
