import type { HomeSummaryRow, RecentAssessmentRow } from '../../contract/query.schemas.js';
import { facilityCount, selectionSource } from './analytics-source.js';
import { facilityScopeSql } from './facility-scope.js';
import { levelMixSql, type QueryRegistry, round1 } from './query-definition.js';
import { SqlParams } from './sql-params.js';

type HomeQueries = Pick<QueryRegistry, 'Home/Summary' | 'Home/RecentAssessments'>;

type SummaryRow = Omit<HomeSummaryRow, 'levelShares' | 'changeSinceLastYear'>;

export const homeQueries: HomeQueries = {
  'Home/Summary': {
    permissions: ['QAP.HomePage'],
    options: { maxScore: 100, levels: [1, 2, 3, 4, 5] },
    run: async ({ db, scope, params }) => {
      const sql = new SqlParams();
      const source = selectionSource(sql, scope, params.filter);
      // An assessment in the selection's latest year Y is its facility's latest; one in Y-1 is either
      // the latest of a facility last assessed in Y-1 or the prior-year score of one assessed in Y.
      const { rows } = await db.query<SummaryRow>(
        `WITH totals AS (
           SELECT ${facilityCount()} AS "facilityCount", ${facilityCount('s.is_active')} AS "activeCount",
             ${facilityCount('NOT s.is_active')} AS "inactiveCount", ${levelMixSql('s.awarded_level', facilityCount)},
             ${round1('sum(s.score_sum) / nullif(sum(s.scored), 0)')} AS "averageLatestScore",
             max(s.latest_year)::int AS "latestYear"
           FROM ${source}
         ),
         yearly AS (
           SELECT sum(s.score_sum) FILTER (WHERE s.latest_year = t."latestYear") AS latest_sum,
             sum(s.scored) FILTER (WHERE s.latest_year = t."latestYear") AS latest_scored,
             coalesce(sum(s.score_sum) FILTER (WHERE s.latest_year = t."latestYear" - 1), 0)
               + coalesce(sum(s.prior_year_score_sum) FILTER (WHERE s.latest_year = t."latestYear"), 0) AS previous_sum,
             coalesce(sum(s.scored) FILTER (WHERE s.latest_year = t."latestYear" - 1), 0)
               + coalesce(sum(s.prior_year_scored) FILTER (WHERE s.latest_year = t."latestYear"), 0) AS previous_scored
           FROM ${source} CROSS JOIN totals t WHERE s.latest_year >= t."latestYear" - 1
         )
         SELECT t.*, ${round1('y.latest_sum / nullif(y.latest_scored, 0)')} AS "averageScoreLatestYear",
           ${round1('y.previous_sum / nullif(y.previous_scored, 0)')} AS "averageScorePreviousYear"
         FROM totals t CROSS JOIN yearly y`,
        sql.values,
      );
      return rows.map((row) => ({
        ...row,
        levelShares: [row.level1, row.level2, row.level3, row.level4, row.level5].map((count) =>
          row.facilityCount === 0 ? 0 : Math.round((count / row.facilityCount) * 1000) / 1000,
        ),
        changeSinceLastYear:
          row.averageScoreLatestYear === null || row.averageScorePreviousYear === null
            ? null
            : Math.round((row.averageScoreLatestYear - row.averageScorePreviousYear) * 10) / 10,
      }));
    },
  },
  'Home/RecentAssessments': {
    permissions: ['QAP.HomePage'],
    run: async ({ db, scope, params }) => {
      const sql = new SqlParams();
      const where = facilityScopeSql(sql, scope, params.filter);
      // the newest first from the facts' index by date; only the chosen few read their assessment
      const { rows } = await db.query<RecentAssessmentRow>(
        `WITH recent AS (
           SELECT f.facility_id, f.name, f.latest_year, f.latest_assessed_on FROM facility_facts f
           WHERE ${where} AND f.latest_assessed_on IS NOT NULL
           ORDER BY f.latest_assessed_on DESC NULLS LAST, f.facility_id LIMIT ${sql.add(params.limit ?? 10)}
         )
         SELECT r.facility_id AS "facilityId", r.name AS "facilityName", a.year::int AS year,
           to_char(a.assessed_on, 'YYYY-MM-DD') AS "assessedOn", ${round1('a.total_score')} AS "totalScore",
           a.awarded_level::int AS "awardedLevel"
         FROM recent r JOIN assessments a ON a.facility_id = r.facility_id AND a.year = r.latest_year
         ORDER BY r.latest_assessed_on DESC, r.facility_id`,
        sql.values,
      );
      return rows;
    },
  },
};
