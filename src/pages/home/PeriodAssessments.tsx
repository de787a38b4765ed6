import { useTranslation } from 'react-i18next';
import { formatPeriod } from '../../../contract/period';
import { SectionCard } from '../../components/page-kit';
import { useFilteredPageData } from '../../components/page-kit/page-data.hooks';
import { AssessmentPeriodCards, PeriodComparison, usePeriodChoice } from '../../components/period';

/**
 * On Home: the assessments of a chosen period (default: the latest assessment year)
 * next to the previous period or the same period last year, each change with an arrow and in words.
 * With `drills` its figures open the facilities they count (not for a facility user: one facility).
 */
export default function PeriodAssessments({
  latestYear,
  drills = true,
}: {
  latestYear: number;
  drills?: boolean;
}) {
  const { t } = useTranslation('periods');
  const choice = usePeriodChoice({ kind: 'year', year: latestYear });
  const data = useFilteredPageData('Home/PeriodAssessments', {
    period: formatPeriod(choice.period),
    compareTo: choice.compareTo,
  });
  // only years with assessments are offered (the latest one until they arrive)
  const assessed = useFilteredPageData('Home/AssessmentYears');
  const years = assessed.rows.length > 0 ? assessed.rows.map((row) => row.year) : [latestYear];

  return (
    <SectionCard title={t('home.title')}>
      <PeriodComparison choice={choice} years={years} data={data} loadingLabel={t('home.loading')}>
        {() => <AssessmentPeriodCards rows={data.rows} drills={drills} />}
      </PeriodComparison>
    </SectionCard>
  );
}
