/**
 * A figure of a chosen period (Home's period cards, Yearly Performance within
 * a quarter, a month or a range of days) opens the facilities with an assessment dated in it
 * (`/facilities?assessedFrom=2025-01-01&assessedTo=2025-03-31&assessedLevel=3`). In the wire filter
 * it is `assessedBetween`; this reads and writes it in the list's address. Only the list reads it.
 */
import { isDayRange } from '../../contract/period';

export const ASSESSED_FROM_PARAM = 'assessedFrom';
export const ASSESSED_TO_PARAM = 'assessedTo';

/** The wire filter's `assessedBetween`: days YYYY-MM-DD, both included, and the assessment's level (0 = uncertified). */
export interface AssessedBetween {
  from: string;
  to: string;
  level?: number;
}

/**
 * Both days or neither: one alone, days that are not real, a start after the end or more than ten
 * years name both as invalid. The level (`assessedLevel`, read by the caller) is added to it.
 */
export function readAssessedRange(
  search: URLSearchParams,
  invalid: string[],
): Omit<AssessedBetween, 'level'> | null {
  const from = search.get(ASSESSED_FROM_PARAM);
  const to = search.get(ASSESSED_TO_PARAM);
  if (from === null && to === null) return null;
  if (from !== null && to !== null && isDayRange(from, to)) return { from, to };
  invalid.push(ASSESSED_FROM_PARAM, ASSESSED_TO_PARAM);
  return null;
}

export function writeAssessedRange(range: AssessedBetween | null | undefined, search: URLSearchParams): void {
  if (!range) return;
  search.set(ASSESSED_FROM_PARAM, range.from);
  search.set(ASSESSED_TO_PARAM, range.to);
}

export interface Days {
  from: string;
  to: string;
}

/**
 * The days whose list a period's assessment count opens, or null when no list has as many facilities:
 * a facility is assessed at most once a year, so within one calendar year the assessments dated in
 * the period and the facilities assessed in it are as many; across years a facility may count twice.
 */
export const periodListDays = (days: Days): Days | null =>
  days.from.slice(0, 4) === days.to.slice(0, 4) ? { from: days.from, to: days.to } : null;

/** The days of `year` inside the period: a Yearly Performance column of a chosen period holds those. */
export function yearDaysInPeriod(year: number, days: Days): Days {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  return { from: days.from > first ? days.from : first, to: days.to < last ? days.to : last };
}
