import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageData } from '../../app/hooks/page-data.hooks';
import { useServiceElementName } from '../benchmarking/service-element-names';
import {
  BarChart,
  ChartCard,
  type DataColumn,
  PageState,
  rowsOf,
  useFormatters,
  useScoreTarget,
} from '../../components/page-kit';
import { scoreColumn } from '../../components/tables';
import type { ServiceElementScoreRow } from '../../../contract';

/** Issue 15 item 5: the medians the server sends beside each score, nearest group last. */
const REFERENCES = ['nationalMedian', 'regionalMedian', 'peerMedian'] as const;
type Reference = (typeof REFERENCES)[number];
const SCORE_COLOR = '#1864ab';
/** Grey, and 3.3:1 against white: a graphic's contrast (WCAG 1.4.11). */
const REFERENCE_COLOR = '#868e96';

/**
 * The latest assessment scored per service element, as labelled horizontal bars out of 100,
 * beside the median of the facility's country, region or category (chosen above the chart; the
 * table view lists all three).
 */
export function ServiceElementScores({ facilityId }: { facilityId: number }) {
  const { t } = useTranslation('facility');
  const format = useFormatters();
  const elementName = useServiceElementName();
  const [reference, setReference] = useState<Reference>('nationalMedian');
  const data = usePageData('Facility/ServiceElementScores', { facilityId });
  const target = useScoreTarget();
  // Named in the language in use everywhere below: table, chart and description.
  const rows = rowsOf<ServiceElementScoreRow>(data.result).map((row) => ({
    ...row,
    serviceElementName: elementName(row.serviceElementName),
  }));
  const columns: DataColumn<ServiceElementScoreRow>[] = [
    { key: 'element', header: t('elements.element'), value: (row) => row.serviceElementName },
    { key: 'score', header: t('elements.score'), value: (row) => row.score, align: 'right' },
    ...REFERENCES.map((name) =>
      scoreColumn<ServiceElementScoreRow>(name, t(`elements.reference.${name}`), (row) => row[name], format),
    ),
  ];
  const weakest = [...rows].sort((a, b) => a.score - b.score)[0];
  const strongest = [...rows].sort((a, b) => b.score - a.score)[0];
  return (
    <PageState
      data={data}
      skeleton="chart"
      emptyTitle={t('elements.emptyTitle')}
      emptyMessage={t('elements.emptyMessage')}
    >
      {() => (
        <ChartCard
          title={t('elements.title', { year: rows[0]?.year })}
          description={t('elements.description', {
            strongest: strongest.serviceElementName,
            strongestScore: format.number(strongest.score),
            weakest: weakest.serviceElementName,
            weakestScore: format.number(weakest.score),
          })}
          table={{ rows, columns, rowKey: (row) => row.serviceElementId }}
          legend={[
            { label: t('elements.score'), color: SCORE_COLOR },
            { label: t(`elements.reference.${reference}`), color: REFERENCE_COLOR },
          ]}
          actions={
            <SegmentedControl
              size="xs"
              aria-label={t('elements.compareLabel')}
              value={reference}
              onChange={(value) => setReference(value as Reference)}
              data={REFERENCES.map((name) => ({ value: name, label: t(`elements.reference.${name}`) }))}
            />
          }
        >
          <BarChart
            h={Math.max(220, rows.length * 36)}
            data={rows}
            dataKey="serviceElementName"
            horizontal
            categoryWidth={200}
            series={[
              { name: 'score', label: t('elements.score'), color: SCORE_COLOR },
              { name: reference, label: t(`elements.reference.${reference}`), color: REFERENCE_COLOR },
            ]}
            valueMax={100}
            target={target}
            withValueLabels
            valueFormatter={(value) => format.number(value)}
          />
        </ChartCard>
      )}
    </PageState>
  );
}
