import { describe, expect, it } from 'vitest';
import { monthsInPeriod, periodTotals, reportedYears } from '../../../src/pages/mom-care/momcare-period';
import type { MomCareRow } from '../../../contract';

const month = (value: string, deliveries = 10, caesareans = 1): MomCareRow => ({
  month: value,
  firstAncVisits: 20,
  anc4Visits: 10,
  anc4Coverage: 0.5,
  facilityDeliveries: deliveries,
  caesareanDeliveries: caesareans,
  caesareanShare: caesareans / deliveries,
  postnatalVisits: 7,
  referrals: 1,
});

const rows = ['2024-11', '2024-12', '2025-01', '2025-02', '2025-03'].map((value) => month(value));

describe('MomCare period selector', () => {
  it('"last N months" counts back from the latest reported month, oldest first', () => {
    expect(monthsInPeriod([...rows].reverse(), 'last3').map((row) => row.month)).toEqual([
      '2025-01',
      '2025-02',
      '2025-03',
    ]);
    expect(monthsInPeriod(rows, 'last12')).toHaveLength(5);
  });

  it('a year shows only its own months, and the years offered are those with data, newest first', () => {
    expect(monthsInPeriod(rows, 'year2024').map((row) => row.month)).toEqual(['2024-11', '2024-12']);
    expect(reportedYears(rows)).toEqual([2025, 2024]);
  });

  it('period shares are ratios of the sums, not averages of the monthly shares', () => {
    const totals = periodTotals([month('2025-01', 10, 5), month('2025-02', 90, 5)]);
    expect(totals.facilityDeliveries).toBe(100);
    expect(totals.caesareanShare).toBeCloseTo(0.1);
    expect(totals.anc4Coverage).toBeCloseTo(0.5);
    expect(periodTotals([]).caesareanShare).toBeNull();
  });
});
