import type {
  FacilityNumbersRow,
  NetworkAggregateRow,
  YearlyOverallRow,
  YearlyServiceElementRow,
} from '../../contract/query.schemas.js';
import { periodDays } from './assessment-period.js';
import { assessmentSource, facilityCount, selectionSource } from './analytics-source.js';
import { levelMixSql, type QueryRegistry, round1 } from './query-definition.js';
import { perElement, serviceElements } from './service-elements.js';
import { SqlParams } from './sql-params.js';

type NetworkQueries = Pick<
  QueryRegistry,
  | 'Network/Aggregates'
  | 'YearlyPerformance/Overall'
  | 'YearlyPerformance/ServiceElements'
  | 'FacilityNumbers/Counts'
>;

const GROUPS = {
  country: { table: 'countries', column: 'country_id' },
  region: { table: 'regions', column: 'region_id' },
  district: { table: 'districts', column: 'district_id' },
} as const;

export const networkQueries: NetworkQueries = {
  /** Facilities, active count, average latest score and level mix per country, region or district. */
  'Network/Aggregates': {
    run: async ({ db, scope, params }) => {
      const sql = new SqlParams();
      const source = selectionSource(sql, scope, params.filter, { byRegion: params.groupBy !== 'district' });
      const group = GROUPS[params.groupBy];
      const { rows } = await db.query<NetworkAggregateRow>(
        `SELECT g.id, g.name, ${facilityCount()} AS "facilityCount", ${facilityCount('s.is_active')} AS "activeCount",
           ${round1('sum(s.score_sum) / nullif(sum(s.scored), 0)')} AS "averageScore", ${levelMixSql('s.awarded_level', facilityCount)}
         FROM ${source} JOIN ${group.table} g ON g.id = s.${group.column}
         GROUP BY g.id, g.name ORDER BY g.name`,
        sql.values,
      );
      return rows;
    },
  },
  /** Per assessment year: facilities assessed, average total score, level mix of that year's results. */
  'YearlyPerformance/Overall': {
    permissions: ['QAP.YearlyPerformancePage'],
    run: async ({ db, scope, params }) => {
      const sql = new SqlParams();
      const source = assessmentSource(sql, scope, params.filter, periodDays(params.period));
      const assessed = (condition: string) =>
        `coalesce(sum(s.assessments) FILTER (WHERE ${condition}), 0)::int`;
      const { rows } = await db.query<YearlyOverallRow>(
        `SELECT s.year::int AS year, sum(s.assessments)::int AS "assessedCount",
           ${round1('sum(s.score_sum) / sum(s.assessments)')} AS "averageScore", ${levelMixSql('s.assessed_level', assessed)}
         FROM ${source} GROUP BY s.year ORDER BY s.year`,
        sql.values,
      );
      return rows;
    },
  },
  'YearlyPerformance/ServiceElements': {
    permissions: ['QAP.YearlyPerformancePage'],
    run: async ({ db, scope, params }) => {
      const sql = new SqlParams();
      const elements = await serviceElements(db);
      const source = assessmentSource(sql, scope, params.filter, periodDays(params.period));
      const { rows } = await db.query<Record<string, number | null>>(
        `SELECT s.year::int AS year,
           ${perElement(elements, (position) => round1(`sum(s.element_sums[${position}]) / sum(s.assessments)`))}
         FROM ${source} GROUP BY s.year ORDER BY s.year`,
        sql.values,
      );
      return rows.flatMap((row) =>
        elements.map(
          (element): YearlyServiceElementRow => ({
            year: row.year as number,
            serviceElementId: element.id,
            serviceElementName: element.name,
            averageScore: row[`e${element.position}`] as number,
          }),
        ),
      );
    },
  },
  /** Facility counts by category, level, region and active state, as (dimension, key, label, count) rows. */
  'FacilityNumbers/Counts': {
    permissions: ['QAP.FacilityNumbersPage'],
    run: async ({ db, scope, params }) => {
      const sql = new SqlParams();
      const source = selectionSource(sql, scope, params.filter, { byRegion: true });
      // one pass over the selection, grouped four ways
      const { rows } = await db.query<FacilityNumbersRow>(
        `WITH counted AS (
           SELECT s.category_id, s.awarded_level, s.region_id, s.is_active, ${facilityCount()} AS count,
             GROUPING(s.category_id) = 0 AS by_category, GROUPING(s.awarded_level) = 0 AS by_level,
             GROUPING(s.region_id) = 0 AS by_region
           FROM ${source} GROUP BY GROUPING SETS ((s.category_id), (s.awarded_level), (s.region_id), (s.is_active))
         )
         SELECT 'category' AS dimension, c.id::text AS key, c.name AS label, n.count
           FROM counted n JOIN facility_categories c ON c.id = n.category_id WHERE n.by_category
         UNION ALL
         SELECT 'level', coalesce(n.awarded_level::text, 'none'), coalesce('Level ' || n.awarded_level, 'Uncertified'), n.count
           FROM counted n WHERE n.by_level
         UNION ALL
         SELECT 'region', r.id::text, r.name, n.count FROM counted n JOIN regions r ON r.id = n.region_id WHERE n.by_region
         UNION ALL
         SELECT 'activeState', CASE WHEN n.is_active THEN 'active' ELSE 'inactive' END,
           CASE WHEN n.is_active THEN 'Active' ELSE 'Inactive' END, n.count
           FROM counted n WHERE NOT (n.by_category OR n.by_level OR n.by_region)
         ORDER BY 1, 2`,
        sql.values,
      );
      return rows;
    },
  },
};
