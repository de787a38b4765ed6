import { Stack, Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ChartCard } from '../../components/page-kit/ChartCard';
import { DataTable } from '../../components/page-kit/DataTable';
import { PageState } from '../../components/page-kit/PageState';
import { useFormatters } from '../../components/page-kit/page-data.hooks';
import { useFilteredPageData } from '../../components/page-kit/page-data.hooks';
import { StatCard, StatGrid } from '../../components/page-kit/StatCard';
import { emptyWhen } from '../../components/page-kit/section-data';
import type { BenchmarkPeerRow, FacilityListItem } from '../../../contract';
import { PeerRangeChart, rangeLegend } from './PeerRangeChart';
import { peerColumns } from './peer-benchmark.columns';
import { ReferenceControl } from '../../components/references/ReferenceControl';
import { useReferenceChoice } from '../../components/references/reference-choice.hooks';
import { groupSize, type PeerGroup, summarisePeers, toRangeData } from './peer-benchmark.model';
import { usePeerList } from './peer-list.hooks';
import { useServiceElementName } from '../../app/hooks/service-element-name.hooks';

/** The chosen facility against one peer group: headline figures, the range chart and the table. */
export function PeerBenchmark({
  facilityId,
  peerGroup,
  facility,
}: {
  facilityId: number;
  peerGroup: PeerGroup;
  /** The chosen facility as listed (its level, category and region name its peer group); while it loads, no drill. */
  facility?: FacilityListItem;
}) {
  const { t } = useTranslation('benchmarking');
  const peers = useFilteredPageData('Benchmarking/Peers', { facilityId, peerGroup });
  const rows = peers.rows;
  const assessed = rows.some((row) => row.score !== null);
  return (
    <PageState
      data={emptyWhen(peers, !assessed)}
      skeleton="chart"
      label={t('chart.title')}
      emptyTitle={peers.status === 'success' ? t('noAssessment.title') : undefined}
      emptyMessage={peers.status === 'success' ? t('noAssessment.message') : undefined}
    >
      {() => <PeerFigures rows={rows} facility={facility} peerGroup={peerGroup} />}
    </PageState>
  );
}

function PeerFigures({
  rows,
  facility,
  peerGroup,
}: {
  rows: BenchmarkPeerRow[];
  facility?: FacilityListItem;
  peerGroup: PeerGroup;
}) {
  const { t } = useTranslation(['benchmarking', 'analysis', 'references']);
  const format = useFormatters();
  const navigate = useNavigate();
  const elementName = useServiceElementName();
  const [reference, setReference] = useReferenceChoice('peers');
  const summary = summarisePeers(rows);
  const peerList = usePeerList(facility, peerGroup);
  const scoredElementId = rows.find((row) => row.score !== null)?.serviceElementId;
  // Each element's row opens the peer group scored in it (pointer: its strip of the chart)
  const elementList = useCallback((row: BenchmarkPeerRow) => peerList(row.serviceElementId), [peerList]);
  const columns = useMemo(
    () => peerColumns(t, format, elementName, elementList),
    [t, format, elementName, elementList],
  );
  const rangeData = toRangeData(rows, (row) => elementName(row.serviceElementName), reference);
  // The element is the figure; the share of peers scoring lower explains it (it is not a score).
  const element = (row: BenchmarkPeerRow | null) => (row ? elementName(row.serviceElementName) : '—');
  const shareHint = (row: BenchmarkPeerRow | null) =>
    row?.percentile == null
      ? undefined
      : t('analysis:wording.elementHint', { share: format.percent(row.percentile / 100) });
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
          explanation={t('analysis:explain.benchmarking.aboveMedian')}
        />
        <StatCard
          label={t('analysis:wording.peerGroupLabel')}
          value={t('analysis:wording.peerGroupValue', { total: format.number(groupSize(summary.peerCount)) })}
          hint={t('analysis:wording.peerGroupHint', { peers: format.number(summary.peerCount) })}
          explanation={t('analysis:explain.benchmarking.peerGroup')}
          drillTo={scoredElementId === undefined ? undefined : peerList(scoredElementId)}
        />
        <StatCard
          label={t('summary.strongest')}
          value={element(summary.strongest)}
          hint={shareHint(summary.strongest)}
          explanation={t('analysis:explain.benchmarking.strongest')}
        />
        <StatCard
          label={t('summary.weakest')}
          value={element(summary.weakest)}
          hint={shareHint(summary.weakest)}
          explanation={t('analysis:explain.benchmarking.weakest')}
        />
      </StatGrid>
      <ChartCard
        addressKey="peers"
        title={t('chart.title')}
        description={t('chart.description', {
          peerCount: format.number(summary.peerCount),
          above: summary.aboveMedianCount,
          total: summary.scoredCount,
        })}
        legend={rangeLegend({
          band: t('chart.band'),
          median: t('chart.median'),
          score: t('chart.score'),
          reference: t(`references:compare.${reference}`),
        })}
        table={{ rows, columns, rowKey }}
        actions={<ReferenceControl value={reference} onChange={setReference} />}
      >
        <PeerRangeChart
          data={rangeData}
          formatScore={format.score}
          onRowOpen={(index) => {
            const address = elementList(rows[index]);
            if (address) navigate(address);
          }}
        />
        <Text size="xs" c="gray.7" mt={4}>
          {t('references:benchmarking.note')}
        </Text>
      </ChartCard>
      <DataTable
        addressKey="elements"
        caption={t('table.caption')}
        showCaption
        rows={rows}
        columns={columns}
        rowKey={rowKey}
      />
    </Stack>
  );
}
