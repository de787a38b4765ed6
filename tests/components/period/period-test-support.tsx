import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { LevelMix, PeriodAssessmentsRow } from '../../../contract';
import { type Period, parsePeriod, periodBounds } from '../../../contract/period';

/** The address the page is at, to check what a choice wrote into it. */
export function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

/** What <Address /> shows. */
export const address = () => screen.getByRole('status', { name: 'address' });

/**
 * A Period/Assessments answer row; every assessed facility certified unless told otherwise, at
 * level 3 unless a level mix is given.
 */
export const periodRow = (
  role: PeriodAssessmentsRow['role'],
  period: string,
  assessedCount: number,
  averageScore: number | null,
  certifiedCount = assessedCount,
  mix: Partial<LevelMix> = {},
): PeriodAssessmentsRow => ({
  role,
  period,
  // the period's first and last day, as the server answers them
  ...periodBounds(parsePeriod(period) as Period),
  assessedCount,
  averageScore,
  certifiedCount,
  certifiedShare: assessedCount ? certifiedCount / assessedCount : null,
  level1: 0,
  level2: 0,
  level3: certifiedCount,
  level4: 0,
  level5: 0,
  none: assessedCount - certifiedCount,
  ...mix,
});
