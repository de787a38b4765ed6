import { describe, expect, it } from 'vitest';
import type { MomCarePeriodTotalsRow, MomCareRow } from '../../../contract';
import { parsePeriod } from '../../../contract/period';
import { momCareFigures, monthsInPeriod, reportedYears } from '../../../src/pages/mom-care/momcare-period';

const month = (value: string): MomCareRow => ({
  month: value,
  firstAncVisits: 20,
  anc4Visits: 10,
  anc4Coverage: 0.5,
  facilityDeliveries: 10,
  caesareanDeliveries: 1,
  caesareanShare: 0.1,
  postnatalVisits: 7,
  referrals: 1,
});

const rows = ['2025-03', '2024-11', '2024-12', '2025-01', '2025-02'].map(month);
const period = (text: string) => {
  const parsed = parsePeriod(text);
  if (!parsed) throw new Error(text);
  return parsed;
};
const monthsOf = (text: string) => monthsInPeriod(rows, period(text)).map((row) => row.month);

describe('MomCare months of a period', () => {
  it('a year, a quarter or a month shows its own months, oldest first', () => {
    expect(monthsOf('2024')).toEqual(['2024-11', '2024-12']);
    expect(monthsOf('2025-Q1')).toEqual(['2025-01', '2025-02', '2025-03']);
    expect(monthsOf('2024-Q4')).toEqual(['2024-11', '2024-12']);
    expect(monthsOf('2025-02')).toEqual(['2025-02']);
  });

  it('a custom range holds the months whose first day lies in it', () => {
    expect(monthsOf('2024-12-01..2025-01-31')).toEqual(['2024-12', '2025-01']);
    expect(monthsOf('2024-12-02..2025-02-01')).toEqual(['2025-01', '2025-02']);
  });

  it('the years offered are those with data, newest first', () => {
    expect(reportedYears(rows)).toEqual([2025, 2024]);
  });
});

const totals = (
  role: MomCarePeriodTotalsRow['role'],
  patch: Partial<MomCarePeriodTotalsRow>,
): MomCarePeriodTotalsRow => ({
  role,
  period: role === 'current' ? '2025-Q2' : '2025-Q1',
  from: '',
  to: '',
  monthsReported: 3,
  firstAncVisits: 300,
  anc4Visits: 150,
  anc4Coverage: 0.5,
  facilityDeliveries: 200,
  caesareanShare: 0.1,
  postnatalVisits: 100,
  referrals: 10,
  ...patch,
});

describe('MomCare figures against the comparison period', () => {
  it('a higher 4+ visits coverage is good news; more deliveries and a higher caesarean share carry no verdict', () => {
    const figures = momCareFigures([
      totals('current', { anc4Coverage: 0.56, facilityDeliveries: 230, caesareanShare: 0.12 }),
      totals('comparison', {}),
    ]);
    expect(figures?.deltas.anc4Coverage).toEqual({ direction: 'up', amount: 6, tone: 'positive' });
    expect(figures?.deltas.facilityDeliveries).toEqual({ direction: 'up', amount: 30, tone: 'neutral' });
    expect(figures?.deltas.caesareanShare).toEqual({ direction: 'up', amount: 2, tone: 'neutral' });
  });

  it('a comparison period without reported months has nothing to compare with', () => {
    const figures = momCareFigures([
      totals('current', {}),
      totals('comparison', {
        monthsReported: 0,
        firstAncVisits: 0,
        facilityDeliveries: 0,
        anc4Coverage: null,
        caesareanShare: null,
      }),
    ]);
    for (const delta of Object.values(figures?.deltas ?? {})) expect(delta.direction).toBe('unknown');
  });
});
