import type { FacilityPivotCell, PivotDimension } from '../../contract/query.schemas.js';
import { facilityCount, selectionSource } from './analytics-source.js';
import type { QueryRegistry } from './query-definition.js';
import { SqlParams } from './sql-params.js';

/**
 * A pivot axis over the selection `s`: its key and label as text, what orders it, and the table
 * naming it. Keys are never null (`none` stands for "no value"), so only a total has a null key.
 */
interface PivotAxis {
  key: string;
  label: string;
  /** Text that orders the values: names alphabetically, levels and years by number with `none` last. */
  order: string;
  join?: (alias: string) => string;
}

const named = (table: string, column: string): PivotAxis => ({
  key: `s.${column}::text`,
  label: '{alias}.name',
  order: '{alias}.name',
  join: (alias) => `JOIN ${table} ${alias} ON ${alias}.id = s.${column}`,
});

const AXES: Record<PivotDimension, PivotAxis> = {
  country: named('countries', 'country_id'),
  region: named('regions', 'region_id'),
  district: named('districts', 'district_id'),
  category: named('facility_categories', 'category_id'),
  facilityGroup: {
    key: `coalesce(s.facility_group_id::text, 'none')`,
    label: `coalesce({alias}.name, 'No facility group')`,
    // the groups by name, then the facilities in none
    order: `coalesce('0' || {alias}.name, '1')`,
    join: (alias) => `LEFT JOIN facility_groups ${alias} ON ${alias}.id = s.facility_group_id`,
  },
  level: {
    key: `coalesce(s.awarded_level::text, 'none')`,
    label: `coalesce('Level ' || s.awarded_level, 'Uncertified')`,
    order: `coalesce(s.awarded_level::text, 'none')`,
  },
  activeState: {
    key: `CASE WHEN s.is_active THEN 'active' ELSE 'inactive' END`,
    label: `CASE WHEN s.is_active THEN 'Active' ELSE 'Inactive' END`,
    order: `CASE WHEN s.is_active THEN 'active' ELSE 'inactive' END`,
  },
  year: {
    key: `coalesce(s.latest_year::text, 'none')`,
    label: `coalesce(s.latest_year::text, 'Not assessed')`,
    order: `coalesce(s.latest_year::text, 'none')`,
  },
};

/** The rollup summed by region has no district or facility group: those axes need the full rollup. */
const NEEDS_DISTRICT_ROWS: readonly PivotDimension[] = ['district', 'facilityGroup'];

/** An axis's SQL with its joined table's alias filled in. */
const aliased = (alias: string) => (text: string) => text.replaceAll('{alias}', alias);

type PivotQueries = Pick<QueryRegistry, 'FacilityNumbers/Pivot'>;

export const facilityPivotQueries: PivotQueries = {
  /**
   * Facilities per row value and column value, with every row's, column's and the grand total,
   * and each cell's share of its row and of its column: one pass over the rollup (GROUPING SETS).
   */
  'FacilityNumbers/Pivot': {
    permissions: ['QAP.FacilityNumbersPage'],
    run: async ({ db, scope, params }) => {
      const sql = new SqlParams();
      const byRegion = ![params.rows, params.columns].some((axis) => NEEDS_DISTRICT_ROWS.includes(axis));
      const source = selectionSource(sql, scope, params.filter, { byRegion });
      const row = AXES[params.rows];
      const column = AXES[params.columns];
      const r = aliased('ra');
      const c = aliased('ca');
      const joins = [row.join?.('ra'), column.join?.('ca')].filter(Boolean).join(' ');
      const share = (total: string) =>
        `coalesce(round((n.count::numeric / nullif(${total}, 0)), 4), 0)::float8`;
      const { rows } = await db.query<FacilityPivotCell>(
        `WITH cells AS (
           SELECT ${r(row.key)} AS row_key, ${r(row.label)} AS row_label, ${r(row.order)} AS row_order,
             ${c(column.key)} AS column_key, ${c(column.label)} AS column_label, ${c(column.order)} AS column_order,
             ${facilityCount()} AS count
           FROM ${source} ${joins}
           GROUP BY GROUPING SETS ((1, 2, 3, 4, 5, 6), (1, 2, 3), (4, 5, 6), ())
         ),
         totals AS (
           SELECT n.*,
             max(n.count) FILTER (WHERE n.column_key IS NULL) OVER (PARTITION BY n.row_key) AS row_total,
             max(n.count) FILTER (WHERE n.row_key IS NULL) OVER (PARTITION BY n.column_key) AS column_total
           FROM cells n
         )
         SELECT n.row_key AS "rowKey", n.row_label AS "rowLabel", n.column_key AS "columnKey",
           n.column_label AS "columnLabel", n.count, ${share('n.row_total')} AS "rowShare",
           ${share('n.column_total')} AS "columnShare"
         FROM totals n
         ORDER BY n.row_key IS NULL, n.row_order, n.row_key, n.column_key IS NULL, n.column_order, n.column_key`,
        sql.values,
      );
      return rows;
    },
  },
};
