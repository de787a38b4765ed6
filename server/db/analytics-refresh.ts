import { isCitus } from './citus.js';
import { bumpDataVersion } from './data-version.js';
import type { Queryable } from './database.js';
import { elementScoreCount, latestElementScores } from '../queries/score-histogram.js';
import { type ServiceElement, serviceElements } from '../queries/service-elements.js';
import { insertInParallel, textArrayLiteral } from './parallel-insert.js';
import { analyticsRefreshSeconds } from './refresh-metrics.js';
import { swapInRebuiltTable } from './table-swap.js';

/**
 * Rebuilds the analytics tables (facility_facts, the facility and assessment rollups and their region sums, element_score_rollup) of the
 * environments from the base tables and bumps their data version, so cached answers built on the old facts are never served.
 * Call it after any change to facilities, assessments, contracts or MomCare data, in the same transaction
 * (the bulk path swaps tables, which is only safe for readers inside one).
 */
export async function refreshAnalytics(db: Queryable, environmentIds: readonly string[]): Promise<void> {
  const finished = analyticsRefreshSeconds.startTimer();
  try {
    await rebuildAnalytics(db, environmentIds);
    finished({ outcome: 'ok' });
  } catch (error) {
    finished({ outcome: 'failed' });
    throw error;
  }
}

async function rebuildAnalytics(db: Queryable, environmentIds: readonly string[]): Promise<void> {
  const environments = [environmentIds];
  // one refresh at a time (readers go on); a million rows sort and hash in memory, not on disk
  await db.query('LOCK TABLE facility_facts IN SHARE ROW EXCLUSIVE MODE');
  await db.query("SET LOCAL work_mem = '128MB'");
  await db.query("SET LOCAL maintenance_work_mem = '512MB'");
  if (await isBulkRefresh(db, environmentIds)) {
    // the rollups read the staging table, so the swap (which holds readers off until commit) comes last
    await swapInRebuiltTable(db, 'facility_facts', async (staging) => {
      await db.query(
        `INSERT INTO ${staging} SELECT * FROM facility_facts WHERE environment_id <> ALL($1::text[])`,
        environments,
      );
      // a million facilities' joins on every core (see insertInParallel): 86-104 s on one
      await insertInParallel(db, staging, factsSelect(textArrayLiteral(environmentIds)));
      await refreshRollups(db, staging, environmentIds);
    });
  } else {
    await db.query('DELETE FROM facility_facts WHERE environment_id = ANY($1::text[])', environments);
    await db.query(`INSERT INTO facility_facts ${factsSelect('$1::text[]')}`, environments);
    await refreshRollups(db, 'facility_facts', environmentIds);
  }
  await bumpDataVersion(db, environmentIds);
}

/** The rollups of the environments, summed from `facts` (facility_facts or its staging copy). */
async function refreshRollups(
  db: Queryable,
  facts: string,
  environmentIds: readonly string[],
): Promise<void> {
  await db.query('DELETE FROM facility_rollup WHERE environment_id = ANY($1::text[])', [environmentIds]);
  await insertInParallel(
    db,
    'facility_rollup',
    `SELECT environment_id, country_id, region_id, district_id, category_id, facility_group_id, awarded_level,
       is_active, is_cert_active, latest_year, count(*), count(latest_score), coalesce(sum(latest_score::float8), 0),
       sum(latitude), sum(longitude), min(latitude), max(latitude), min(longitude), max(longitude), count(prior_year_score), coalesce(sum(prior_year_score::float8), 0),
       count(*) FILTER (WHERE assessment_count > 1), count(*) FILTER (WHERE has_momcare)
     FROM ${facts} WHERE environment_id = ANY(${textArrayLiteral(environmentIds)})
     GROUP BY environment_id, country_id, region_id, district_id, category_id, facility_group_id, awarded_level,
       is_active, is_cert_active, latest_year`,
  );
  // the score arrays' positions, read once for the three rollups that sum them
  const elements = await serviceElements(db);
  await refreshAssessmentRollup(db, facts, environmentIds, elements);
  await refreshRegionRollups(db, environmentIds, elements);
  await refreshElementScoreRollup(db, facts, environmentIds, elements);
}

