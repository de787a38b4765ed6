import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { FacilityPivotCell } from '../../../contract';
import type { DataColumn, Formatters } from '../../components/page-kit';
import type { PivotColumn, PivotMeasure, PivotTableRow } from './facility-pivot';

/** A shown value: the count, or a share as a percentage with one decimal (what the CSV holds too). */
const shownValue = (cell: FacilityPivotCell | undefined, measure: PivotMeasure) => {
  if (!cell) return 0;
  return measure === 'count' ? cell.count : Math.round(cell[measure] * 1000) / 10;
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
      const shown =
        measure === 'count' ? format.number(cell?.count ?? 0) : format.percent(cell ? cell[measure] : 0, 1);
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
