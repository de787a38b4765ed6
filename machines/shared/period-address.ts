/**
 * The period of a page with time-based figures lives in its address, as
 * `period=2025-Q3` and `compare=lastYear` (readable texts of contract/period). Without them the
 * page shows its default period (its latest year with data) compared with the previous period;
 * a value that cannot be read falls back the same way and is named, so the page can say so.
 */
import { type Comparison, COMPARISONS, formatPeriod, type Period, parsePeriod } from '../../contract/period';

export const PERIOD_PARAM = 'period';
export const COMPARE_PARAM = 'compare';
export const DEFAULT_COMPARISON: Comparison = 'previous';

export interface PeriodChoice {
  period: Period;
  compareTo: Comparison;
  /** Whether the address named the period (otherwise it is the page's default). */
  chosen: boolean;
}

const isComparison = (text: string): text is Comparison => (COMPARISONS as readonly string[]).includes(text);

/** The period and comparison an address names; `invalid` lists the parameters that could not be read. */
export function periodFromAddress(
  search: URLSearchParams,
  fallback: Period,
): { value: PeriodChoice; invalid: string[] } {
  const invalid: string[] = [];
  const value: PeriodChoice = { period: fallback, compareTo: DEFAULT_COMPARISON, chosen: false };
  const period = search.get(PERIOD_PARAM);
  if (period !== null) {
    const parsed = parsePeriod(period);
    if (parsed) Object.assign(value, { period: parsed, chosen: true });
    else invalid.push(PERIOD_PARAM);
  }
  const compare = search.get(COMPARE_PARAM);
  if (compare !== null) {
    if (isComparison(compare)) value.compareTo = compare;
    else invalid.push(COMPARE_PARAM);
  }
  return { value, invalid };
}

/** The address's other parameters kept; the default comparison is left out so addresses stay short. */
export function withPeriodParams(
  current: URLSearchParams,
  choice: { period: Period; compareTo: Comparison },
): string {
  const search = new URLSearchParams(current);
  search.set(PERIOD_PARAM, formatPeriod(choice.period));
  if (choice.compareTo === DEFAULT_COMPARISON) search.delete(COMPARE_PARAM);
  else search.set(COMPARE_PARAM, choice.compareTo);
  return readable(search);
}

/** The address without the parameters that could not be read. */
export function withoutParams(current: URLSearchParams, names: readonly string[]): string {
  const search = new URLSearchParams(current);
  for (const name of names) search.delete(name);
  return readable(search);
}

/** The search as text, the filter's lists and a range's dots kept as typed. */
export const readable = (search: URLSearchParams) =>
  search.toString().replaceAll('%2C', ',').replaceAll('%3A', ':');
