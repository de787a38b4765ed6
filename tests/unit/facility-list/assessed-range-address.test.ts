/**
 * A figure of a chosen period opens the facilities assessed between its first
 * and last day; the days travel in the list's address and in the wire filter (`assessedBetween`).
 */
import { describe, expect, it } from 'vitest';
import { wireFilterSchema } from '../../../contract/filter.schemas';
import { periodListDays, yearDaysInPeriod } from '../../../machines/facility-list/assessed-range-address';
import { listFromAddress, listToAddress } from '../../../machines/facility-list/list-address';
import { listWireFilter } from '../../../machines/facility-list/list-wire-filter';
import { DEFAULT_FILTER } from '../../../machines/filter';

const read = (query: string) => listFromAddress(new URLSearchParams(query));

describe('the list of the facilities assessed between two days, in its address', () => {
  it('a quarter at level 3 is a readable address that reads back as the same list and is sent with the filter', () => {
    const assessedBetween = { from: '2025-01-01', to: '2025-03-31', level: 3 };
    const path = listToAddress({ filter: DEFAULT_FILTER, assessedBetween });
    expect(path).toBe('/facilities?active=yes&assessedFrom=2025-01-01&assessedTo=2025-03-31&assessedLevel=3');
    const { value, invalid } = read(path.split('?')[1]);
    expect(invalid).toEqual([]);
    expect(value.assessedBetween).toEqual(assessedBetween);
    expect(value.assessedIn).toBeNull();
    expect(listWireFilter(value)).toMatchObject({ activeStates: [true], assessedBetween });
    expect(listWireFilter({ ...value, assessedBetween: null })).not.toHaveProperty('assessedBetween');
  });

  it('without a level it is every level; level 0 is uncertified', () => {
    expect(read('assessedFrom=2025-02-01&assessedTo=2025-02-28').value.assessedBetween).toEqual({
      from: '2025-02-01',
      to: '2025-02-28',
    });
    expect(
      read('assessedFrom=2025-02-01&assessedTo=2025-02-28&assessedLevel=0').value.assessedBetween,
    ).toEqual({
      from: '2025-02-01',
      to: '2025-02-28',
      level: 0,
    });
  });

  it.each([
    ['one day alone', 'assessedFrom=2025-01-01'],
    ['no real day', 'assessedFrom=2025-02-01&assessedTo=2025-02-30'],
    ['a start after the end', 'assessedFrom=2025-04-01&assessedTo=2025-03-31'],
    ['more than ten years', 'assessedFrom=2000-01-01&assessedTo=2024-12-31'],
    ['not a day', 'assessedFrom=2025-Q1&assessedTo=2025-Q2'],
  ])('an unreadable range (%s) is dropped and both its names are given for the notice', (_, query) => {
    const { value, invalid } = read(`${query}&level=3`);
    expect(invalid).toEqual(['assessedFrom', 'assessedTo']);
    expect(value.assessedBetween).toBeNull();
    // the rest of the address still counts
    expect(value.filter.awardedLevels).toEqual([3]);
  });

  it('a level with neither a year nor days, or outside 0-5, is dropped and named', () => {
    expect(read('assessedLevel=3').invalid).toEqual(['assessedLevel']);
    const { value, invalid } = read('assessedFrom=2025-01-01&assessedTo=2025-03-31&assessedLevel=7');
    expect(invalid).toEqual(['assessedLevel']);
    expect(value.assessedBetween).toEqual({ from: '2025-01-01', to: '2025-03-31' });
  });
});

describe('which days a period figure opens', () => {
  it('a period within one calendar year opens its days: a facility is assessed at most once a year, so as many facilities as assessments', () => {
    expect(periodListDays({ from: '2025-04-01', to: '2025-06-30' })).toEqual({
      from: '2025-04-01',
      to: '2025-06-30',
    });
    expect(periodListDays({ from: '2025-02-10', to: '2025-11-03' })).toEqual({
      from: '2025-02-10',
      to: '2025-11-03',
    });
  });

  it('a period across years opens nothing: a facility assessed in both years counts twice', () => {
    expect(periodListDays({ from: '2024-12-04', to: '2025-01-31' })).toBeNull();
  });

  it("a Yearly Performance column of a chosen period opens that year's days of the period", () => {
    const range = { from: '2023-07-01', to: '2025-03-31' };
    expect(yearDaysInPeriod(2023, range)).toEqual({ from: '2023-07-01', to: '2023-12-31' });
    expect(yearDaysInPeriod(2024, range)).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(yearDaysInPeriod(2025, range)).toEqual({ from: '2025-01-01', to: '2025-03-31' });
  });
});

describe('the wire filter accepts only a real range of days (contract)', () => {
  it('accepts a quarter at a level and a custom range', () => {
    expect(
      wireFilterSchema.safeParse({ assessedBetween: { from: '2025-01-01', to: '2025-03-31', level: 0 } })
        .success,
    ).toBe(true);
    expect(
      wireFilterSchema.safeParse({ assessedBetween: { from: '2024-02-29', to: '2024-02-29' } }).success,
    ).toBe(true);
  });

  it.each([
    ['a start after the end', { from: '2025-04-01', to: '2025-03-31' }],
    ['no real day', { from: '2025-02-29', to: '2025-03-31' }],
    ['more than ten years', { from: '2000-01-01', to: '2024-12-31' }],
    ['a time, not a day', { from: '2025-01-01T00:00:00Z', to: '2025-03-31' }],
    ['a missing end', { from: '2025-01-01' }],
    ['a level of 6', { from: '2025-01-01', to: '2025-03-31', level: 6 }],
    ['an unknown key', { from: '2025-01-01', to: '2025-03-31', extra: 1 }],
    ['a number', { from: 20250101, to: 20250331 }],
  ])('refuses %s, saying why', (_, assessedBetween) => {
    const parsed = wireFilterSchema.safeParse({ assessedBetween });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].path[0]).toBe('assessedBetween');
  });
});
