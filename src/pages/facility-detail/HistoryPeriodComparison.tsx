import { useTranslation } from 'react-i18next';
import type { AssessmentHistoryRow } from '../../../contract';
import { comparisonPeriod, formatPeriod } from '../../../contract/period';
import { periodDelta } from '../../../machines/shared/period-delta';
import { usePageData } from '../../app/hooks/page-data.hooks';
import { type SectionData, StatCard, useFormatters } from '../../components/page-kit';
import {
  PeriodComparison,
  type usePeriodChoice,
  usePeriodLabel,
  usePeriodTrend,
} from '../../components/period';

export interface HistoryPeriodComparisonProps {
  facilityId: number;
  choice: ReturnType<typeof usePeriodChoice>;
  years: readonly number[];
  /** The history of the chosen period (the page asks for it, for the chart and table). */
  rows: readonly AssessmentHistoryRow[];
}

/** No assessment in the comparison period is an answer ("nothing to compare with"), not an empty section. */
const answered = (data: SectionData): SectionData =>
  data.status === 'empty' ? { ...data, status: 'success' } : data;

/**
 * On Facility Details: the period's latest total score next to the latest score of
 * the previous period or of the same period last year, the change with an arrow and in words.
 */
export function HistoryPeriodComparison({ facilityId, choice, years, rows }: HistoryPeriodComparisonProps) {
  const { t } = useTranslation('periods');
  const format = useFormatters();
  const label = usePeriodLabel();
  const trend = usePeriodTrend();
  const before = comparisonPeriod(choice.period, choice.compareTo);
  const comparison = usePageData('Facility/AssessmentHistory', { facilityId, period: formatPeriod(before) });
  const latest = rows.at(-1) ?? null;
  const latestBefore = comparison.rows.at(-1) ?? null;
  const delta = periodDelta(latest?.totalScore ?? null, latestBefore?.totalScore ?? null, 'higher', 1);
  return (
    <PeriodComparison
      choice={choice}
      years={years}
      data={answered(comparison)}
      loadingLabel={t('history.loading')}
      onAllYears={choice.clear}
    >
      {() => (
        <StatCard
          label={t('history.latestScore', { period: label(choice.period) })}
          value={format.score(latest?.totalScore)}
          hint={
            latest
              ? t('history.assessedOn', {
                  date: format.date(`${latest.assessedOn}T00:00:00`, { dateStyle: 'medium' }),
                })
              : t('history.none')
          }
          trend={trend(delta, before, 'points')}
          explanation={t('history.explain')}
        />
      )}
    </PeriodComparison>
  );
}
