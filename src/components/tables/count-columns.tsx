import type { LevelMix } from '../../../contract';
import type { DataColumn } from '../page-kit/DataTable';
import type { Level } from '../page-kit/levels';
import { LEVEL_MIX_FIELDS, type LevelLabel } from '../page-kit/level-mix';
import type { Formatters } from '../page-kit/page-data.hooks';
import { DrillCell } from './drill-cell';

/**
 * A right-aligned count column: sorts and exports the number, shows it in the culture's format.
 * With `drillTo` (drill-through) a count above 0 is a link to the list of the
 * facilities it counts; the table's row and column headers say what it counts, or `linkName`
 * names the link where they do not.
 */
export function countColumn<Row>(
  key: string,
  header: string,
  count: (row: Row) => number,
  format: Formatters,
  drillTo?: (row: Row) => string | undefined,
  linkName?: (row: Row, shown: string) => string,
): DataColumn<Row> {
  const render = (row: Row) => {
    const shown = format.number(count(row));
    const address = count(row) > 0 ? drillTo?.(row) : undefined;
    return <DrillCell shown={shown} address={address} name={address && linkName?.(row, shown)} />;
  };
  return { key, header, value: count, render, align: 'right' };
}

/** One count column per level, then uncertified; `drillTo` links each count to its facilities, `linkName` names the link. */
export function levelMixColumns<Row extends LevelMix>(
  label: LevelLabel,
  format: Formatters,
  drillTo?: (row: Row, level: Level | 'none') => string | undefined,
  linkName?: (row: Row, level: Level | 'none', shown: string) => string,
): DataColumn<Row>[] {
  return LEVEL_MIX_FIELDS.map(({ field, level }) =>
    countColumn<Row>(
      field,
      label(level),
      (row) => row[field],
      format,
      drillTo && ((row) => drillTo(row, level)),
      linkName && ((row, shown) => linkName(row, level, shown)),
    ),
  );
}

/** The filter narrowing of a level-mix column: a level, or uncertified (awarded level 0). */
export const levelNarrowing = (level: Level | 'none') => ({ awardedLevels: [level === 'none' ? 0 : level] });
