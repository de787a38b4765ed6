import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AssessmentHistoryRow } from '../../../contract';
import { formatPeriod } from '../../../contract/period';
import { usePageData } from '../../app/hooks/page-data.hooks';
import {
  ChartCard,
  type DataColumn,
  LineChart,
  PageState,
  useFormatters,
  useScoreTarget,
} from '../../components/page-kit';
import { AllYearsPicker, usePeriodChoice, usePeriodLabel } from '../../components/period';
import { assessmentOutcomeColumns } from '../../components/tables';
import { HistoryPeriodComparison } from './HistoryPeriodComparison';

/** The years offered in the picker: the ten up to the facility's latest assessment year. */
const YEARS_OFFERED = 10;

/**
 * Total score and level of each year's assessment; limited to a period
 * (`?period=`, default every year) and its latest score compared with the comparison period's.
 */
export function AssessmentHistory({
  facilityId,
  latestYear,
}: {
  facilityId: number;
  latestYear: number | null;
}) {
  const { t } = useTranslation(['facility', 'pages-common', 'periods']);
  const format = useFormatters();
  const label = usePeriodLabel();
  const choice = usePeriodChoice({ kind: 'year', year: latestYear ?? new Date().getFullYear() });
  const period = choice.chosen ? formatPeriod(choice.period) : undefined;
  const data = usePageData('Facility/AssessmentHistory', period ? { facilityId, period } : { facilityId });
  const target = useScoreTarget();
  const rows = data.rows;
  const years =
    latestYear === null ? [] : Array.from({ length: YEARS_OFFERED }, (_, index) => latestYear - index);
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
    <Stack gap="sm">
      {choice.chosen ? (
        <HistoryPeriodComparison facilityId={facilityId} choice={choice} years={years} rows={rows} />
      ) : (
        <AllYearsPicker choice={choice} years={years} />
      )}
      <PageState
        data={data}
        skeleton="chart"
        emptyTitle={
          choice.chosen
            ? t('periods:history.emptyTitle', { period: label(choice.period) })
            : t('facility:history.emptyTitle')
        }
        emptyMessage={choice.chosen ? t('periods:history.emptyMessage') : t('facility:history.emptyMessage')}
      >
        {() => (
          <ChartCard
            addressKey="history"
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
              target={target}
              valueFormatter={(value) => format.score(value)}
              withDots
            />
          </ChartCard>
        )}
      </PageState>
    </Stack>
  );
}