/** The fine rollups summed over districts and facility groups (stored as null), from the rollups themselves. */
async function refreshRegionRollups(
  db: Queryable,
  environmentIds: readonly string[],
  elements: readonly ServiceElement[],
): Promise<void> {
  const groups = (extra: string) =>
    `environment_id, country_id, region_id, NULL::int, category_id, NULL::int, awarded_level, is_active, is_cert_active, latest_year${extra}`;
  const groupBy = (extra: string) =>
    `environment_id, country_id, region_id, category_id, awarded_level, is_active, is_cert_active, latest_year${extra}`;
  await db.query('DELETE FROM facility_rollup_region WHERE environment_id = ANY($1::text[])', [
    environmentIds,
  ]);
  await db.query(
    `INSERT INTO facility_rollup_region
     SELECT ${groups('')}, sum(facilities), sum(scored), sum(score_sum), sum(latitude_sum), sum(longitude_sum),
       min(latitude_min), max(latitude_max), min(longitude_min), max(longitude_max), sum(prior_year_scored),
       sum(prior_year_score_sum), sum(multi_year_assessed), sum(with_momcare)
     FROM facility_rollup WHERE environment_id = ANY($1::text[]) GROUP BY ${groupBy('')}`,
    [environmentIds],
  );
  const elementSums = elements.map(({ position }) => `sum(element_sums[${position}])`);
  await db.query('DELETE FROM assessment_rollup_region WHERE environment_id = ANY($1::text[])', [
    environmentIds,
  ]);
  await db.query(
    `INSERT INTO assessment_rollup_region
     SELECT ${groups(', year, assessed_level')}, sum(assessments), sum(score_sum), ARRAY[${elementSums.join(', ')}]::float8[]
     FROM assessment_rollup WHERE environment_id = ANY($1::text[]) GROUP BY ${groupBy(', year, assessed_level')}`,
    [environmentIds],
  );
}

/**
 * True when rebuilding the whole facts table (copying the other environments' facts) costs less than
 * deleting and inserting these environments' facts row by row through 15 indexes: when the facts to
 * copy are no more than those to rebuild (the seed: the table is empty or every environment refreshes).
 * Never on Citus: the swapped-in table would be a plain table on the coordinator, no longer distributed.
 */
async function isBulkRefresh(db: Queryable, environmentIds: readonly string[]): Promise<boolean> {
  if (await isCitus(db)) return false;
  const { rows } = await db.query<{ refreshed: number; kept: number }>(
    `SELECT (SELECT count(*) FROM facilities WHERE environment_id = ANY($1::text[]))::int AS refreshed,
       (SELECT count(*) FROM facility_facts WHERE environment_id <> ALL($1::text[]))::int AS kept`,
    [environmentIds],
  );
  return rows[0].kept <= rows[0].refreshed;
}

/**
 * One facts row per facility of the environments (`environments`, a text[] expression); joins rather
 * than per-row subqueries: one pass over each table.
 */
