import type { FacilityPivotCell, PivotDimension } from '../../contract/query.schemas.js';
import { facilityCount, selectionSource } from './analytics-source.js';
import type { QueryRegistry } from './query-definition.js';
import { SqlParams } from './sql-params.js';

/**
 * A pivot axis: the rollup column it groups by, and how the grouped value `{v}` is keyed, labelled
 * and ordered (`{n}`: its row of the table that names it). Keys are never null (`none` stands for
 * "no value"), so only a total has a null key.
 */
interface PivotAxis {
  column: string;
  key: string;
  label: string;
  /** Text that orders the values: names alphabetically, levels and years by number with `none` last. */
  order: string;
  names?: string;
}

const named = (column: string, names: string): PivotAxis => ({
  column,
  key: '{v}::text',
  label: '{n}.name',
  order: '{n}.name',
  names,
});

const AXES: Record<PivotDimension, PivotAxis> = {
  country: named('country_id', 'countries'),
  region: named('region_id', 'regions'),
  district: named('district_id', 'districts'),
  category: named('category_id', 'facility_categories'),
  facilityGroup: {
    column: 'facility_group_id',
    key: `coalesce({v}::text, 'none')`,
    label: `coalesce({n}.name, 'No facility group')`,
    // the groups by name, then the facilities of none
    order: `coalesce('0' || {n}.name, '1')`,
    names: 'facility_groups',
  },
  level: {
    column: 'awarded_level',
    key: `coalesce({v}::text, 'none')`,
    label: `coalesce('Level ' || {v}, 'Uncertified')`,
    order: `coalesce({v}::text, 'none')`,
  },
  activeState: {
    column: 'is_active',
    key: `CASE WHEN {v} THEN 'active' ELSE 'inactive' END`,
    label: `CASE WHEN {v} THEN 'Active' ELSE 'Inactive' END`,
    order: `CASE WHEN {v} THEN 'active' ELSE 'inactive' END`,
  },
  year: {
    column: 'latest_year',
    key: `coalesce({v}::text, 'none')`,
    label: `coalesce({v}::text, 'Not assessed')`,
    order: `coalesce({v}::text, 'none')`,
  },
};

/** The rollup summed by region has no district or facility group: those axes need the full rollup. */
const NEEDS_DISTRICT_ROWS: readonly PivotDimension[] = ['district', 'facilityGroup'];

/** One axis's SQL over the grouped cells `n`: its value is `n.{side}`, its names joined as `{side}n`. */
function axisSql(axis: PivotAxis, side: 'r' | 'c') {
  const fill = (text: string) => text.replaceAll('{v}', `n.${side}`).replaceAll('{n}', `${side}n`);
  const unlessTotal = (text: string) => `CASE WHEN n.${side}_all THEN NULL ELSE ${fill(text)} END`;
  return {
    key: unlessTotal(axis.key),
    label: unlessTotal(axis.label),
    order: fill(axis.order),
    join: axis.names ? `LEFT JOIN ${axis.names} ${side}n ON ${side}n.id = n.${side}` : '',
  };
}

type PivotQueries = Pick<QueryRegistry, 'FacilityNumbers/Pivot'>;

export const facilityPivotQueries: PivotQueries = {
  /**
   * Facilities per row value and column value, with every row's, column's and the grand total,
   * and each cell's share of its row and of its column: one pass over the rollup (GROUPING SETS on
   * its plain columns), then the few cells are keyed, named and ordered.
   */
  'FacilityNumbers/Pivot': {
    permissions: ['QAP.FacilityNumbersPage'],
    run: async ({ db, scope, params }) => {
      const sql = new SqlParams();
      const byRegion = ![params.rows, params.columns].some((axis) => NEEDS_DISTRICT_ROWS.includes(axis));
      const source = selectionSource(sql, scope, params.filter, { byRegion });
      const r = `s.${AXES[params.rows].column}`;
      const c = `s.${AXES[params.columns].column}`;
      const row = axisSql(AXES[params.rows], 'r');
      const column = axisSql(AXES[params.columns], 'c');
      // 3 decimals: the percentage with the one decimal the page shows. With 4, the page rounded a
      // rounded share again (0.12347 -> 0.1235 -> "12.4%" instead of "12.3%").
      const share = (total: string) =>
        `coalesce(round((n.count::numeric / nullif(${total}, 0)), 3), 0)::float8`;
      const { rows } = await db.query<FacilityPivotCell>(
        `WITH cells AS (
           SELECT ${r} AS r, ${c} AS c, GROUPING(${r}) = 1 AS r_all, GROUPING(${c}) = 1 AS c_all,
             ${facilityCount()} AS count
           FROM ${source} GROUP BY GROUPING SETS ((${r}, ${c}), (${r}), (${c}), ())
         ),
         totals AS (
           SELECT n.*,
             max(n.count) FILTER (WHERE n.c_all) OVER (PARTITION BY n.r_all, n.r) AS row_total,
             max(n.count) FILTER (WHERE n.r_all) OVER (PARTITION BY n.c_all, n.c) AS column_total
           FROM cells n
         )
         SELECT ${row.key} AS "rowKey", ${row.label} AS "rowLabel", ${column.key} AS "columnKey",
           ${column.label} AS "columnLabel", n.count, ${share('n.row_total')} AS "rowShare",
           ${share('n.column_total')} AS "columnShare"
         FROM totals n ${row.join} ${column.join}
         ORDER BY n.r_all, ${row.order}, 1, n.c_all, ${column.order}, 3`,
        sql.values,
      );
      return rows;
    },
  },
};
