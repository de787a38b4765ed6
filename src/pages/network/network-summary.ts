import type { NetworkAggregateRow } from '../../../contract';

type ScoredRow = NetworkAggregateRow & { averageScore: number };

/** The places with the highest and lowest average score (null when none is scored). */
export function scoreExtremes(
  rows: readonly NetworkAggregateRow[],
): { highest: ScoredRow; lowest: ScoredRow } | null {
  const scored = rows.filter((row): row is ScoredRow => row.averageScore !== null);
  if (scored.length === 0) return null;
  const byScore = [...scored].sort((a, b) => b.averageScore - a.averageScore);
  return { highest: byScore[0], lowest: byScore[byScore.length - 1] };
}

/** Totals over the listed places, for the headline figures. */
export function networkTotals(rows: readonly NetworkAggregateRow[]) {
  const facilities = rows.reduce((sum, row) => sum + row.facilityCount, 0);
  const active = rows.reduce((sum, row) => sum + row.activeCount, 0);
  return { places: rows.length, facilities, active, activeShare: facilities === 0 ? 0 : active / facilities };
}
