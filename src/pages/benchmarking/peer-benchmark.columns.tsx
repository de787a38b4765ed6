import { Group, Text } from '@mantine/core';
import { IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/page-kit/DataTable';
import type { useFormatters } from '../../components/page-kit/page-data.hooks';
import type { BenchmarkPeerRow } from '../../services/api/contract';
import { isAboveMedian } from './peer-benchmark.model';

type Formatters = ReturnType<typeof useFormatters>;

/** The numbers behind the range chart, one row per service element. */
export function peerColumns(
  t: TFunction<'benchmarking'>,
  format: Formatters,
  elementName: (name: string) => string,
): DataColumn<BenchmarkPeerRow>[] {
  const position = (row: BenchmarkPeerRow) => {
    const above = isAboveMedian(row);
    return above === null ? null : above ? t('table.above') : t('table.notAbove');
  };
  return [
    { key: 'element', header: t('table.element'), value: (row) => elementName(row.serviceElementName) },
    {
      key: 'score',
      header: t('table.score'),
      value: (row) => row.score,
      render: (row) => format.score(row.score),
      align: 'right',
    },
    {
      key: 'median',
      header: t('table.median'),
      value: (row) => row.median,
      render: (row) => format.score(row.median),
      align: 'right',
    },
    {
      key: 'q1',
      header: t('table.q1'),
      value: (row) => row.q1,
      render: (row) => format.score(row.q1),
      align: 'right',
    },
    {
      key: 'q3',
      header: t('table.q3'),
      value: (row) => row.q3,
      render: (row) => format.score(row.q3),
      align: 'right',
    },
    {
      key: 'position',
      header: t('table.position'),
      value: position,
      render: (row) => {
        const text = position(row);
        if (text === null) return '—';
        const Icon = isAboveMedian(row) ? IconArrowUpRight : IconMinus;
        return (
          <Group gap={4} wrap="nowrap">
            <Icon size={14} aria-hidden />
            <Text size="sm" fw={isAboveMedian(row) ? 600 : 400}>
              {text}
            </Text>
          </Group>
        );
      },
    },
    {
      key: 'peersBelow',
      header: t('table.peersBelow'),
      value: (row) => row.percentile,
      render: (row) => (row.percentile === null ? '—' : format.percent(row.percentile / 100)),
      align: 'right',
    },
    {
      key: 'rank',
      header: t('table.rank'),
      value: (row) => row.rank,
      render: (row) =>
        row.rank === null
          ? '—'
          : t('table.rankValue', { rank: format.number(row.rank), total: format.number(row.peerCount + 1) }),
      align: 'right',
    },
  ];
}
