import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/page-kit/DataTable';
import type { LevelLabel } from '../../components/page-kit/level-mix';
import type { Formatters } from '../../components/page-kit/page-data.hooks';
import { countColumn, levelMixColumns, levelNarrowing, scoreColumn } from '../../components/tables';
import type { FilterValues } from '../../../machines/filter';
import type { NetworkAggregateRow } from '../../../contract';

/** Network's names for the levels, shared by its table and its level-mix chart. */
export const networkLevelLabel =
  (t: TFunction<'network'>): LevelLabel =>
  (level) =>
    level === 'none' ? t('table.uncertified') : t('table.level', { level });

/** The drill-through list of a place's facilities, narrowed further (active, a level). */
export type PlaceList = (row: NetworkAggregateRow, narrowing?: Partial<FilterValues>) => string;

/**
 * Place, average score (second, so a phone shows it beside the place), facilities, active, then
 * the level mix (one column per level). With `placeList` every count links to the facilities it
 * counts (drill-through).
 */
export function networkColumns(
  t: TFunction<'network'>,
  format: Formatters,
  placeList?: PlaceList,
): DataColumn<NetworkAggregateRow>[] {
  return [
    { key: 'name', header: t('table.name'), value: (row) => row.name },
    scoreColumn<NetworkAggregateRow>(
      'averageScore',
      t('table.averageScore'),
      (row) => row.averageScore,
      format,
    ),
    countColumn<NetworkAggregateRow>(
      'facilities',
      t('table.facilities'),
      (row) => row.facilityCount,
      format,
      placeList && ((row) => placeList(row)),
    ),
    countColumn<NetworkAggregateRow>(
      'active',
      t('table.active'),
      (row) => row.activeCount,
      format,
      placeList && ((row) => placeList(row, { activeStates: [true] })),
    ),
    ...levelMixColumns<NetworkAggregateRow>(
      networkLevelLabel(t),
      format,
      placeList && ((row, level) => placeList(row, levelNarrowing(level))),
    ),
  ];
}
