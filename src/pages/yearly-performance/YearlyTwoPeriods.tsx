import type { Comparison } from '../../../contract/period';
import { PageState } from '../../components/page-kit/PageState';
import { useFilteredPageData } from '../../components/page-kit/page-data.hooks';
import { combineSections } from './combined-status';
import { twoPeriods } from './two-periods.model';
import { YearlyTwoPeriodsCard } from './YearlyTwoPeriodsCard';
import { YearlyTwoPeriodsLevelCard } from './YearlyTwoPeriodsLevelCard';

/**
 * A chosen period and the one it is compared with, side by side: the average scores, then (for a
 * network, not a facility user's one facility) the level mixes. The overall averages and the level
 * mixes are the period cards' own answer (one request for both), the service elements' come from
 * the same two periods.
 */
export function YearlyTwoPeriods({
  period,
  compareTo,
  network,
}: {
  period: string;
  compareTo: Comparison;
  /** Many facilities: figures drill to lists, and a level mix says something. */
  network: boolean;
}) {
  const params = { period, compareTo };
  const assessments = useFilteredPageData('YearlyPerformance/PeriodAssessments', params);
  const elements = useFilteredPageData('YearlyPerformance/PeriodElements', params);
  return (
    <PageState data={combineSections(assessments, elements)} skeleton="chart">
      {() => {
        const periods = twoPeriods(assessments.rows, elements.rows);
        return (
          periods && (
            <>
              <YearlyTwoPeriodsCard periods={periods} drills={network} />
              {network && (
                <YearlyTwoPeriodsLevelCard
                  periods={(['comparison', 'current'] as const).flatMap((role) =>
                    assessments.rows.filter((row) => row.role === role),
                  )}
                  drills
                />
              )}
            </>
          )
        );
      }}
    </PageState>
  );
}
