import type { LevelMix } from '../../../contract';
import type { DataColumn } from '../page-kit/DataTable';
import { LEVEL_MIX_FIELDS, type LevelLabel } from '../page-kit/level-mix';
import type { Formatters } from '../page-kit/page-data.hooks';

/** A right-aligned count column: sorts and exports the number, shows it in the culture's format. */
export function countColumn<Row>(
  key: string,
  header: string,
  count: (row: Row) => number,
  format: Formatters,
): DataColumn<Row> {
  return { key, header, value: count, render: (row) => format.number(count(row)), align: 'right' };
}

/** One count column per level, then uncertified. */
export function levelMixColumns<Row extends LevelMix>(
  label: LevelLabel,
  format: Formatters,
): DataColumn<Row>[] {
  return LEVEL_MIX_FIELDS.map(({ field, level }) =>
    countColumn<Row>(field, label(level), (row) => row[field], format),
  );
}
