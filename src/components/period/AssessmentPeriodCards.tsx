import { useTranslation } from 'react-i18next';
import type { PeriodAssessmentsRow } from '../../../contract';
import { type Period, parsePeriod } from '../../../contract/period';
import { periodListDays } from '../../../machines/facility-list/assessed-range-address';
import { useAssessedList } from '../drill-through/assessed-list.hooks';
import { StatCard, StatGrid } from '../page-kit';
import { useFormatters } from '../page-kit/page-data.hooks';
import { periodAssessmentFigures } from './period-assessments.model';
import { usePeriodTrend } from './period-trend.hooks';

/**
 * The assessments of a period next to its comparison period (Home, Yearly Performance): how many,
 * their average score and the share that awarded a level, each change with an arrow and in words.
 * With `drills` the count and the average open the facilities assessed in the
 * period, when they are as many as the assessments (a period within one calendar year) and not 0.
 */
export function AssessmentPeriodCards({
  rows,
  drills = false,
}: {
  rows: readonly PeriodAssessmentsRow[];
  drills?: boolean;
}) {
  const { t } = useTranslation('periods');
  const format = useFormatters();
  const trend = usePeriodTrend();
  const assessedList = useAssessedList();
  const figures = periodAssessmentFigures(rows);
  if (!figures) return null;
  const { current, deltas } = figures;
  const before = parsePeriod(figures.comparison.period) as Period;
  const days = drills && current.assessedCount > 0 ? periodListDays(current) : null;
  return (
    <StatGrid columns={3}>
      <StatCard
        label={t('home.assessed')}
        value={format.number(current.assessedCount)}
        trend={trend(deltas.assessed, before, 'count')}
        explanation={t('home.explain.assessed')}
        drillTo={days ? assessedList(days) : undefined}
      />
      <StatCard
        label={t('home.averageScore')}
        value={format.score(current.averageScore)}
        trend={trend(deltas.averageScore, before, 'points')}
        explanation={t('home.explain.averageScore')}
        // the facilities behind the average, best first
        drillTo={days ? assessedList(days, undefined, { sort: 'latestScore', direction: 'desc' }) : undefined}
      />
      <StatCard
        label={t('home.certifiedShare')}
        value={current.certifiedShare === null ? '—' : format.percent(current.certifiedShare, 1)}
        hint={t('home.certifiedHint', {
          certified: format.number(current.certifiedCount),
          total: format.number(current.assessedCount),
        })}
        trend={trend(deltas.certifiedShare, before, 'percentagePoints')}
        explanation={t('home.explain.certifiedShare')}
      />
    </StatGrid>
  );
}
