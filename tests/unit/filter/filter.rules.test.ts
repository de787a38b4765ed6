import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_FILTER,
  FACILITY_USER_FILTER,
  isFacilityActive,
  removeUnderscoreKeys,
  toWireFilter,
} from '../../../machines/filter';

const none = { isCertActive: false, isSelfActive: false, isEntryActive: false };

describe('filter rules', () => {
  it('the default filter has empty lists, activeStates = [true] and intakeFilters unset', () => {
    expect(DEFAULT_FILTER).toEqual({
      countryIds: [],
      regionIds: [],
      districtIds: [],
      _contractIds: [],
      _contractGroups: [],
      awardedLevels: [],
      facilityCategoryIds: [],
      activeStates: [true],
      facilityGroupIds: [],
      surveyIds: [],
    });
    expect('intakeFilters' in DEFAULT_FILTER).toBe(false);
  });

  it('a facility is active if any of isCertActive, isSelfActive, isEntryActive is true', () => {
    expect(isFacilityActive(none)).toBe(false);
    expect(isFacilityActive({ ...none, isCertActive: true })).toBe(true);
    expect(isFacilityActive({ ...none, isSelfActive: true })).toBe(true);
    expect(isFacilityActive({ ...none, isEntryActive: true })).toBe(true);
  });

  it('filter keys starting with an underscore are removed before the filter is sent', () => {
    expect(removeUnderscoreKeys({ a: 1, _b: 2, c_: 3 })).toEqual({ a: 1, c_: 3 });
    const wire = toWireFilter({ ...DEFAULT_FILTER, _contractIds: [1] });
    expect(Object.keys(wire).filter((key) => key.startsWith('_'))).toEqual([]);
  });

  it('the active filter count is the number of non-empty values, each array entry counted', () => {
    expect(activeFilterCount(DEFAULT_FILTER)).toBe(1);
    expect(activeFilterCount(FACILITY_USER_FILTER)).toBe(0);
    expect(
      activeFilterCount({
        ...DEFAULT_FILTER,
        countryIds: [1, 2],
        _contractIds: [null],
        intakeFilters: { a: 1 },
      }),
    ).toBe(5);
  });

  it('the contract selection is sent as chosen (contracts with null, groups) for the server to resolve', () => {
    const groups = [{ roleId: 1, organizationId: 100 }];
    const wire = toWireFilter({ ...DEFAULT_FILTER, _contractIds: [3, null], _contractGroups: groups });
    expect(wire).toMatchObject({ contractIds: [3, null], contractGroups: groups });
    expect(wire).not.toHaveProperty('contractFacilityIds');
  });

  it('no contract or group selected sends empty selections, which do not narrow', () => {
    const wire = toWireFilter(DEFAULT_FILTER);
    expect(wire.contractIds).toEqual([]);
    expect(wire.contractGroups).toEqual([]);
    expect(wire).not.toHaveProperty('contractFacilityIds');
  });
});
