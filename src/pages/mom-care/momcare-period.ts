import { type Period, periodBounds } from '../../../contract/period';
import type { MomCarePeriodTotalsRow, MomCareRow } from '../../../contract';
import { type PeriodDelta, periodDelta } from '../../../machines/shared/period-delta';

/** The calendar years that hold reported months, newest first. */
export function reportedYears(rows: readonly MomCareRow[]): number[] {
  return [...new Set(rows.map((row) => Number(row.month.slice(0, 4))))].sort((a, b) => b - a);
}

/**
 * The months of the period, oldest first. A month belongs to the period that holds its first day
 * (the server's MomCare/PeriodTotals counts the same way), so back-to-back periods never share one.
 */
export function monthsInPeriod(rows: readonly MomCareRow[], period: Period): MomCareRow[] {
  const { from, to } = periodBounds(period);
  return rows
    .filter((row) => `${row.month}-01` >= from && `${row.month}-01` <= to)
    .sort((a, b) => a.month.localeCompare(b.month));
}

export type MomCareFigure = 'firstAncVisits' | 'anc4Coverage' | 'facilityDeliveries' | 'caesareanShare';

export interface MomCareFigures {
  current: MomCarePeriodTotalsRow;
  comparison: MomCarePeriodTotalsRow;
  deltas: Record<MomCareFigure, PeriodDelta>;
}

const percent = (share: number | null) => (share === null ? null : share * 100);

/**
 * The period's headline figures and how each moved. A comparison period without reported months
 * has nothing to compare with. Visits and deliveries are volumes, and the caesarean share is not
 * better high or low (too low and too high both harm), so only the 4+ visits coverage is good news up.
 */
export function momCareFigures(rows: readonly MomCarePeriodTotalsRow[]): MomCareFigures | null {
  const current = rows.find((row) => row.role === 'current');
  const comparison = rows.find((row) => row.role === 'comparison');
  if (!current || !comparison) return null;
  const before = <T>(value: T) => (comparison.monthsReported > 0 ? value : null);
  return {
    current,
    comparison,
    deltas: {
      firstAncVisits: periodDelta(current.firstAncVisits, before(comparison.firstAncVisits), 'neither', 0),
      anc4Coverage: periodDelta(percent(current.anc4Coverage), percent(comparison.anc4Coverage), 'higher', 1),
      facilityDeliveries: periodDelta(
        current.facilityDeliveries,
        before(comparison.facilityDeliveries),
        'neither',
        0,
      ),
      caesareanShare: periodDelta(
        percent(current.caesareanShare),
        percent(comparison.caesareanShare),
        'neither',
        1,
      ),
    },
  };
}
