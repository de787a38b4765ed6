import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/page-kit/DataTable';
import { LEVELS } from '../../components/page-kit/levels';
import type { Formatters } from '../../components/page-kit/page-data.hooks';
import type { NetworkAggregateRow } from '../../services/api/contract';

/** Place, facilities, active, average score, then the level mix (one column per level). */
export function networkColumns(
  t: TFunction<'network'>,
  format: Formatters,
): DataColumn<NetworkAggregateRow>[] {
  const count = (value: (row: NetworkAggregateRow) => number) => ({
    value,
    render: (row: NetworkAggregateRow) => format.number(value(row)),
    align: 'right' as const,
  });
  return [
    { key: 'name', header: t('table.name'), value: (row) => row.name },
    { key: 'facilities', header: t('table.facilities'), ...count((row) => row.facilityCount) },
    { key: 'active', header: t('table.active'), ...count((row) => row.activeCount) },
    {
      key: 'averageScore',
      header: t('table.averageScore'),
      value: (row) => row.averageScore,
      render: (row) => format.score(row.averageScore),
      align: 'right',
    },
    ...LEVELS.map((level) => ({
      key: `level${level}`,
      header: t('table.level', { level }),
      ...count((row) => row[`level${level}`]),
    })),
    { key: 'none', header: t('table.uncertified'), ...count((row) => row.none) },
  ];
}
