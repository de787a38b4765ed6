import { Group, Text } from '@mantine/core';
import { IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/page-kit/DataTable';
import type { Formatters } from '../../components/page-kit/page-data.hooks';
import { countColumn, scoreColumn } from '../../components/tables';
import type { BenchmarkPeerRow } from '../../../contract';
import { REFERENCES } from '../../components/references/ReferenceControl';
import { groupSize, isAboveMedian } from './peer-benchmark.model';

/**
 * The numbers behind the range chart, one row per service element. With `peerList` each
 * row's peer group (the facility and its peers scored in the element) links to those facilities.
 */
export function peerColumns(
  t: TFunction<['benchmarking', 'analysis', 'references']>,
  format: Formatters,
  elementName: (name: string) => string,
  peerList?: (row: BenchmarkPeerRow) => string | undefined,
): DataColumn<BenchmarkPeerRow>[] {
  const position = (row: BenchmarkPeerRow) => {
    const above = isAboveMedian(row);
    return above === null ? null : above ? t('table.above') : t('table.notAbove');
  };
  return [
    { key: 'element', header: t('table.element'), value: (row) => elementName(row.serviceElementName) },
    scoreColumn<BenchmarkPeerRow>('score', t('table.score'), (row) => row.score, format),
    scoreColumn<BenchmarkPeerRow>('median', t('table.median'), (row) => row.median, format),
    scoreColumn<BenchmarkPeerRow>('q1', t('table.q1'), (row) => row.q1, format),
    scoreColumn<BenchmarkPeerRow>('q3', t('table.q3'), (row) => row.q3, format),
    // The medians of the facility's country, region and category beside the peer group's
    ...REFERENCES.map((name) =>
      scoreColumn<BenchmarkPeerRow>(name, t(`references:compare.${name}`), (row) => row[name], format),
    ),
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
          : t('analysis:wording.rankValue', {
              rank: format.number(row.rank),
              total: format.number(groupSize(row.peerCount)),
            }),
      align: 'right',
    },
    countColumn<BenchmarkPeerRow>(
      'group',
      t('table.group'),
      (row) => groupSize(row.peerCount),
      format,
      peerList,
      (row, shown) => t('table.openGroup', { shown, element: elementName(row.serviceElementName) }),
    ),
  ];
}
