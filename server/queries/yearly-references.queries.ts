import type { YearlyReferenceRow } from '../../contract/query.schemas.js';
import { dateInPeriod, periodDays } from './assessment-period.js';
import { REFERENCE_GROUPS } from './element-references.js';
import { facilityScopeSql, isFacilityUser } from './facility-scope.js';
import { type QueryRegistry, round1 } from './query-definition.js';
import { SqlParams } from './sql-params.js';

type YearlyReferenceQueries = Pick<QueryRegistry, 'YearlyPerformance/References'>;

export const yearlyReferenceQueries: YearlyReferenceQueries = {
  /**
   * Issue 15 item 5: beside the selection's average score per year, the median total score of
   * that year's assessments among every facility of the countries, the regions and the categories
   * the selected facilities belong to (the same groups as Facility Details' references; the
   * selection is part of its groups, or the default "active" filter would leave only inactive
   * facilities to compare with). A facility user sees no other facility's scores: no rows.
   */
  'YearlyPerformance/References': {
    permissions: ['QAP.YearlyPerformancePage'],
    run: async ({ db, scope, params }) => {
      if (isFacilityUser(scope)) return [];
      const sql = new SqlParams();
      const selected = facilityScopeSql(sql, scope, params.filter);
      const environment = sql.add(scope.environmentId);
      const groups = Object.entries(REFERENCE_GROUPS);
      const inGroup = (column: string) => `f.${column} = ANY(g.${column})`;
      const { rows } = await db.query<YearlyReferenceRow>(
        `WITH g AS (
           SELECT ${groups.map(([, column]) => `array_agg(DISTINCT f.${column}) AS ${column}`).join(', ')}
           FROM facility_facts f WHERE ${selected}
         )
         SELECT a.year::int AS year, ${groups
           .map(
             ([name, column]) =>
               `${round1(`percentile_cont(0.5) WITHIN GROUP (ORDER BY a.total_score) FILTER (WHERE ${inGroup(column)})`)} AS "${name}"`,
           )
           .join(', ')}
         FROM g, facility_facts f
           JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.facility_id
         WHERE f.environment_id = ${environment} AND a.total_score IS NOT NULL
           AND ${dateInPeriod(sql, 'a.assessed_on', periodDays(params.period))}
           AND (${groups.map(([, column]) => inGroup(column)).join(' OR ')})
         GROUP BY a.year ORDER BY a.year`,
        sql.values,
      );
      return rows;
    },
  },
};
