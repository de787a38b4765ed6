import type { YearlyOverallRow, YearlyReferenceRow, YearlyServiceElementRow } from '../../../contract';
import type { Reference } from '../../components/references/ReferenceControl';

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * A year of the overall trend with its change against the year before (null for the first year)
 * and the medians of the selection's countries, regions and categories that year.
 */
export interface YearlyOverallTrendRow extends YearlyOverallRow, Record<Reference, number | null> {
  change: number | null;
}

export function withYearOverYearChange(
  rows: readonly YearlyOverallRow[],
  references: readonly YearlyReferenceRow[] = [],
): YearlyOverallTrendRow[] {
  const byYear = [...rows].sort((a, b) => a.year - b.year);
  const referencesOf = new Map(references.map((reference) => [reference.year, reference]));
  return byYear.map((row, index) => {
    const previous = byYear[index - 1];
    // Only a directly preceding year is a year-over-year change; a gap has none.
    const change =
      previous && previous.year === row.year - 1 ? round1(row.averageScore - previous.averageScore) : null;
    const reference = referencesOf.get(row.year);
    return {
      ...row,
      change,
      nationalMedian: reference?.nationalMedian ?? null,
      regionalMedian: reference?.regionalMedian ?? null,
      peerMedian: reference?.peerMedian ?? null,
    };
  });
}

/** One service element across the years: its average per year and the change from first to last year. */
export interface ElementTrend {
  id: number;
  name: string;
  byYear: Record<number, number | null>;
  first: number | null;
  last: number | null;
  change: number | null;
}

export interface ElementTrends {
  years: number[];
  elements: ElementTrend[];
}

export function toElementTrends(rows: readonly YearlyServiceElementRow[]): ElementTrends {
  const years = [...new Set(rows.map((row) => row.year))].sort((a, b) => a - b);
  const elements = new Map<number, ElementTrend>();
  for (const row of rows) {
    const element = elements.get(row.serviceElementId) ?? {
      id: row.serviceElementId,
      name: row.serviceElementName,
      byYear: {},
      first: null,
      last: null,
      change: null,
    };
    element.byYear[row.year] = row.averageScore;
    elements.set(row.serviceElementId, element);
  }
  for (const element of elements.values()) {
    const scored = years.map((year) => element.byYear[year]).filter((value) => value !== undefined);
    element.first = scored[0] ?? null;
    element.last = scored.at(-1) ?? null;
    element.change =
      scored.length > 1 && element.first !== null && element.last !== null
        ? round1(element.last - element.first)
        : null;
  }
  return { years, elements: [...elements.values()] };
}

/**
 * The line chart's points: one per year, the overall average, the chosen reference median (key
 * `reference`) plus one value per service element key.
 */
export function toTrendChartData(
  overall: readonly YearlyOverallTrendRow[],
  trends: ElementTrends,
  elementKey: (element: ElementTrend) => string,
  reference: Reference,
): Record<string, number | null>[] {
  const overallByYear = new Map(overall.map((row) => [row.year, row]));
  const years = [...new Set([...overallByYear.keys(), ...trends.years])].sort((a, b) => a - b);
  return years.map((year) => {
    const row = overallByYear.get(year);
    const point: Record<string, number | null> = {
      year,
      overall: row?.averageScore ?? null,
      reference: row?.[reference] ?? null,
    };
    for (const element of trends.elements) point[elementKey(element)] = element.byYear[year] ?? null;
    return point;
  });
}
