import { describe, expect, it } from 'vitest';
import {
  comparisonPeriod,
  formatPeriod,
  parsePeriod,
  periodBounds,
  periodOfKind,
  previousPeriod,
  samePeriodLastYear,
} from '../../../contract/period';
import { periodSchema } from '../../../contract/period.schemas';

/** The bounds of a period text, for short expectations. */
const bounds = (text: string) => periodBounds(parsePeriod(text) ?? fail(text));
const previous = (text: string) => formatPeriod(previousPeriod(parsePeriod(text) ?? fail(text)));
const lastYear = (text: string) => formatPeriod(samePeriodLastYear(parsePeriod(text) ?? fail(text)));
function fail(text: string): never {
  throw new Error(`${text} should be a period`);
}

describe('the period an address names (year, quarter, month, custom range)', () => {
  it.each([
    ['2025', { from: '2025-01-01', to: '2025-12-31' }],
    ['2025-Q1', { from: '2025-01-01', to: '2025-03-31' }],
    ['2025-Q3', { from: '2025-07-01', to: '2025-09-30' }],
    ['2025-Q4', { from: '2025-10-01', to: '2025-12-31' }],
    ['2025-07', { from: '2025-07-01', to: '2025-07-31' }],
    ['2024-02', { from: '2024-02-01', to: '2024-02-29' }],
    ['2025-02', { from: '2025-02-01', to: '2025-02-28' }],
    ['2025-01-01..2025-06-30', { from: '2025-01-01', to: '2025-06-30' }],
    ['2025-03-05..2025-03-05', { from: '2025-03-05', to: '2025-03-05' }],
  ])('%s covers %o, both days included', (text, expected) => {
    expect(bounds(text)).toEqual(expected);
  });

  it.each([
    '',
    '25',
    '2025-Q0',
    '2025-Q5',
    '2025-13',
    '2025-00',
    '2025-7',
    '0999',
    '2025-02-30..2025-03-01',
    '2025-06-30..2025-01-01',
    '2025-01-01...2025-02-01',
    '2025-01-01..',
    '2000-01-01..2012-01-01',
    '2025 ',
    'last12',
  ])('%j names no period', (text) => {
    expect(parsePeriod(text)).toBeNull();
    expect(periodSchema.safeParse(text).success).toBe(false);
  });

  it('a leap day is a real day only in a leap year', () => {
    expect(parsePeriod('2024-02-29..2024-03-01')).not.toBeNull();
    expect(parsePeriod('2023-02-29..2023-03-01')).toBeNull();
    expect(parsePeriod('1900-02-29..1900-03-01')).toBeNull();
  });

  it('reading and writing a period give the same text back', () => {
    for (const text of ['2025', '2025-Q2', '2025-11', '2024-02-29..2024-12-31']) {
      expect(formatPeriod(parsePeriod(text) ?? fail(text))).toBe(text);
    }
  });
});

describe('the previous period', () => {
  it.each([
    ['2025', '2024'],
    ['2025-Q3', '2025-Q2'],
    ['2025-Q1', '2024-Q4'],
    ['2025-07', '2025-06'],
    ['2025-01', '2024-12'],
    // 181 days (1 Jan - 30 Jun 2025) just before: 4 Jul - 31 Dec 2024
    ['2025-01-01..2025-06-30', '2024-07-04..2024-12-31'],
    // 29 days of a leap February: the 29 days before 1 Feb 2024
    ['2024-02-01..2024-02-29', '2024-01-03..2024-01-31'],
    ['2025-03-01..2025-03-01', '2025-02-28..2025-02-28'],
  ])('before %s comes %s', (text, expected) => {
    expect(previous(text)).toBe(expected);
  });
});

describe('the same period last year', () => {
  it.each([
    ['2025', '2024'],
    ['2025-Q3', '2024-Q3'],
    ['2025-Q1', '2024-Q1'],
    ['2025-07', '2024-07'],
    ['2025-01-01..2025-06-30', '2024-01-01..2024-06-30'],
    // 29 February has no twin in 2023: the last day of February stands in
    ['2024-02-29..2024-03-31', '2023-02-28..2023-03-31'],
    ['2024-01-01..2024-02-29', '2023-01-01..2023-02-28'],
  ])('a year before %s is %s', (text, expected) => {
    expect(lastYear(text)).toBe(expected);
  });

  it('the comparison names which of the two is meant', () => {
    const period = parsePeriod('2025-Q1') ?? fail('2025-Q1');
    expect(formatPeriod(comparisonPeriod(period, 'previous'))).toBe('2024-Q4');
    expect(formatPeriod(comparisonPeriod(period, 'lastYear'))).toBe('2024-Q1');
  });
});

describe('switching the kind of period keeps its most recent part', () => {
  it.each([
    ['2025', 'quarter', '2025-Q4'],
    ['2025', 'month', '2025-12'],
    ['2025', 'range', '2025-01-01..2025-12-31'],
    ['2025-Q2', 'month', '2025-06'],
    ['2025-Q2', 'year', '2025'],
    ['2025-08', 'quarter', '2025-Q3'],
    ['2025-02', 'range', '2025-02-01..2025-02-28'],
    ['2024-11-15..2025-02-10', 'month', '2025-02'],
    ['2024-11-15..2025-02-10', 'quarter', '2025-Q1'],
  ] as const)('%s as a %s is %s', (text, kind, expected) => {
    expect(formatPeriod(periodOfKind(parsePeriod(text) ?? fail(text), kind))).toBe(expected);
  });
});
