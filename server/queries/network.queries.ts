import type {
  FacilityNumbersRow,
  FacilityPivotRow,
  NetworkAggregateRow,
  YearlyOverallRow,
  YearlyServiceElementRow,
} from '../../contract/query.schemas.js';
import { ACTIVE_SQL, facilityScopeSql } from './facility-scope.js';
import { levelMixSql, type QueryRegistry, round1 } from './query-definition.js';
import { SqlParams } from './sql-params.js';

type NetworkQueries = Pick<
  QueryRegistry,
  | 'Network/Aggregates'
  | 'YearlyPerformance/Overall'
  | 'YearlyPerformance/ServiceElements'
  | 'FacilityNumbers/Counts'
  | 'FacilityNumbers/Pivot'
>;

/** Row values of the Facility Numbers pivot: the key and label expressions over facilities `f`. */
const PIVOT_ROWS = {
  region: { join: 'JOIN regions r ON r.id = f.region_id', key: 'r.id::text', label: 'r.name' },
  category: {
    join: 'JOIN facility_categories c ON c.id = f.category_id',
    key: 'c.id::text',
    label: 'c.name',
  },
  activeState: {
    join: '',
    key: `CASE WHEN ${ACTIVE_SQL} THEN 'active' ELSE 'inactive' END`,
    label: `CASE WHEN ${ACTIVE_SQL} THEN 'Active' ELSE 'Inactive' END`,
  },
} as const;

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
      const where = facilityScopeSql(sql, scope, params.filter);
      const group = GROUPS[params.groupBy];
      const { rows } = await db.query<NetworkAggregateRow>(
        `SELECT g.id, g.name, count(*)::int AS "facilityCount", (count(*) FILTER (WHERE ${ACTIVE_SQL}))::int AS "activeCount",
           ${round1('avg(f.latest_score)')} AS "averageScore", ${levelMixSql('f')}
         FROM facilities f JOIN ${group.table} g ON g.id = f.${group.column}
         WHERE ${where} GROUP BY g.id, g.name ORDER BY g.name`,
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
      const where = facilityScopeSql(sql, scope, params.filter);
      const { rows } = await db.query<YearlyOverallRow>(
        `SELECT a.year::int AS year, count(*)::int AS "assessedCount", ${round1('avg(a.total_score)')} AS "averageScore",
           ${levelMixSql('a')}
         FROM facilities f JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.id
         WHERE ${where} GROUP BY a.year ORDER BY a.year`,
        sql.values,
      );
      return rows;
    },
  },
  'YearlyPerformance/ServiceElements': {
    permissions: ['QAP.YearlyPerformancePage'],
    run: async ({ db, scope, params }) => {
      const sql = new SqlParams();
      const where = facilityScopeSql(sql, scope, params.filter);
      const { rows } = await db.query<YearlyServiceElementRow>(
        `SELECT a.year::int AS year, se.id AS "serviceElementId", se.name AS "serviceElementName",
           ${round1('avg(a.scores[se.sort_order])')} AS "averageScore"
         FROM facilities f JOIN assessments a ON a.environment_id = f.environment_id AND a.facility_id = f.id CROSS JOIN service_elements se
         WHERE ${where} GROUP BY a.year, se.id, se.name, se.sort_order ORDER BY a.year, se.sort_order`,
        sql.values,
      );
      return rows;
    },
  },
  /** Facility counts by category, level, region and active state, as (dimension, key, label, count) rows. */
  'FacilityNumbers/Counts': {
    permissions: ['QAP.FacilityNumbersPage'],
    run: async ({ db, scope, params }) => {
      const sql = new SqlParams();
      const where = facilityScopeSql(sql, scope, params.filter);
      const { rows } = await db.query<FacilityNumbersRow>(
        `WITH s AS (SELECT f.category_id, f.awarded_level, f.region_id, ${ACTIVE_SQL} AS active FROM facilities f WHERE ${where})
         SELECT 'category' AS dimension, c.id::text AS key, c.name AS label, count(*)::int AS count
           FROM s JOIN facility_categories c ON c.id = s.category_id GROUP BY c.id, c.name
         UNION ALL
         SELECT 'level', coalesce(s.awarded_level::text, 'none'), coalesce('Level ' || s.awarded_level, 'Uncertified'), count(*)::int
           FROM s GROUP BY s.awarded_level
         UNION ALL
         SELECT 'region', r.id::text, r.name, count(*)::int FROM s JOIN regions r ON r.id = s.region_id GROUP BY r.id, r.name
         UNION ALL
         SELECT 'activeState', CASE WHEN s.active THEN 'active' ELSE 'inactive' END,
           CASE WHEN s.active THEN 'Active' ELSE 'Inactive' END, count(*)::int FROM s GROUP BY s.active
         ORDER BY 1, 2`,
        sql.values,
      );
      return rows;
    },
  },
  /** Facilities per row value (region, category or active state) and awarded level, with row totals. */
  'FacilityNumbers/Pivot': {
    permissions: ['QAP.FacilityNumbersPage'],
    run: async ({ db, scope, params }) => {
      const sql = new SqlParams();
      const where = facilityScopeSql(sql, scope, params.filter);
      const row = PIVOT_ROWS[params.dimension];
      const { rows } = await db.query<FacilityPivotRow>(
        `SELECT ${row.key} AS key, ${row.label} AS label, count(*)::int AS total, ${levelMixSql('f')}
         FROM facilities f ${row.join} WHERE ${where} GROUP BY 1, 2 ORDER BY 2, 1`,
        sql.values,
      );
      return rows;
    },
  },
};
