import type { PeriodAssessmentsRow, PeriodElementRow, PeriodRowBase } from '../../../contract';

const round1 = (value: number) => Math.round(value * 10) / 10;

/** One line of the two-period comparison: every service element together (`element` null) or one. */
export interface TwoPeriodRow {
  key: string;
  /** The service element's name as the server sends it; null for the overall average. */
  element: string | null;
  serviceElementId: number | null;
  comparison: number | null;
  current: number | null;
  /** current - comparison, one decimal; null when either period has no average. */
  change: number | null;
}

export interface TwoPeriods {
  current: PeriodRowBase;
  comparison: PeriodRowBase;
  rows: TwoPeriodRow[];
}

const changeOf = (current: number | null, comparison: number | null) =>
  current === null || comparison === null ? null : round1(current - comparison);

const periodOf = ({ role, period, from, to }: PeriodRowBase): PeriodRowBase => ({ role, period, from, to });

/**
 * The chosen period beside the one it is compared with: the overall average score (of the period's
 * assessments) first, then each service element's, with the change from the comparison period.
 */
export function twoPeriods(
  assessments: readonly PeriodAssessmentsRow[],
  elements: readonly PeriodElementRow[],
): TwoPeriods | null {
  const current = assessments.find((row) => row.role === 'current');
  const comparison = assessments.find((row) => row.role === 'comparison');
  if (!current || !comparison) return null;
  const ids = [...new Set(elements.map((row) => row.serviceElementId))];
  const averageOf = (id: number, role: PeriodRowBase['role']) =>
    elements.find((row) => row.serviceElementId === id && row.role === role)?.averageScore ?? null;
  const overall: TwoPeriodRow = {
    key: 'overall',
    element: null,
    serviceElementId: null,
    comparison: comparison.averageScore,
    current: current.averageScore,
    change: changeOf(current.averageScore, comparison.averageScore),
  };
  const perElement = ids.map((id): TwoPeriodRow => {
    const [now, before] = [averageOf(id, 'current'), averageOf(id, 'comparison')];
    return {
      key: `element${id}`,
      element: elements.find((row) => row.serviceElementId === id)?.serviceElementName ?? null,
      serviceElementId: id,
      comparison: before,
      current: now,
      change: changeOf(now, before),
    };
  });
  return { current: periodOf(current), comparison: periodOf(comparison), rows: [overall, ...perElement] };
}
