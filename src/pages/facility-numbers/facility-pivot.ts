import type { FacilityPivotCell, PivotDimension } from '../../../contract';
import type { ListAddress } from '../../../machines/facility-list/list-address';
import type { FilterValues } from '../../../machines/filter';

/** One row of the shown pivot: its value (null = the totals row), its cells by column key, and its total. */
export interface PivotTableRow {
  key: string | null;
  label: string;
  cells: ReadonlyMap<string, FacilityPivotCell>;
  total: FacilityPivotCell | undefined;
}

export interface PivotColumn {
  key: string;
  label: string;
}

export interface PivotTable {
  columns: PivotColumn[];
  rows: PivotTableRow[];
  /** The column totals and the grand total. */
  totals: PivotTableRow;
}

/**
 * The server's cells laid out as a table, in the server's order (names alphabetically, levels and
 * years by number): every count, total and share is the server's; the page only places them.
 */
export function pivotTable(
  cells: readonly FacilityPivotCell[],
  totalLabel: string,
  label: (axis: 'rows' | 'columns', key: string, serverLabel: string) => string,
): PivotTable {
  const columns: PivotColumn[] = [];
  const rows = new Map<string | null, { label: string; cells: Map<string, FacilityPivotCell> }>();
  const totals = new Map<string | null, FacilityPivotCell>();
  const rowOf = (key: string | null, serverLabel: string | null) => {
    let row = rows.get(key);
    if (!row) {
      row = { label: key === null ? totalLabel : label('rows', key, serverLabel ?? key), cells: new Map() };
      rows.set(key, row);
    }
    return row;
  };
  for (const cell of cells) {
    const row = rowOf(cell.rowKey, cell.rowLabel);
    if (cell.columnKey === null) {
      totals.set(cell.rowKey, cell);
      continue;
    }
    row.cells.set(cell.columnKey, cell);
    if (cell.rowKey === null) {
      columns.push({ key: cell.columnKey, label: label('columns', cell.columnKey, cell.columnLabel ?? '') });
    }
  }
  const tableRow = (key: string | null): PivotTableRow => {
    const row = rowOf(key, null);
    return { key, label: row.label, cells: row.cells, total: totals.get(key) };
  };
  return {
    columns,
    rows: [...rows.keys()].filter((key): key is string => key !== null).map(tableRow),
    totals: tableRow(null),
  };
}

/** What a cell shows: its count, its share of its row or of its column, or its facilities' average score. */
export const PIVOT_MEASURES = ['count', 'rowShare', 'columnShare', 'averageScore'] as const;
export type PivotMeasure = (typeof PIVOT_MEASURES)[number];

export interface PivotNarrowing {
  filter: Partial<FilterValues>;
  list: Partial<ListAddress>;
}

/**
 * What a cell on `dimension`'s value `key` counts, as the drill-through list's narrowing (a null
 * key is a total: no narrowing). "none" is no facility group (group 0), no level, never assessed,
 * no contract (and so no contract group); null for "no survey", which no filter can say.
 */
export function pivotNarrowing(dimension: PivotDimension, key: string | null): PivotNarrowing | null {
  const filter = (narrowing: Partial<FilterValues>) => ({ filter: narrowing, list: {} });
  if (key === null) return filter({});
  const id = [Number(key)];
  switch (dimension) {
    case 'country':
      return filter({ countryIds: id });
    case 'region':
      return filter({ regionIds: id });
    case 'district':
      return filter({ districtIds: id });
    case 'category':
      return filter({ facilityCategoryIds: id });
    case 'facilityGroup':
      return filter({ facilityGroupIds: key === 'none' ? [0] : id });
    case 'level':
      return filter({ awardedLevels: [key === 'none' ? 0 : Number(key)] });
    case 'activeState':
      return filter({ activeStates: [key === 'active'] });
    case 'year':
      return { filter: {}, list: { latestYears: [key === 'none' ? 0 : Number(key)] } };
    case 'contract':
      return filter({ _contractIds: [key === 'none' ? null : Number(key)] });
    case 'contractGroup': {
      if (key === 'none') return filter({ _contractIds: [null] });
      const [roleId, organizationId] = key.split(':').map(Number);
      return filter({ _contractGroups: [{ roleId, organizationId }] });
    }
    case 'survey':
      return key === 'none' ? null : filter({ surveyIds: id });
  }
}
