/**
 * The period of time-based figures, as it travels in an address and over the wire.
 * One readable text per period: `2025` (a year), `2025-Q3` (a quarter), `2025-07` (a month) or
 * `2025-01-01..2025-06-30` (a custom range of days, both ends included). Portal and server read it
 * with the same code, so what the address says is what the server counts.
 */
export type Period =
  | { kind: 'year'; year: number }
  | { kind: 'quarter'; year: number; quarter: 1 | 2 | 3 | 4 }
  | { kind: 'month'; year: number; month: number }
  | { kind: 'range'; from: string; to: string };

export type PeriodKind = Period['kind'];
export const PERIOD_KINDS: readonly PeriodKind[] = ['year', 'quarter', 'month', 'range'];

/** What a period is compared with: the one just before it, or the same one a year earlier. */
export const COMPARISONS = ['previous', 'lastYear'] as const;
export type Comparison = (typeof COMPARISONS)[number];

/** Years outside this span are not a hand-made period (and year - 1 stays a four-digit year). */
const FIRST_YEAR = 1901;
const LAST_YEAR = 9999;
/** A custom range longer than this is refused: it would read every row there is. */
export const MAX_RANGE_DAYS = 366 * 10;

export const PERIOD_MESSAGE =
  'must be a period: YYYY, YYYY-Qn, YYYY-MM or YYYY-MM-DD..YYYY-MM-DD (a range of at most ten years, start before end)';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const isYear = (year: number) => year >= FIRST_YEAR && year <= LAST_YEAR;
const DAY_MS = 86_400_000;

/** A YYYY-MM-DD day as a UTC time, or null when it is no real day (2025-02-30). */
function dayTime(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  if (!isYear(year)) return null;
  const time = Date.UTC(year, month - 1, day);
  return new Date(time).toISOString().slice(0, 10) === text ? time : null;
}

const dayText = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The period a text names, or null when it names none. */
export function parsePeriod(text: string): Period | null {
  const year = /^(\d{4})$/.exec(text);
  if (year) return isYear(Number(year[1])) ? { kind: 'year', year: Number(year[1]) } : null;
  const quarter = /^(\d{4})-Q([1-4])$/.exec(text);
  if (quarter) {
    const value = Number(quarter[1]);
    return isYear(value)
      ? { kind: 'quarter', year: value, quarter: Number(quarter[2]) as 1 | 2 | 3 | 4 }
      : null;
  }
  const month = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text);
  if (month) {
    const value = Number(month[1]);
    return isYear(value) ? { kind: 'month', year: value, month: Number(month[2]) } : null;
  }
  const range = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/.exec(text);
  if (!range) return null;
  const [from, to] = [dayTime(range[1]), dayTime(range[2])];
  if (from === null || to === null || from > to || (to - from) / DAY_MS + 1 > MAX_RANGE_DAYS) return null;
  return { kind: 'range', from: range[1], to: range[2] };
}

/** True when `from..to` is a custom range a period may be: real days, `from` first, at most ten years. */
export const isDayRange = (from: string, to: string): boolean => parsePeriod(`${from}..${to}`) !== null;

/** The period's text (the inverse of parsePeriod). */
export function formatPeriod(period: Period): string {
  switch (period.kind) {
    case 'year':
      return String(period.year);
    case 'quarter':
      return `${period.year}-Q${period.quarter}`;
    case 'month':
      return `${period.year}-${pad(period.month)}`;
    case 'range':
      return `${period.from}..${period.to}`;
  }
}

/** The first and the last day of the period (both included), as YYYY-MM-DD. */
export function periodBounds(period: Period): { from: string; to: string } {
  const monthSpan = (year: number, first: number, count: number) => ({
    from: dayText(Date.UTC(year, first - 1, 1)),
    // day 0 of the month after the span is the span's last day
    to: dayText(Date.UTC(year, first - 1 + count, 0)),
  });
  switch (period.kind) {
    case 'year':
      return monthSpan(period.year, 1, 12);
    case 'quarter':
      return monthSpan(period.year, (period.quarter - 1) * 3 + 1, 3);
    case 'month':
      return monthSpan(period.year, period.month, 1);
    case 'range':
      return { from: period.from, to: period.to };
  }
}

/** The period just before: the year before, Q1 -> Q4 of the year before, January -> December; a range -> as many days just before it. */
export function previousPeriod(period: Period): Period {
  switch (period.kind) {
    case 'year':
      return { kind: 'year', year: period.year - 1 };
    case 'quarter':
      return period.quarter === 1
        ? { kind: 'quarter', year: period.year - 1, quarter: 4 }
        : { kind: 'quarter', year: period.year, quarter: (period.quarter - 1) as 1 | 2 | 3 };
    case 'month':
      return period.month === 1
        ? { kind: 'month', year: period.year - 1, month: 12 }
        : { kind: 'month', year: period.year, month: period.month - 1 };
    case 'range': {
      const from = dayTime(period.from) as number;
      const to = dayTime(period.to) as number;
      const days = (to - from) / DAY_MS + 1;
      return { kind: 'range', from: dayText(from - days * DAY_MS), to: dayText(from - DAY_MS) };
    }
  }
}

/** The same day a year earlier; 29 February becomes 28 February. */
function dayLastYear(text: string): string {
  const [year, month, day] = text.split('-').map(Number);
  const time = Date.UTC(year - 1, month - 1, day);
  // Date.UTC rolls 29 Feb of a common year over to 1 March: take the month's last day instead
  return new Date(time).getUTCMonth() === month - 1 ? dayText(time) : dayText(Date.UTC(year - 1, month, 0));
}

/** The same period one year earlier. */
export function samePeriodLastYear(period: Period): Period {
  if (period.kind === 'range')
    return { kind: 'range', from: dayLastYear(period.from), to: dayLastYear(period.to) };
  return { ...period, year: period.year - 1 };
}

export function comparisonPeriod(period: Period, comparison: Comparison): Period {
  return comparison === 'previous' ? previousPeriod(period) : samePeriodLastYear(period);
}

/**
 * The period of another kind around the same time, for a picker switching kind: the year, quarter
 * or month holding the period's last day (the most recent part of it), or a range of its days.
 */
export function periodOfKind(period: Period, kind: PeriodKind): Period {
  const { from, to } = periodBounds(period);
  const [year, month] = to.split('-').map(Number);
  switch (kind) {
    case 'year':
      return { kind, year };
    case 'quarter':
      return { kind, year, quarter: (Math.floor((month - 1) / 3) + 1) as 1 | 2 | 3 | 4 };
    case 'month':
      return { kind, year, month };
    case 'range':
      return { kind, from, to };
  }
}

/** The figures of a period next to those of the period it is compared with. */
export const PERIOD_ROLES = ['current', 'comparison'] as const;
export type PeriodRole = (typeof PERIOD_ROLES)[number];

/** What each period answer row says about its period. */
export interface PeriodRowBase {
  role: PeriodRole;
  /** The period's text (canonical form). */
  period: string;
  /** First and last day, YYYY-MM-DD, both included. */
  from: string;
  to: string;
}
