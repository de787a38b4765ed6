import type { DataColumn } from '../page-kit/DataTable';
import type { Formatters } from '../page-kit/page-data.hooks';

/** A right-aligned score column: sorts and exports the number, shows it with one decimal. */
export function scoreColumn<Row>(
  key: string,
  header: string,
  score: (row: Row) => number | null,
  format: Formatters,
): DataColumn<Row> {
  return { key, header, value: score, render: (row) => format.score(score(row)), align: 'right' };
}
