import { useTranslation } from 'react-i18next';
import { formatPeriod, type Period, parsePeriod } from '../../../contract/period';
import type { PeriodAssessmentsRow } from '../../../contract';
import {
  rowsOf,
  SectionCard,
  StatCard,
  StatGrid,
  useFilteredPageData,
  useFormatters,
} from '../../components/page-kit';
import { PeriodComparison, usePeriodChoice, usePeriodTrend } from '../../components/period';
import { periodAssessmentFigures } from './period-assessments.model';

/** The years offered: the ten up to the selection's latest assessment year. */
const YEARS_OFFERED = 10;

/**
 * Issue 15 item 4 on Home: the assessments of a chosen period (default: the latest assessment year)
 * next to the previous period or the same period last year, each change with an arrow and in words.
 */
export default function PeriodAssessments({ latestYear }: { latestYear: number }) {
  const { t } = useTranslation('periods');
  const format = useFormatters();
  const trend = usePeriodTrend();
  const choice = usePeriodChoice({ kind: 'year', year: latestYear });
  const data = useFilteredPageData('Home/PeriodAssessments', {
    period: formatPeriod(choice.period),
    compareTo: choice.compareTo,
  });
  const figures = periodAssessmentFigures(rowsOf<PeriodAssessmentsRow>(data.result));
  const years = Array.from({ length: YEARS_OFFERED }, (_, index) => latestYear - index);

  return (
    <SectionCard title={t('home.title')}>
      <PeriodComparison choice={choice} years={years} data={data} loadingLabel={t('home.loading')}>
        {() => {
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
        }}
      </PeriodComparison>
    </SectionCard>
  );
}
