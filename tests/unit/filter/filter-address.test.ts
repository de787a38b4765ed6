/** The filter lives in readable, validated query parameters; bad ones fall back with a notice. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTER, filterFromAddress, filterToAddress, narrowFilter } from '../../../machines/filter';

const address = (text: string) => new URLSearchParams(text);

describe('the filter in the address', () => {
  it('reads readable names: places, levels (0 = uncertified), activity, contracts', () => {
    const { value, invalid } = filterFromAddress(
      address('country=1&region=4,7&level=0,3&active=yes&contract=none,12&contractGroup=2:9&category=5'),
    );
    expect(invalid).toEqual([]);
    expect(value).toMatchObject({
      countryIds: [1],
      regionIds: [4, 7],
      awardedLevels: [0, 3],
      activeStates: [true],
      _contractIds: [null, 12],
      _contractGroups: [{ roleId: 2, organizationId: 9 }],
      facilityCategoryIds: [5],
      districtIds: [],
    });
  });

  it('a missing parameter does not narrow: an address alone says which facilities are meant', () => {
    expect(filterFromAddress(address('')).value).toEqual({ ...DEFAULT_FILTER, activeStates: [] });
  });

  it('an unreadable parameter falls back to "any" and is named, the rest still applies', () => {
    const { value, invalid } = filterFromAddress(address('region=4,x&level=6&active=maybe&country=2'));
    expect(invalid).toEqual(['region', 'level', 'active']);
    expect(value.regionIds).toEqual([]);
    expect(value.awardedLevels).toEqual([]);
    expect(value.activeStates).toEqual([]);
    expect(value.countryIds).toEqual([2]);
  });

  it('refuses ids that are not positive integers, and more than 200 values in one parameter', () => {
    for (const bad of ['0', '-1', '1.5', '1e3', '', '12345678901']) {
      expect(filterFromAddress(address(`district=${bad}`)).invalid).toEqual(['district']);
    }
    const many = Array.from({ length: 201 }, (_, index) => index + 1).join(',');
    expect(filterFromAddress(address(`district=${many}`)).invalid).toEqual(['district']);
  });

  it('group=none is the facilities of no facility group (group 0), written back as none; group=0 is refused', () => {
    const { value, invalid } = filterFromAddress(address('group=none,7'));
    expect(invalid).toEqual([]);
    expect(value.facilityGroupIds).toEqual([0, 7]);
    expect(
      filterToAddress({ ...DEFAULT_FILTER, activeStates: [], facilityGroupIds: [0, 7] }).toString(),
    ).toBe('group=none%2C7');
    expect(filterFromAddress(address('group=0')).invalid).toEqual(['group']);
    expect(filterFromAddress(address('region=none')).invalid).toEqual(['region']);
  });

  it('writes only what narrows, and reads back the same filter', () => {
    const filter = {
      ...DEFAULT_FILTER,
      regionIds: [4],
      awardedLevels: [2, 0],
      activeStates: [false],
      _contractIds: [null],
    };
    const search = filterToAddress(filter);
    expect(search.toString()).toBe('region=4&level=2%2C0&contract=none&active=no');
    expect(filterFromAddress(search).value).toEqual(filter);
  });
});

describe('narrowing the filter to what a figure counts', () => {
  it('keeps the values the filter already allows', () => {
    const filter = { ...DEFAULT_FILTER, awardedLevels: [2, 3] };
    expect(narrowFilter(filter, { awardedLevels: [3] }).awardedLevels).toEqual([3]);
    expect(narrowFilter(DEFAULT_FILTER, { regionIds: [4] })).toMatchObject({
      regionIds: [4],
      activeStates: [true],
    });
  });

  it('never widens to "any" when the filter excludes the figure: the figure\'s own values are used', () => {
    const filter = { ...DEFAULT_FILTER, awardedLevels: [1] };
    expect(narrowFilter(filter, { awardedLevels: [4] }).awardedLevels).toEqual([4]);
  });
});

describe('the activity scope of a filter (what "0 inactive" would mean)', () => {
  it('[true] is active only, [false] inactive only, [] or both is all', async () => {
    const { activityScope } = await import('../../../machines/filter');
    expect(activityScope([true])).toBe('activeOnly');
    expect(activityScope([false])).toBe('inactiveOnly');
    expect(activityScope([])).toBe('all');
    expect(activityScope([true, false])).toBe('all');
  });
});
