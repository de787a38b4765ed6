export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  columnKey: string;
  direction: SortDirection;
}

export type SortValue = string | number | boolean | null | undefined;

/** Empty values always sort last, whatever the direction, so the figures stay on top. */
function compare(a: SortValue, b: SortValue, collator: Intl.Collator): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

const isEmpty = (value: SortValue) => value === null || value === undefined || value === '';

/** A sorted copy (stable): numbers numerically, text by the culture's collation. */
export function sortRows<Row>(
  rows: readonly Row[],
  value: (row: Row) => SortValue,
  direction: SortDirection,
  cultureName = 'en-US',
): Row[] {
  const collator = new Intl.Collator(cultureName, { numeric: true, sensitivity: 'base' });
  const sign = direction === 'ascending' ? 1 : -1;
  const keyed = rows.map((row, index) => ({ row, index, key: value(row) }));
  keyed.sort((x, y) => {
    const xEmpty = isEmpty(x.key);
    const yEmpty = isEmpty(y.key);
    if (xEmpty || yEmpty) return xEmpty === yEmpty ? x.index - y.index : xEmpty ? 1 : -1;
    return sign * compare(x.key, y.key, collator) || x.index - y.index;
  });
  return keyed.map((entry) => entry.row);
}

/** Clicking a header: a new column sorts ascending, the same column flips its direction. */
export function nextSort(current: SortState | null, columnKey: string): SortState {
  if (current?.columnKey !== columnKey) return { columnKey, direction: 'ascending' };
  return { columnKey, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** The rows of one page (1-based) and how many pages there are. */
export function pageOf<Row>(rows: readonly Row[], page: number, pageSize: number) {
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  return { rows: rows.slice((current - 1) * pageSize, current * pageSize), page: current, pageCount };
}
