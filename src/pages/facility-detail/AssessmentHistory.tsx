import { useTranslation } from 'react-i18next';
import { usePageData } from '../../app/hooks/page-data.hooks';
import {
  ChartCard,
  type DataColumn,
  LineChart,
  PageState,
  rowsOf,
  useFormatters,
} from '../../components/page-kit';
import { assessmentOutcomeColumns } from '../../components/tables';
import type { AssessmentHistoryRow } from '../../../contract';

/** Total score and level of each year's assessment. */
export function AssessmentHistory({ facilityId }: { facilityId: number }) {
  const { t } = useTranslation(['facility', 'pages-common']);
  const format = useFormatters();
  const data = usePageData('Facility/AssessmentHistory', { facilityId });
  const rows = rowsOf<AssessmentHistoryRow>(data.result);
  const columns: DataColumn<AssessmentHistoryRow>[] = [
    { key: 'year', header: t('facility:history.year'), value: (row) => row.year },
    ...assessmentOutcomeColumns<AssessmentHistoryRow>(
      {
        assessedOn: t('facility:history.assessedOn'),
        score: t('facility:history.score'),
        level: t('pages-common:level.column'),
      },
      format,
    ),
  ];
  return (
    <PageState
      data={data}
      skeleton="chart"
      emptyTitle={t('facility:history.emptyTitle')}
      emptyMessage={t('facility:history.emptyMessage')}
    >
      {() => (
        <ChartCard
          title={t('facility:history.title')}
          description={t('facility:history.description', {
            years: rows.map((row) => `${row.year}: ${format.score(row.totalScore)}`).join(', '),
          })}
          table={{ rows, columns, rowKey: (row) => row.year }}
        >
          <LineChart
            h={220}
            data={rows}
            dataKey="year"
            series={[{ name: 'totalScore', label: t('facility:history.score'), color: '#1864ab' }]}
            valueMax={100}
            fitToData
            valueFormatter={(value) => format.score(value)}
            withDots
          />
        </ChartCard>
      )}
    </PageState>
  );
}
