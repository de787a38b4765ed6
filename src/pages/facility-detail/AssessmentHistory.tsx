import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
import { REFERENCES } from '../../components/references/ReferenceControl';
import { assessmentOutcomeColumns, scoreColumn } from '../../components/tables';
import { HistoryPeriodComparison } from './HistoryPeriodComparison';
import { HISTORY_MEDIAN_LINES, type HistoryPoint, withHistoryReferences } from './history-references';

const SCORE_COLOR = '#1864ab';

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
  const { t } = useTranslation(['facility', 'pages-common', 'periods', 'references']);
  const format = useFormatters();
  const label = usePeriodLabel();
  const choice = usePeriodChoice({ kind: 'year', year: latestYear ?? new Date().getFullYear() });
  const period = choice.chosen ? formatPeriod(choice.period) : undefined;
  const params = period ? { facilityId, period } : { facilityId };
  const data = usePageData('Facility/AssessmentHistory', params);
  // the other facilities' medians: the chart does not wait for them
  const references = usePageData('Facility/HistoryReferences', params);
  const target = useScoreTarget();
  const rows = data.rows;
  const points = withHistoryReferences(rows, references.rows);
  const medianLines = references.rows.some((row) => row.nationalMedian !== null || row.peerMedian !== null)
    ? HISTORY_MEDIAN_LINES.map((line) => ({ ...line, label: t(`references:compare.${line.name}`) }))
    : [];
  // the picker offers only the years the facility was assessed in: its every-year history, the
  // answer of the page's default view (one request for both)
  const everyYear = usePageData('Facility/AssessmentHistory', { facilityId });
  const years = everyYear.rows.map((row) => row.year);
  const columns: DataColumn<HistoryPoint>[] = [
    { key: 'year', header: t('facility:history.year'), value: (row) => row.year },
    ...assessmentOutcomeColumns<HistoryPoint>(
      {
        assessedOn: t('facility:history.assessedOn'),
        score: t('facility:history.score'),
        level: t('pages-common:level.column'),
      },
      format,
    ),
    ...REFERENCES.map((name) =>
      scoreColumn<HistoryPoint>(name, t(`references:compare.${name}`), (row) => row[name], format),
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
              years: rows
                .map((row) => format.labelled(format.year(row.year), format.score(row.totalScore)))
                .join(', '),
            })}
            table={{ rows: points, columns, rowKey: (row) => row.year }}
            legend={
              medianLines.length > 0
                ? [
                    { label: t('facility:history.score'), color: SCORE_COLOR },
                    ...medianLines.map(({ label, color, strokeDasharray }) => ({
                      label,
                      color,
                      dash: strokeDasharray,
                    })),
                  ]
                : undefined
            }
          >
            <LineChart
              h={220}
              data={points}
              dataKey="year"
              series={[
                { name: 'totalScore', label: t('facility:history.score'), color: SCORE_COLOR },
                ...medianLines,
              ]}
              valueMax={100}
              fitToData
              target={target}
              valueFormatter={(value) => format.score(value)}
              withDots
            />
            {medianLines.length > 0 && (
              <Text size="xs" c="gray.7" mt={4}>
                {t('facility:history.mediansNote')}
              </Text>
            )}
          </ChartCard>
        )}
      </PageState>
    </Stack>
  );
}
