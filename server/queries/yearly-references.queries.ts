import type { YearlyReferenceRow } from '../../contract/query.schemas.js';
import type { Queryable } from '../db/database.js';
import { dateInPeriod, periodDays } from './assessment-period.js';
import { MIN_OTHERS_FOR_FACILITY_USER, REFERENCE_GROUPS } from './element-references.js';
import { facilityScopeSql, isFacilityUser } from './facility-scope.js';
import { type QueryRegistry, round1 } from './query-definition.js';
import { SqlParams } from './sql-params.js';

type YearlyReferenceQueries = Pick<
  QueryRegistry,
  'YearlyPerformance/References' | 'Facility/HistoryReferences'
>;

interface GroupMedians {
  /** The facilities (facts `f`) whose countries, regions and categories are the groups. */
  groupsOf: string;
  /** A facility left out of every group (a facility compared with the others), as a parameter. */
  leftOut: string | null;
  /** A median only of at least this many assessments that year. */
  fewest: number;
  period: string | undefined;
}

/**
 * Per assessment year, the median total score of the assessments of every facility of the
 * environment in the countries, the regions and the categories of the `groupsOf` facilities.
 */
async function yearlyGroupMedians(
  db: Queryable,
  sql: SqlParams,
  environment: string,
  { groupsOf, leftOut, fewest, period }: GroupMedians,
): Promise<YearlyReferenceRow[]> {
  const groups = Object.entries(REFERENCE_GROUPS);
  const inGroup = (column: string) => `f.${column} = ANY(g.${column})`;
  const median = (column: string) =>
    `CASE WHEN count(*) FILTER (WHERE ${inGroup(column)}) >= ${fewest}
       THEN ${round1(`percentile_cont(0.5) WITHIN GROUP (ORDER BY a.total_score) FILTER (WHERE ${inGroup(column)})`)} END`;
  const others = leftOut === null ? '' : `AND f.facility_id <> ${leftOut}`;
  const { rows } = await db.query<YearlyReferenceRow>(
    `WITH g AS (
       SELECT ${groups.map(([, column]) => `array_agg(DISTINCT f.${column}) AS ${column}`).join(', ')}
       FROM facility_facts f WHERE ${groupsOf}
     )
     SELECT a.year::int AS year, ${groups.map(([name, column]) => `${median(column)} AS "${name}"`).join(', ')}
     FROM g, facility_facts f
       JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.facility_id
     WHERE f.environment_id = ${environment} AND a.total_score IS NOT NULL ${others}
       AND ${dateInPeriod(sql, 'a.assessed_on', periodDays(period))}
       AND (${groups.map(([, column]) => inGroup(column)).join(' OR ')})
     GROUP BY a.year ORDER BY a.year`,
    sql.values,
  );
  return rows;
}

export const yearlyReferenceQueries: YearlyReferenceQueries = {
  /**
   * Beside the selection's average score per year, the median total score of that year's
   * assessments among every facility of the countries, the regions and the categories the selected
   * facilities belong to (the same groups as Facility Details' references; the selection is part of
   * its groups, or the default "active" filter would leave only inactive facilities to compare with).
   * A facility user (their own facility's trend) gets the medians of their facility's country,
   * region and category over the whole environment, as on Facility Details: their facility left
   * out, and a median only of at least 5 other facilities' assessments that year (one a facility),
   * so no peer's score can be read back; never a peer's row.
   */
  'YearlyPerformance/References': {
    permissions: ['QAP.YearlyPerformancePage'],
    run: async ({ db, scope, params }) => {
      const sql = new SqlParams();
      const groupsOf = facilityScopeSql(sql, scope, params.filter);
      const environment = sql.add(scope.environmentId);
      const facilityUser = isFacilityUser(scope);
      return yearlyGroupMedians(db, sql, environment, {
        groupsOf,
        leftOut: facilityUser ? sql.add(scope.facilityUserFacilityId ?? -1) : null,
        fewest: facilityUser ? MIN_OTHERS_FOR_FACILITY_USER : 1,
        period: params.period,
      });
    },
  },
  /**
   * Beside a facility's assessment history, per year, the medians of the other facilities of its
   * country, region and category over the whole environment (the filter never applies), by the
   * facility user's rule on Yearly Performance; to a facility user only of at least 5 others.
   */
  'Facility/HistoryReferences': {
    run: async ({ db, scope, params }) => {
      const sql = new SqlParams();
      const environment = sql.add(scope.environmentId);
      const facility = sql.add(params.facilityId);
      return yearlyGroupMedians(db, sql, environment, {
        groupsOf: `f.environment_id = ${environment} AND f.facility_id = ${facility}`,
        leftOut: facility,
        fewest: isFacilityUser(scope) ? MIN_OTHERS_FOR_FACILITY_USER : 1,
        period: params.period,
      });
    },
  },
};
