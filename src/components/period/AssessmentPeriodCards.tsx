import { useTranslation } from 'react-i18next';
import type { PeriodAssessmentsRow } from '../../../contract';
import { type Period, parsePeriod } from '../../../contract/period';
import { StatCard, StatGrid } from '../page-kit';
import { useFormatters } from '../page-kit/page-data.hooks';
import { periodAssessmentFigures } from './period-assessments.model';
import { usePeriodTrend } from './period-trend.hooks';

/**
 * The assessments of a period next to its comparison period (Home, Yearly Performance): how many,
 * their average score and the share that awarded a level, each change with an arrow and in words.
 */
export function AssessmentPeriodCards({ rows }: { rows: readonly PeriodAssessmentsRow[] }) {
  const { t } = useTranslation('periods');
  const format = useFormatters();
  const trend = usePeriodTrend();
  const figures = periodAssessmentFigures(rows);
  if (!figures) return null;
  const { current, deltas } = figures;
  const before = parsePeriod(figures.comparison.period) as Period;
  return (
    <StatGrid columns={3}>
      <StatCard
        label={t('home.assessed')}
        value={format.number(current.assessedCount)}
        trend={trend(deltas.assessed, before, 'count')}
        explanation={t('home.explain.assessed')}
      />
      <StatCard
        label={t('home.averageScore')}
        value={format.score(current.averageScore)}
        trend={trend(deltas.averageScore, before, 'points')}
        explanation={t('home.explain.averageScore')}
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
