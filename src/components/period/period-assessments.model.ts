import type { PeriodAssessmentsRow } from '../../../contract';
import { type PeriodDelta, periodDelta } from '../../../machines/shared/period-delta';

export interface PeriodAssessmentFigures {
  current: PeriodAssessmentsRow;
  comparison: PeriodAssessmentsRow;
  deltas: Record<'assessed' | 'averageScore' | 'certifiedShare', PeriodDelta>;
}

const percent = (share: number | null) => (share === null ? null : share * 100);

/**
 * Home's period figures and how each moved. A comparison period without assessments has nothing to
 * compare with (its zero is no figure); the number of assessments is a volume, neither good nor bad.
 */
export function periodAssessmentFigures(
  rows: readonly PeriodAssessmentsRow[],
): PeriodAssessmentFigures | null {
  const current = rows.find((row) => row.role === 'current');
  const comparison = rows.find((row) => row.role === 'comparison');
  if (!current || !comparison) return null;
  const assessedBefore = comparison.assessedCount > 0 ? comparison.assessedCount : null;
  return {
    current,
    comparison,
    deltas: {
      assessed: periodDelta(current.assessedCount, assessedBefore, 'neither', 0),
      averageScore: periodDelta(current.averageScore, comparison.averageScore, 'higher', 1),
      certifiedShare: periodDelta(
        percent(current.certifiedShare),
        percent(comparison.certifiedShare),
        'higher',
        1,
      ),
    },
  };
}
