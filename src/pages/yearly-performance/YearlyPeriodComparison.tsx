import { useTranslation } from 'react-i18next';
import { formatPeriod } from '../../../contract/period';
import { useFilteredPageData } from '../../components/page-kit/page-data.hooks';
import { AssessmentPeriodCards, PeriodComparison, type usePeriodChoice } from '../../components/period';

/**
 * On Yearly Performance: the chosen period's assessments (how many, average score,
 * certified share) next to the previous period or the same period last year, with the picker.
 */
export function YearlyPeriodComparison({
  choice,
  years,
  drills,
}: {
  choice: ReturnType<typeof usePeriodChoice>;
  years: readonly number[];
  /** The figures open the facilities they count (not for a facility user's own facility). */
  drills: boolean;
}) {
  const { t } = useTranslation('periods');
  const data = useFilteredPageData('YearlyPerformance/PeriodAssessments', {
    period: formatPeriod(choice.period),
    compareTo: choice.compareTo,
  });
  return (
    <PeriodComparison
      choice={choice}
      years={years}
      data={data}
      loadingLabel={t('home.loading')}
      onAllYears={choice.clear}
    >
      {() => <AssessmentPeriodCards rows={data.rows} drills={drills} />}
    </PeriodComparison>
  );
}