const factsSelect = (environments: string) => `WITH chosen AS (
         SELECT environment_id, id FROM facilities WHERE environment_id = ANY(${environments})
       ),
       assessed AS (
         SELECT a.environment_id, a.facility_id, count(*) AS assessments FROM assessments a
           JOIN chosen c ON c.environment_id = a.environment_id AND c.id = a.facility_id
         GROUP BY a.environment_id, a.facility_id
       ),
       contracted AS (
         SELECT DISTINCT cf.environment_id, cf.facility_id FROM contract_facilities cf
           JOIN chosen c ON c.environment_id = cf.environment_id AND c.id = cf.facility_id
       ),
       momcare AS (
         SELECT DISTINCT m.environment_id, m.facility_id FROM momcare_monthly m
           JOIN chosen c ON c.environment_id = m.environment_id AND c.id = m.facility_id
       )
     SELECT f.environment_id, f.id, f.code, f.name, to_tsvector('simple', f.name), f.category_id, f.facility_group_id,
       f.country_id, f.region_id, f.district_id, co.name, r.name, d.name, f.latitude, f.longitude, f.awarded_level,
       f.certificate_id, f.is_cert_active, f.is_cert_active OR f.is_self_active OR f.is_entry_active,
       a.total_score, a.year, a.assessed_on, p.total_score, coalesce(n.assessments, 0),
       cf.facility_id IS NOT NULL, m.facility_id IS NOT NULL
     FROM facilities f
       JOIN countries co ON co.id = f.country_id
       JOIN regions r ON r.id = f.region_id
       JOIN districts d ON d.id = f.district_id
       LEFT JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.id AND a.is_latest
       LEFT JOIN assessments p ON p.environment_id = f.environment_id AND p.facility_id = f.id AND p.year = a.year - 1
       LEFT JOIN assessed n ON n.environment_id = f.environment_id AND n.facility_id = f.id
       LEFT JOIN contracted cf ON cf.environment_id = f.environment_id AND cf.facility_id = f.id
       LEFT JOIN momcare m ON m.environment_id = f.environment_id AND m.facility_id = f.id
     WHERE f.environment_id = ANY(${environments})`;

async function refreshAssessmentRollup(
  db: Queryable,
  facts: string,
  environmentIds: readonly string[],
  elements: readonly ServiceElement[],
): Promise<void> {
  // one sum per score position, in a single pass (unnesting the arrays would make 8 rows of each)
  const elementSums = elements.map(({ position }) => `sum(a.scores[${position}])`);
  await db.query('DELETE FROM assessment_rollup WHERE environment_id = ANY($1::text[])', [environmentIds]);
  await insertInParallel(
    db,
    'assessment_rollup',
    `SELECT f.environment_id, f.country_id, f.region_id, f.district_id, f.category_id, f.facility_group_id,
       f.awarded_level, f.is_active, f.is_cert_active, f.latest_year, a.year, a.awarded_level, count(*),
       sum(a.total_score::float8), ARRAY[${elementSums.join(', ') || ''}]::float8[]
     FROM ${facts} f JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.facility_id
     WHERE f.environment_id = ANY(${textArrayLiteral(environmentIds)})
     GROUP BY f.environment_id, f.country_id, f.region_id, f.district_id, f.category_id, f.facility_group_id,
       f.awarded_level, f.is_active, f.is_cert_active, f.latest_year, a.year, a.awarded_level`,
  );
}

async function refreshElementScoreRollup(
  db: Queryable,
  facts: string,
  environmentIds: readonly string[],
  elements: readonly ServiceElement[],
): Promise<void> {
  await db.query('DELETE FROM element_score_rollup WHERE environment_id = ANY($1::text[])', [environmentIds]);
  // the per-region groups in parallel; the groups summed over every region (country and region null) from them
  await insertInParallel(
    db,
    'element_score_rollup',
    `SELECT f.environment_id, f.country_id, f.region_id, f.category_id, f.awarded_level, f.is_active, u.score,
       ARRAY[${elements.map(({ position }) => elementScoreCount(position)).join(', ')}]
     FROM ${latestElementScores(facts)}
     WHERE f.environment_id = ANY(${textArrayLiteral(environmentIds)}) AND u.score IS NOT NULL
     GROUP BY f.environment_id, f.country_id, f.region_id, f.category_id, f.awarded_level, f.is_active, u.score`,
  );
  const sums = elements.map(({ position }) => `sum(facilities[${position}])::int`);
  await db.query(
    `INSERT INTO element_score_rollup
     SELECT environment_id, NULL, NULL, category_id, awarded_level, is_active, score, ARRAY[${sums.join(', ')}]
     FROM element_score_rollup WHERE environment_id = ANY($1::text[]) AND country_id IS NOT NULL
     GROUP BY environment_id, category_id, awarded_level, is_active, score`,
    [environmentIds],
  );
}
