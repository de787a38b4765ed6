import type { FacilityListItem, FacilitySortColumn } from '../../contract/facility-list.schemas.js';
import type { WireFilter } from '../../contract/filter.schemas.js';
import type { Queryable } from '../db/database.js';
import { facilityScopeSql, type ScopeContext } from './facility-scope.js';
import { LIST_ITEM_COLUMNS, orderBySql, type SortDirection, sortColumn } from './facility-list-sql.js';
import { SqlParams } from './sql-params.js';

interface Position {
  /** The sort value of the last row sent (null once the nulls, which sort last, are reached). */
  value: unknown;
  id: number;
}

/**
 * The whole selection in the list's order, in batches read by keyset (after the last row sent,
 * never by OFFSET), so a CSV export streams a million facilities without holding them. Each
 * facility comes exactly once. The rows with a null sort value (last) are read as a second run.
 */
export async function* facilityExportBatches(
  db: Queryable,
  scope: ScopeContext,
  filter: WireFilter,
  request: { sort: FacilitySortColumn; direction: SortDirection },
  batchSize = 1000,
): AsyncGenerator<FacilityListItem[]> {
  const { column, nullable } = sortColumn(request.sort);
  const beyond = request.direction === 'asc' ? '>' : '<';
  const nextBatch = (nulls: boolean, after: Position | null) => {
    const sql = new SqlParams();
    const conditions = [facilityScopeSql(sql, scope, filter)];
    if (nullable) conditions.push(`${column} IS ${nulls ? '' : 'NOT '}NULL`);
    if (after && nulls) conditions.push(`f.facility_id ${beyond} ${sql.add(after.id)}`);
    if (after && !nulls) {
      conditions.push(`(${column}, f.facility_id) ${beyond} (${sql.add(after.value)}, ${sql.add(after.id)})`);
    }
    return db.query<FacilityListItem & { sort_value: unknown }>(
      `SELECT ${LIST_ITEM_COLUMNS}, ${column} AS sort_value FROM facility_facts f WHERE ${conditions.join(' AND ')}
       ORDER BY ${orderBySql(request.sort, request.direction)} LIMIT ${sql.add(batchSize)}`,
      sql.values,
    );
  };
  for (const nulls of nullable ? [false, true] : [false]) {
    let after: Position | null = null;
    for (;;) {
      const { rows } = await nextBatch(nulls, after);
      if (rows.length === 0) break;
      yield rows.map(({ sort_value: _value, ...item }) => item);
      if (rows.length < batchSize) break;
      const last = rows[rows.length - 1];
      after = { value: last.sort_value, id: last.id };
    }
  }
}
