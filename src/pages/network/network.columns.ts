import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/page-kit/DataTable';
import type { LevelLabel } from '../../components/page-kit/level-mix';
import type { Formatters } from '../../components/page-kit/page-data.hooks';
import { countColumn, levelMixColumns, scoreColumn } from '../../components/tables';
import type { NetworkAggregateRow } from '../../../contract';

/** Network's names for the levels, shared by its table and its level-mix chart. */
export const networkLevelLabel =
  (t: TFunction<'network'>): LevelLabel =>
  (level) =>
    level === 'none' ? t('table.uncertified') : t('table.level', { level });

/** Place, facilities, active, average score, then the level mix (one column per level). */
export function networkColumns(
  t: TFunction<'network'>,
  format: Formatters,
): DataColumn<NetworkAggregateRow>[] {
  return [
    { key: 'name', header: t('table.name'), value: (row) => row.name },
    countColumn<NetworkAggregateRow>('facilities', t('table.facilities'), (row) => row.facilityCount, format),
    countColumn<NetworkAggregateRow>('active', t('table.active'), (row) => row.activeCount, format),
    scoreColumn<NetworkAggregateRow>(
      'averageScore',
      t('table.averageScore'),
      (row) => row.averageScore,
      format,
    ),
    ...levelMixColumns<NetworkAggregateRow>(networkLevelLabel(t), format),
  ];
}
