import type { WireFilter } from '../../contract/filter.schemas.js';
import type { FacilityPivotCell, PivotDimension } from '../../contract/query.schemas.js';
import { facilityCount, selectionSource } from './analytics-source.js';
import { facilityScopeSql, isFacilityUser, type ScopeContext } from './facility-scope.js';
import { axisSql, PIVOT_AXES } from './pivot-axes.js';
import { type QueryRegistry, round1 } from './query-definition.js';
import { SqlParams } from './sql-params.js';

/** The rollup summed by region has no district or facility group: those axes need the full rollup. */
const NEEDS_DISTRICT_ROWS: readonly PivotDimension[] = ['district', 'facilityGroup'];

type Axes = { rows: PivotDimension; columns: PivotDimension };

/** The cells of single-valued axes: one pass over the rollup (GROUPING SETS on its plain columns). */
function rollupCells(sql: SqlParams, scope: ScopeContext, filter: WireFilter, { rows, columns }: Axes) {
  const byRegion = ![rows, columns].some((axis) => NEEDS_DISTRICT_ROWS.includes(axis));
  const source = selectionSource(sql, scope, filter, { byRegion });
  const r = `s.${PIVOT_AXES[rows].column}`;
  const c = `s.${PIVOT_AXES[columns].column}`;
  return `SELECT ${r} AS r, ${c} AS c, GROUPING(${r}) = 1 AS r_all, GROUPING(${c}) = 1 AS c_all,
      ${facilityCount()} AS count, ${round1('sum(s.score_sum) / nullif(sum(s.scored), 0)')} AS average
    FROM ${source} GROUP BY GROUPING SETS ((${r}, ${c}), (${r}), (${c}), ())`;
}

/**
 * The mean latest score of the distinct facilities of a group whose rows repeat a facility (one
 * row per contract, group or survey it is in). Each facility's id and score make one number,
 * id * 1000 + score (a score is below 1000), that no other facility's can equal; summing the
 * DISTINCT numbers and taking the ids' share back out sums each facility's score once.
 */
const DISTINCT_SCORED = 'f.latest_score IS NOT NULL';
const distinctFacilityMean = round1(
  `(sum(DISTINCT f.facility_id * 1000::numeric + f.latest_score::numeric) FILTER (WHERE ${DISTINCT_SCORED})
    - 1000 * sum(DISTINCT f.facility_id) FILTER (WHERE ${DISTINCT_SCORED}))
   / nullif(count(DISTINCT f.facility_id) FILTER (WHERE ${DISTINCT_SCORED}), 0)`,
);

/**
 * The cells when an axis is many-valued (contracts, contract groups, surveys): the selected facts
 * joined to their values, a facility counted in each of its rows and once in every total
 * (count DISTINCT). Every join is confined to the environment, so no other tenant's rows are read.
 */
function overlappingCells(sql: SqlParams, scope: ScopeContext, filter: WireFilter, axes: Axes, env: string) {
  const dimensions = { r: axes.rows, c: axes.columns };
  // a facility user's filter narrows nothing (facilityScopeSql): nor may it hide its facility's contracts
  const memberFilter = isFacilityUser(scope) ? {} : filter;
  const joins: string[] = [];
  const value = { r: '', c: '' };
  // the contract's join first: a contract group is then read from that same contract (as the list's filter reads it)
  const sides = dimensions.c === 'contract' ? (['c', 'r'] as const) : (['r', 'c'] as const);
  for (const side of sides) {
    const axis = PIVOT_AXES[dimensions[side]];
    if (!axis.members) {
      value[side] = `f.${axis.column}`;
      continue;
    }
    const alias = `${side}m`;
    const other = side === 'r' ? 'c' : 'r';
    const sameContract =
      dimensions[side] === 'contractGroup' && dimensions[other] === 'contract'
        ? ` AND ${alias}.contract_id = ${value[other]}`
        : '';
    joins.push(
      `LEFT JOIN ${axis.members(sql, memberFilter, env)} ${alias} ON ${alias}.facility_id = f.facility_id${sameContract}`,
    );
    value[side] = `${alias}.v`;
  }
  const { r, c } = value;
  return `SELECT ${r} AS r, ${c} AS c, GROUPING(${r}) = 1 AS r_all, GROUPING(${c}) = 1 AS c_all,
      count(DISTINCT f.facility_id)::int AS count, ${distinctFacilityMean} AS average
    FROM facility_facts f ${joins.join(' ')}
    WHERE ${facilityScopeSql(sql, scope, filter)}
    GROUP BY GROUPING SETS ((${r}, ${c}), (${r}), (${c}), ())`;
}

type PivotQueries = Pick<QueryRegistry, 'FacilityNumbers/Pivot'>;

export const facilityPivotQueries: PivotQueries = {
  /**
   * Facilities per row value and column value, with every row's, column's and the grand total,
   * and each cell's share of its row and of its column: one pass over the rollup, or over the
   * selected facts when an axis overlaps; then the few cells are keyed, named and ordered.
   */
  'FacilityNumbers/Pivot': {
    permissions: ['QAP.FacilityNumbersPage'],
    run: async ({ db, scope, params }) => {
      const sql = new SqlParams();
      const axes = { rows: params.rows, columns: params.columns };
      const overlapping = PIVOT_AXES[axes.rows].members || PIVOT_AXES[axes.columns].members;
      // only the overlapping axes and facility groups read per-environment tables (an unused parameter has no type: an error)
      const env =
        overlapping || [axes.rows, axes.columns].includes('facilityGroup')
          ? sql.add(scope.environmentId)
          : '';
      const cells = overlapping
        ? overlappingCells(sql, scope, params.filter ?? {}, axes, env)
        : rollupCells(sql, scope, params.filter ?? {}, axes);
      const row = axisSql(PIVOT_AXES[axes.rows], 'r', env);
      const column = axisSql(PIVOT_AXES[axes.columns], 'c', env);
      // a row's (column's) total counts each facility once: with overlapping values it is less than the cells' sum
      // 3 decimals: the percentage with the one decimal the page shows. With 4, the page rounded a
      // rounded share again (0.12347 -> 0.1235 -> "12.4%" instead of "12.3%").
      const share = (total: string) =>
        `coalesce(round((n.count::numeric / nullif(${total}, 0)), 3), 0)::float8`;
      const { rows } = await db.query<FacilityPivotCell>(
        `WITH cells AS (${cells}),
         totals AS (
           SELECT n.*,
             max(n.count) FILTER (WHERE n.c_all) OVER (PARTITION BY n.r_all, n.r) AS row_total,
             max(n.count) FILTER (WHERE n.r_all) OVER (PARTITION BY n.c_all, n.c) AS column_total
           FROM cells n
         )
         SELECT ${row.key} AS "rowKey", ${row.label} AS "rowLabel", ${column.key} AS "columnKey",
           ${column.label} AS "columnLabel", n.count, ${share('n.row_total')} AS "rowShare",
           ${share('n.column_total')} AS "columnShare", n.average AS "averageScore"
         FROM totals n ${row.join} ${column.join}
         ORDER BY n.r_all, ${row.order}, 1, n.c_all, ${column.order}, 3`,
        sql.values,
      );
      return rows;
    },
  },
};
