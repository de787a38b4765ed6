/**
 * The assessments of Yearly Performance and of a facility's history limited to a
 * period (a year, a quarter, a month or a range of days; the text was validated by the contract).
 */
import { type Period, parsePeriod, periodBounds } from '../../contract/period.js';
import type { SqlParams } from './sql-params.js';

export interface PeriodDays {
  from: string;
  to: string;
  /** The first and last year when the period is whole years (1 January to 31 December), else null. */
  years: { first: number; last: number } | null;
}

/** The period's days, or null for no period (every assessment). */
export function periodDays(text: string | undefined): PeriodDays | null {
  if (text === undefined) return null;
  const { from, to } = periodBounds(parsePeriod(text) as Period);
  const whole = from.endsWith('-01-01') && to.endsWith('-12-31');
  return {
    from,
    to,
    years: whole ? { first: Number(from.slice(0, 4)), last: Number(to.slice(0, 4)) } : null,
  };
}

/** `column` (a date) lies in the period's days; `true` without a period. */
export function dateInPeriod(sql: SqlParams, column: string, days: PeriodDays | null): string {
  if (!days) return 'true';
  return `${column} BETWEEN ${sql.add(days.from)}::date AND ${sql.add(days.to)}::date`;
}
