import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../components/page-kit/ChartCard';
import { DataTable } from '../../components/page-kit/DataTable';
import { PageState } from '../../components/page-kit/PageState';
import { rowsOf, useFilteredPageData, useFormatters } from '../../components/page-kit/page-data.hooks';
import { StatCard, StatGrid } from '../../components/page-kit/StatCard';
import { emptyWhen } from '../../components/page-kit/section-data';
import type { BenchmarkPeerRow } from '../../../contract';
import { PeerRangeChart, rangeLegend } from './PeerRangeChart';
import { peerColumns } from './peer-benchmark.columns';
import { type PeerGroup, summarisePeers, toRangeData } from './peer-benchmark.model';
import { useServiceElementName } from './service-element-names';

/** The chosen facility against one peer group: headline figures, the range chart and the table. */
export function PeerBenchmark({ facilityId, peerGroup }: { facilityId: number; peerGroup: PeerGroup }) {
  const { t } = useTranslation('benchmarking');
  const peers = useFilteredPageData('Benchmarking/Peers', { facilityId, peerGroup });
  const rows = rowsOf<BenchmarkPeerRow>(peers.result);
  const assessed = rows.some((row) => row.score !== null);
  return (
    <PageState
      data={emptyWhen(peers, !assessed)}
      skeleton="chart"
      label={t('chart.title')}
      emptyTitle={peers.status === 'success' ? t('noAssessment.title') : undefined}
      emptyMessage={peers.status === 'success' ? t('noAssessment.message') : undefined}
    >
      {() => <PeerFigures rows={rows} />}
    </PageState>
  );
}

function PeerFigures({ rows }: { rows: BenchmarkPeerRow[] }) {
  const { t } = useTranslation('benchmarking');
  const format = useFormatters();
  const elementName = useServiceElementName();
  const summary = summarisePeers(rows);
  const columns = useMemo(() => peerColumns(t, format, elementName), [t, format, elementName]);
  const rangeData = toRangeData(rows, (row) => elementName(row.serviceElementName));
  const share = (row: BenchmarkPeerRow | null) =>
    row?.percentile == null ? '—' : format.percent(row.percentile / 100);
  const elementHint = (row: BenchmarkPeerRow | null) =>
    row ? t('summary.elementHint', { element: elementName(row.serviceElementName) }) : undefined;
  const rowKey = (row: BenchmarkPeerRow) => row.serviceElementId;

  return (
    <Stack gap="md">
      <StatGrid>
        <StatCard
          label={t('summary.aboveMedian')}
          value={t('summary.aboveMedianValue', {
            count: summary.aboveMedianCount,
            total: summary.scoredCount,
          })}
        />
        <StatCard label={t('summary.peers')} value={format.number(summary.peerCount)} />
        <StatCard
          label={t('summary.strongest')}
          value={share(summary.strongest)}
          hint={elementHint(summary.strongest)}
        />
        <StatCard
          label={t('summary.weakest')}
          value={share(summary.weakest)}
          hint={elementHint(summary.weakest)}
        />
      </StatGrid>
      <ChartCard
        title={t('chart.title')}
        description={t('chart.description', {
          peerCount: format.number(summary.peerCount),
          above: summary.aboveMedianCount,
          total: summary.scoredCount,
        })}
        legend={rangeLegend({ band: t('chart.band'), median: t('chart.median'), score: t('chart.score') })}
        table={{ rows, columns, rowKey }}
      >
        <PeerRangeChart data={rangeData} formatScore={format.score} />
      </ChartCard>
      <DataTable caption={t('table.caption')} showCaption rows={rows} columns={columns} rowKey={rowKey} />
    </Stack>
  );
}
