import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPeriod, type Period, parsePeriod } from '../../../contract/period';
import type { PeriodAssessmentsRow } from '../../../contract';
import {
  PageState,
  rowsOf,
  SectionCard,
  StatCard,
  StatGrid,
  useFilteredPageData,
  useFormatters,
} from '../../components/page-kit';
import { PeriodPicker, usePeriodChoice, usePeriodLabel, usePeriodTrend } from '../../components/period';
import { periodAssessmentFigures } from './period-assessments.model';

/** The years offered: the ten up to the selection's latest assessment year. */
const YEARS_OFFERED = 10;

/**
 * Issue 15 item 4 on Home: the assessments of a chosen period (default: the latest assessment year)
 * next to the previous period or the same period last year, each change with an arrow and in words.
 */
export function PeriodAssessments({ latestYear }: { latestYear: number }) {
  const { t } = useTranslation('periods');
  const format = useFormatters();
  const label = usePeriodLabel();
  const trend = usePeriodTrend();
  const choice = usePeriodChoice({ kind: 'year', year: latestYear });
  const data = useFilteredPageData('Home/PeriodAssessments', {
    period: formatPeriod(choice.period),
    compareTo: choice.compareTo,
  });
  const figures = periodAssessmentFigures(rowsOf<PeriodAssessmentsRow>(data.result));
  const years = Array.from({ length: YEARS_OFFERED }, (_, index) => latestYear - index);
  const periodOf = (row: PeriodAssessmentsRow) => parsePeriod(row.period) as Period;

  return (
    <SectionCard title={t('home.title')}>
      <Stack gap="sm">
        <PeriodPicker
          period={choice.period}
          compareTo={choice.compareTo}
          years={years}
          onChange={choice.choose}
        />
        <PageState data={data} skeleton="stats" label={t('home.loading')}>
          {() =>
            figures && (
              <Stack gap="xs">
                <Text size="sm" c="gray.7">
                  {t('label.comparedWith', {
                    period: label(periodOf(figures.current)),
                    comparison: label(periodOf(figures.comparison)),
                  })}
                </Text>
                <StatGrid columns={3}>
                  <StatCard
                    label={t('home.assessed')}
                    value={format.number(figures.current.assessedCount)}
                    trend={trend(figures.deltas.assessed, periodOf(figures.comparison), 'count')}
                    explanation={t('home.explain.assessed')}
                  />
                  <StatCard
                    label={t('home.averageScore')}
                    value={format.score(figures.current.averageScore)}
                    trend={trend(figures.deltas.averageScore, periodOf(figures.comparison), 'points')}
                    explanation={t('home.explain.averageScore')}
                  />
                  <StatCard
                    label={t('home.certifiedShare')}
                    value={
                      figures.current.certifiedShare === null
                        ? '—'
                        : format.percent(figures.current.certifiedShare, 1)
                    }
                    hint={t('home.certifiedHint', {
                      certified: format.number(figures.current.certifiedCount),
                      total: format.number(figures.current.assessedCount),
                    })}
                    trend={trend(
                      figures.deltas.certifiedShare,
                      periodOf(figures.comparison),
                      'percentagePoints',
                    )}
                    explanation={t('home.explain.certifiedShare')}
                  />
                </StatGrid>
              </Stack>
            )
          }
        </PageState>
      </Stack>
    </SectionCard>
  );
}
