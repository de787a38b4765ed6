import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { FacilityPivotCell } from '../../../contract';
import type { DataColumn, Formatters } from '../../components/page-kit';
import type { PivotColumn, PivotMeasure, PivotTableRow } from './facility-pivot';

/**
 * A shown value: the count, a share as a percentage with one decimal, or the average score (what
 * the CSV holds too). An empty cell counts 0 facilities and has no average.
 */
const shownValue = (cell: FacilityPivotCell | undefined, measure: PivotMeasure) => {
  if (measure === 'averageScore') return cell?.averageScore ?? null;
  if (!cell) return 0;
  return measure === 'count' ? cell.count : Math.round(cell[measure] * 1000) / 10;
};

const shownText = (cell: FacilityPivotCell | undefined, measure: PivotMeasure, format: Formatters) => {
  if (measure === 'count') return format.number(cell?.count ?? 0);
  if (measure === 'averageScore') return format.score(cell?.averageScore);
  return format.percent(cell ? cell[measure] : 0, 1);
};

/**
 * The pivot's value columns: one per column value, then the row's total. A cell counting
 * facilities is a link to their list (drill-through); `drillTo` gives its address from
 * the row's and the column's keys (null = a total), or nothing when no list can say it.
 */
export function pivotValueColumns(
  columns: readonly PivotColumn[],
  totalHeader: string,
  measure: PivotMeasure,
  format: Formatters,
  drillTo: (rowKey: string | null, columnKey: string | null) => string | undefined,
): DataColumn<PivotTableRow>[] {
  const column = (
    key: string,
    header: string,
    columnKey: string | null,
    cellOf: (row: PivotTableRow) => FacilityPivotCell | undefined,
  ): DataColumn<PivotTableRow> => ({
    key,
    header,
    align: 'right',
    value: (row) => shownValue(cellOf(row), measure),
    render: (row) => {
      const cell = cellOf(row);
      const shown = shownText(cell, measure, format);
      const address = cell && cell.count > 0 ? drillTo(row.key, columnKey) : undefined;
      return address ? (
        <Anchor component={Link} to={address}>
          {shown}
        </Anchor>
      ) : (
        shown
      );
    },
  });
  return [
    ...columns.map((value) =>
      column(`column:${value.key}`, value.label, value.key, (row) => row.cells.get(value.key)),
    ),
    column('total', totalHeader, null, (row) => row.total),
  ];
}
