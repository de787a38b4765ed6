import type { AssessmentHistoryRow, YearlyReferenceRow } from '../../../contract';
import { REFERENCE_COLOR } from '../../components/references/ReferenceControl';

/** A year of the history with the medians of the other facilities of its country, region and category. */
export type HistoryPoint = AssessmentHistoryRow & Omit<YearlyReferenceRow, 'year'>;

/** The medians the trend draws as lines: the national one and the peer group's (its category). */
export const HISTORY_MEDIAN_LINES = [
  { name: 'nationalMedian', color: REFERENCE_COLOR, strokeDasharray: '14 6' },
  { name: 'peerMedian', color: '#343a40', strokeDasharray: '4 4' },
] as const;

/** Each assessed year with that year's medians (none where the server sent none). */
export function withHistoryReferences(
  rows: readonly AssessmentHistoryRow[],
  references: readonly YearlyReferenceRow[],
): HistoryPoint[] {
  const byYear = new Map(references.map((reference) => [reference.year, reference]));
  return rows.map((row) => {
    const reference = byYear.get(row.year);
    return {
      ...row,
      nationalMedian: reference?.nationalMedian ?? null,
      regionalMedian: reference?.regionalMedian ?? null,
      peerMedian: reference?.peerMedian ?? null,
    };
  });
}
