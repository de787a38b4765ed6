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
} from '../../components/page-kit';
import type { ServiceElementScoreRow } from '../../../contract';

/** The latest assessment scored per service element, as labelled horizontal bars out of 100. */
export function ServiceElementScores({ facilityId }: { facilityId: number }) {
  const { t } = useTranslation('facility');
  const format = useFormatters();
  const elementName = useServiceElementName();
  const data = usePageData('Facility/ServiceElementScores', { facilityId });
  // Named in the language in use everywhere below: table, chart and description.
  const rows = rowsOf<ServiceElementScoreRow>(data.result).map((row) => ({
    ...row,
    serviceElementName: elementName(row.serviceElementName),
  }));
  const columns: DataColumn<ServiceElementScoreRow>[] = [
    { key: 'element', header: t('elements.element'), value: (row) => row.serviceElementName },
    { key: 'score', header: t('elements.score'), value: (row) => row.score, align: 'right' },
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
        >
          <BarChart
            h={Math.max(220, rows.length * 36)}
            data={rows}
            dataKey="serviceElementName"
            horizontal
            categoryWidth={200}
            series={[{ name: 'score', label: t('elements.score'), color: '#1864ab' }]}
            valueMax={100}
            withValueLabels
            valueFormatter={(value) => format.number(value)}
          />
        </ChartCard>
      )}
    </PageState>
  );
}
