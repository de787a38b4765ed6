import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_FILTER,
  FACILITY_USER_FILTER,
  isFacilityActive,
  removeUnderscoreKeys,
  resolveContractFacilityIds,
  toWireFilter,
} from '../../../machines/filter';
import { CONTRACT_LOOKUP } from '../../model/fixtures/filter.fixtures';

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
    const wire = toWireFilter({ ...DEFAULT_FILTER, _contractIds: [1] }, CONTRACT_LOOKUP);
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

  it('selecting contracts turns them into the union of their facility ids', () => {
    const ids = resolveContractFacilityIds({ _contractIds: [1, 2], _contractGroups: [] }, CONTRACT_LOOKUP);
    expect(ids).toEqual([10, 11, 12]);
  });

  it('a selected contract value of null also adds facilities belonging to no contract', () => {
    expect(
      resolveContractFacilityIds({ _contractIds: [null], _contractGroups: [] }, CONTRACT_LOOKUP),
    ).toEqual([20, 21]);
    expect(
      resolveContractFacilityIds({ _contractIds: [3, null], _contractGroups: [] }, CONTRACT_LOOKUP),
    ).toEqual([13, 20, 21]);
  });

  it('selecting contract groups keeps only facilities of contracts with an organization matching both role and organization', () => {
    // Contract 2 has role 1 with organization 200; contract 3 has role 2 with organization 100.
    // The group {role 1, organization 100} matches only contract 1, although contracts 2 and 3
    // each match one of the two values.
    const ids = resolveContractFacilityIds(
      { _contractIds: [], _contractGroups: [{ roleId: 1, organizationId: 100 }] },
      CONTRACT_LOOKUP,
    );
    expect(ids).toEqual([10, 11]);
    const narrowed = resolveContractFacilityIds(
      { _contractIds: [2, 3], _contractGroups: [{ roleId: 1, organizationId: 200 }] },
      CONTRACT_LOOKUP,
    );
    expect(narrowed).toEqual([11, 12]);
  });

  it('no contract or group selected means no contract restriction is sent', () => {
    expect(
      resolveContractFacilityIds({ _contractIds: [], _contractGroups: [] }, CONTRACT_LOOKUP),
    ).toBeUndefined();
    expect(toWireFilter(DEFAULT_FILTER, CONTRACT_LOOKUP)).not.toHaveProperty('contractFacilityIds');
    expect(
      toWireFilter({ ...DEFAULT_FILTER, _contractIds: [1] }, CONTRACT_LOOKUP).contractFacilityIds,
    ).toEqual([10, 11]);
  });
});
