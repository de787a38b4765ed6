import type { HomeSummaryRow, RecentAssessmentRow } from '../../contract/query.schemas.js';
import { facilityCount, selectionSource } from './analytics-source.js';
import { facilityScopeSql } from './facility-scope.js';
import { levelMixSql, type QueryRegistry, round1 } from './query-definition.js';
import { SqlParams } from './sql-params.js';

type HomeQueries = Pick<QueryRegistry, 'Home/Summary' | 'Home/RecentAssessments'>;

type SummaryRow = Omit<HomeSummaryRow, 'levelShares' | 'changeSinceLastYear'>;

const LEVEL_COLUMNS = ['level1', 'level2', 'level3', 'level4', 'level5', 'none'] as const;

export const homeQueries: HomeQueries = {
  'Home/Summary': {
    permissions: ['QAP.HomePage'],
    options: { maxScore: 100, levels: [1, 2, 3, 4, 5] },
    run: async ({ db, scope, params }) => {
      const sql = new SqlParams();
      const source = selectionSource(sql, scope, params.filter, { byRegion: true });
      // One pass over the selection, summed per latest year. An assessment in the selection's latest
      // year Y is its facility's latest; one in Y-1 is the latest of a facility last assessed in Y-1
      // or the prior-year score of one last assessed in Y.
      const inYear = (column: string, year: string) =>
        `coalesce(sum(${column}) FILTER (WHERE y.latest_year = ${year}), 0)`;
      const { rows } = await db.query<SummaryRow>(
        `WITH by_year AS (
           SELECT s.latest_year, ${facilityCount()} AS facilities, ${facilityCount('s.is_active')} AS active,
             ${levelMixSql('s.awarded_level', facilityCount)}, sum(s.score_sum) AS score_sum, sum(s.scored) AS scored,
             sum(s.prior_year_score_sum) AS prior_sum, sum(s.prior_year_scored) AS prior_scored
           FROM ${source} GROUP BY s.latest_year
         ),
         latest AS (SELECT max(latest_year) AS year FROM by_year)
         SELECT coalesce(sum(y.facilities), 0)::int AS "facilityCount", coalesce(sum(y.active), 0)::int AS "activeCount",
           coalesce(sum(y.facilities - y.active), 0)::int AS "inactiveCount",
           ${LEVEL_COLUMNS.map((level) => `coalesce(sum(y."${level}"), 0)::int AS "${level}"`).join(', ')},
           ${round1('sum(y.score_sum) / nullif(sum(y.scored), 0)')} AS "averageLatestScore",
           (SELECT year FROM latest)::int AS "latestYear",
           ${round1(`${inYear('y.score_sum', 'l.year')} / nullif(${inYear('y.scored', 'l.year')}, 0)`)} AS "averageScoreLatestYear",
           ${round1(
             `(${inYear('y.score_sum', 'l.year - 1')} + ${inYear('y.prior_sum', 'l.year')})
              / nullif(${inYear('y.scored', 'l.year - 1')} + ${inYear('y.prior_scored', 'l.year')}, 0)`,
           )} AS "averageScorePreviousYear"
         FROM by_year y CROSS JOIN latest l`,
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
      // the newest first from the facts' index by date; only the chosen few read their assessment (in
      // the environment's shard only on Citus: the constant, since no filter crosses the LIMIT)
      const { rows } = await db.query<RecentAssessmentRow>(
        `WITH recent AS (
           SELECT f.environment_id, f.facility_id, f.name, f.latest_year, f.latest_assessed_on FROM facility_facts f
           WHERE ${where} AND f.latest_assessed_on IS NOT NULL
           ORDER BY f.latest_assessed_on DESC NULLS LAST, f.facility_id LIMIT ${sql.add(params.limit ?? 10)}
         )
         SELECT r.facility_id AS "facilityId", r.name AS "facilityName", a.year::int AS year,
           to_char(a.assessed_on, 'YYYY-MM-DD') AS "assessedOn", ${round1('a.total_score')} AS "totalScore",
           a.awarded_level::int AS "awardedLevel"
         FROM recent r JOIN assessments a ON a.environment_id = r.environment_id AND a.facility_id = r.facility_id AND a.year = r.latest_year
         WHERE a.environment_id = ${sql.add(scope.environmentId)}
         ORDER BY r.latest_assessed_on DESC, r.facility_id`,
        sql.values,
      );
      return rows;
    },
  },
};
