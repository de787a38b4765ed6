import type { Comparison } from '../../../contract/period';
import { PageState } from '../../components/page-kit/PageState';
import { useFilteredPageData } from '../../components/page-kit/page-data.hooks';
import { combineSections } from './combined-status';
import { twoPeriods } from './two-periods.model';
import { YearlyTwoPeriodsCard } from './YearlyTwoPeriodsCard';

/**
 * A chosen period and the one it is compared with, side by side. The overall averages are the period
 * cards' own answer (one request for both), the service elements' come from the same two periods.
 */
export function YearlyTwoPeriods({
  period,
  compareTo,
  drills,
}: {
  period: string;
  compareTo: Comparison;
  drills: boolean;
}) {
  const params = { period, compareTo };
  const assessments = useFilteredPageData('YearlyPerformance/PeriodAssessments', params);
  const elements = useFilteredPageData('YearlyPerformance/PeriodElements', params);
  return (
    <PageState data={combineSections(assessments, elements)} skeleton="chart">
      {() => {
        const periods = twoPeriods(assessments.rows, elements.rows);
        return periods && <YearlyTwoPeriodsCard periods={periods} drills={drills} />;
      }}
    </PageState>
  );
}
