import type { MomCareRow } from '../../../contract';

/** Last N reported months, or one calendar year. */
export type MomCarePeriod = `last${3 | 6 | 12}` | `year${number}`;

export const ROLLING_PERIODS: readonly MomCarePeriod[] = ['last12', 'last6', 'last3'];

/** The calendar years that hold reported months, newest first. */
export function reportedYears(rows: readonly MomCareRow[]): number[] {
  return [...new Set(rows.map((row) => Number(row.month.slice(0, 4))))].sort((a, b) => b - a);
}

/**
 * The months of the period, oldest first. "Last N months" counts back from the latest reported
 * month (not from today), so a facility that reports late still shows its recent figures.
 */
export function monthsInPeriod(rows: readonly MomCareRow[], period: MomCarePeriod): MomCareRow[] {
  const sorted = [...rows].sort((a, b) => a.month.localeCompare(b.month));
  if (period.startsWith('year')) {
    const year = period.slice(4);
    return sorted.filter((row) => row.month.startsWith(`${year}-`));
  }
  const latest = sorted.at(-1);
  if (!latest) return [];
  const count = Number(period.slice(4));
  const [year, month] = latest.month.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - count, 1)).toISOString().slice(0, 7);
  return sorted.filter((row) => row.month >= first);
}

export interface MomCareTotals {
  firstAncVisits: number;
  anc4Visits: number;
  /** anc4 / first ANC over the period, null without first visits. */
  anc4Coverage: number | null;
  facilityDeliveries: number;
  caesareanShare: number | null;
  postnatalVisits: number;
  referrals: number;
}

/** Sums over the period; the shares are ratios of the sums, not averages of monthly shares. */
export function periodTotals(rows: readonly MomCareRow[]): MomCareTotals {
  const sum = (pick: (row: MomCareRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const firstAncVisits = sum((row) => row.firstAncVisits);
  const anc4Visits = sum((row) => row.anc4Visits);
  const facilityDeliveries = sum((row) => row.facilityDeliveries);
  const caesareans = sum((row) => row.caesareanDeliveries);
  return {
    firstAncVisits,
    anc4Visits,
    anc4Coverage: firstAncVisits ? anc4Visits / firstAncVisits : null,
    facilityDeliveries,
    caesareanShare: facilityDeliveries ? caesareans / facilityDeliveries : null,
    postnatalVisits: sum((row) => row.postnatalVisits),
    referrals: sum((row) => row.referrals),
  };
}
