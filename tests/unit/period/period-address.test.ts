import { describe, expect, it } from 'vitest';
import { formatPeriod, type Period } from '../../../contract/period';
import { periodFromAddress, withoutParams, withPeriodParams } from '../../../machines/shared/period-address';

const LATEST_YEAR: Period = { kind: 'year', year: 2025 };
const read = (query: string) => {
  const { value, invalid } = periodFromAddress(new URLSearchParams(query), LATEST_YEAR);
  return { period: formatPeriod(value.period), compareTo: value.compareTo, chosen: value.chosen, invalid };
};

describe('the period in the address (validated query parameters, invalid ones fall back with a notice)', () => {
  it('without a period the page shows its default, compared with the previous period', () => {
    expect(read('level=3')).toEqual({ period: '2025', compareTo: 'previous', chosen: false, invalid: [] });
  });

  it('reads a quarter, a month and a custom range with the comparison', () => {
    expect(read('period=2024-Q3&compare=lastYear')).toMatchObject({
      period: '2024-Q3',
      compareTo: 'lastYear',
      chosen: true,
    });
    expect(read('period=2024-07')).toMatchObject({ period: '2024-07', compareTo: 'previous' });
    expect(read('period=2025-01-01..2025-06-30').period).toBe('2025-01-01..2025-06-30');
  });

  it('an unreadable period or comparison falls back to the default and is named', () => {
    expect(read('period=2025-Q7&compare=lastYear')).toEqual({
      period: '2025',
      compareTo: 'lastYear',
      chosen: false,
      invalid: ['period'],
    });
    expect(read('period=2024&compare=tomorrow')).toMatchObject({
      period: '2024',
      compareTo: 'previous',
      invalid: ['compare'],
    });
  });

  it('choosing a period keeps the filter’s parameters; the default comparison is left out', () => {
    const current = new URLSearchParams('env=afya-production&level=3,4&compare=lastYear');
    expect(
      withPeriodParams(current, {
        period: { kind: 'quarter', year: 2025, quarter: 2 },
        compareTo: 'previous',
      }),
    ).toBe('env=afya-production&level=3,4&period=2025-Q2');
    expect(
      withPeriodParams(current, {
        period: { kind: 'range', from: '2025-01-01', to: '2025-03-15' },
        compareTo: 'lastYear',
      }),
    ).toBe('env=afya-production&level=3,4&compare=lastYear&period=2025-01-01..2025-03-15');
  });

  it('the unreadable parameters are removed and the rest kept', () => {
    expect(withoutParams(new URLSearchParams('level=3&period=nope&compare=x'), ['period', 'compare'])).toBe(
      'level=3',
    );
  });
});
