import type { HomeSummaryRow, RecentAssessmentRow } from '../../contract/query.schemas.js';
import { ACTIVE_SQL, facilityScopeSql } from './facility-scope.js';
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
      const where = facilityScopeSql(sql, scope, params.filter);
      const { rows } = await db.query<SummaryRow>(
        `WITH s AS (
           SELECT f.environment_id, f.id, f.awarded_level, f.latest_score, f.latest_year, ${ACTIVE_SQL} AS active FROM facilities f WHERE ${where}
         ),
         latest AS (SELECT max(latest_year)::int AS year FROM s),
         yearly AS (
           SELECT a.year, avg(a.total_score) AS average FROM assessments a JOIN s ON s.environment_id = a.environment_id AND s.id = a.facility_id
           WHERE a.year >= (SELECT year - 1 FROM latest) GROUP BY a.year
         )
         SELECT count(*)::int AS "facilityCount",
           (count(*) FILTER (WHERE s.active))::int AS "activeCount",
           (count(*) FILTER (WHERE NOT s.active))::int AS "inactiveCount",
           ${levelMixSql('s')},
           ${round1('avg(s.latest_score)')} AS "averageLatestScore",
           (SELECT year FROM latest) AS "latestYear",
           (SELECT ${round1('average')} FROM yearly WHERE year = (SELECT year FROM latest)) AS "averageScoreLatestYear",
           (SELECT ${round1('average')} FROM yearly WHERE year = (SELECT year - 1 FROM latest)) AS "averageScorePreviousYear"
         FROM s`,
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
      const { rows } = await db.query<RecentAssessmentRow>(
        `SELECT f.id AS "facilityId", f.name AS "facilityName", a.year::int AS year,
           to_char(a.assessed_on, 'YYYY-MM-DD') AS "assessedOn", ${round1('a.total_score')} AS "totalScore",
           a.awarded_level::int AS "awardedLevel"
         FROM facilities f JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.id AND a.is_latest
         WHERE ${where} ORDER BY a.assessed_on DESC, f.id LIMIT ${sql.add(params.limit ?? 10)}`,
        sql.values,
      );
      return rows;
    },
  },
};
