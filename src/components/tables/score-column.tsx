import type { DataColumn } from '../page-kit/DataTable';
import type { Formatters } from '../page-kit/page-data.hooks';
import { DrillCell } from './drill-cell';

/**
 * A right-aligned score column: sorts and exports the number, shows it with one decimal. With
 * `drillTo` a score links to the facilities whose assessments it averages; no score, no link.
 */
export function scoreColumn<Row>(
  key: string,
  header: string,
  score: (row: Row) => number | null,
  format: Formatters,
  drillTo?: (row: Row) => string | undefined,
  linkName?: (row: Row, shown: string) => string,
): DataColumn<Row> {
  const render = (row: Row) => {
    const shown = format.score(score(row));
    const address = score(row) === null ? undefined : drillTo?.(row);
    return <DrillCell shown={shown} address={address} name={address && linkName?.(row, shown)} />;
  };
  return { key, header, value: score, render, align: 'right' };
}
