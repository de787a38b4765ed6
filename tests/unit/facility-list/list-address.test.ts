/** The drill-through list's filter, search, sort and page are one readable address. */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST,
  listFromAddress,
  listToAddress,
  offsetOf,
} from '../../../machines/facility-list/list-address';
import { listWireFilter } from '../../../machines/facility-list/list-wire-filter';
import { DEFAULT_FILTER } from '../../../machines/filter';

describe('the drill-through list address', () => {
  it('a list address reads back as the same list (a copied link shows the same view)', () => {
    const list = {
      filter: { ...DEFAULT_FILTER, regionIds: [4, 7], awardedLevels: [3] },
      search: 'upendo hos',
      sort: 'latestScore' as const,
      direction: 'desc' as const,
      page: 3,
      latestYears: [],
      assessedIn: null,
      assessedBetween: null,
    };
    const path = listToAddress(list);
    expect(path).toBe(
      '/facilities?region=4,7&level=3&active=yes&q=upendo+hos&sort=latestScore&dir=desc&page=3',
    );
    expect(listFromAddress(new URLSearchParams(path.split('?')[1]))).toEqual({ value: list, invalid: [] });
  });

  it("names its environment first, so a copied list opens in that environment (and the list's own reading ignores it)", () => {
    const path = listToAddress({ filter: { ...DEFAULT_FILTER, awardedLevels: [3] } }, 'afya-production');
    expect(path).toBe('/facilities?env=afya-production&level=3&active=yes');
    expect(listFromAddress(new URLSearchParams(path.split('?')[1])).invalid).toEqual([]);
  });

  it('defaults are left out of the address', () => {
    expect(listToAddress({ filter: { ...DEFAULT_FILTER, activeStates: [] }, ...DEFAULT_LIST })).toBe(
      '/facilities',
    );
  });

  it('an unknown sort, a bad direction or page, or an over-long search fall back to the defaults and are named', () => {
    const { value, invalid } = listFromAddress(
      new URLSearchParams(`sort=password&dir=up&page=0&q=${'x'.repeat(101)}&level=3`),
    );
    expect(invalid).toEqual(['q', 'sort', 'dir', 'page']);
    expect(value).toMatchObject({ ...DEFAULT_LIST, filter: { awardedLevels: [3] } });
  });

  it('a pivot cell by year keeps its years (none = never assessed) and sends them with the filter', () => {
    const path = listToAddress({ filter: { ...DEFAULT_FILTER, regionIds: [4] }, latestYears: [2023, 0] });
    expect(path).toBe('/facilities?region=4&active=yes&year=2023,none');
    const { value, invalid } = listFromAddress(new URLSearchParams(path.split('?')[1]));
    expect(invalid).toEqual([]);
    expect(value.latestYears).toEqual([2023, 0]);
    expect(listWireFilter(value)).toMatchObject({ regionIds: [4], latestYears: [2023, 0] });
    expect(listWireFilter({ ...value, latestYears: [] })).not.toHaveProperty('latestYears');
  });

  it('a year that is not a year falls back to any year and is named', () => {
    const { value, invalid } = listFromAddress(new URLSearchParams('year=2023,soon'));
    expect(invalid).toEqual(['year']);
    expect(value.latestYears).toEqual([]);
  });

  it('a Yearly figure keeps the year (and level) of the assessment and sends it with the filter', () => {
    const path = listToAddress({ filter: DEFAULT_FILTER, assessedIn: { year: 2024, level: 0 } });
    expect(path).toBe('/facilities?active=yes&assessedYear=2024&assessedLevel=0');
    const { value, invalid } = listFromAddress(new URLSearchParams(path.split('?')[1]));
    expect(invalid).toEqual([]);
    expect(listWireFilter(value)).toMatchObject({ assessedIn: { year: 2024, level: 0 } });
    expect(listWireFilter({ ...value, assessedIn: null })).not.toHaveProperty('assessedIn');
    expect(listFromAddress(new URLSearchParams('assessedYear=2024')).value.assessedIn).toEqual({
      year: 2024,
    });
  });

  it('an assessment year that is not a year, or a level without a year or outside 0-5, is dropped and named', () => {
    expect(listFromAddress(new URLSearchParams('assessedYear=soon&assessedLevel=3'))).toMatchObject({
      value: { assessedIn: null },
      invalid: ['assessedYear'],
    });
    expect(listFromAddress(new URLSearchParams('assessedLevel=3'))).toMatchObject({
      value: { assessedIn: null },
      invalid: ['assessedLevel'],
    });
    expect(listFromAddress(new URLSearchParams('assessedYear=2024&assessedLevel=6'))).toMatchObject({
      value: { assessedIn: { year: 2024 } },
      invalid: ['assessedLevel'],
    });
  });

  it('page 3 of 25 rows starts at row 50', () => {
    expect(offsetOf(3)).toBe(50);
  });
});
