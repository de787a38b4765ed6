/**
 * Item 2: "Back and Forward take one press per step". Which side changed (the address, or
 * the filter / environment in the portal) is told by what the two agreed on last.
 */
import { describe, expect, it } from 'vitest';
import {
  type AgreedAddress,
  agreedAfter,
  DEFAULT_FILTER,
  type FilterAddressSync,
  type FilterValues,
  syncFilterWithAddress,
} from '../../../machines/filter';

const LEVEL_2: FilterValues = { ...DEFAULT_FILTER, awardedLevels: [2] };
const ALL_ADDRESS = 'env=afya-production&active=yes';
const LEVEL_2_ADDRESS = 'env=afya-production&level=2&active=yes';

const at = (filter: FilterValues, previous: AgreedAddress | null, environmentId = 'afya-production') => ({
  filter,
  canEdit: true,
  environmentId,
  environmentIds: ['afya-production', 'afya-training'],
  previous,
});
const agreed = (search: string, filter: FilterValues, environmentId = 'afya-production') => ({
  search,
  filter,
  environmentId,
});
const address = (text: string) => new URLSearchParams(text);

describe('the filter and the address: which side changed', () => {
  it('a filter chosen in the panel under the agreed address is a new step of the history', () => {
    expect(
      syncFilterWithAddress(address(ALL_ADDRESS), at(LEVEL_2, agreed(ALL_ADDRESS, DEFAULT_FILTER))),
    ).toEqual({
      kind: 'push',
      search: LEVEL_2_ADDRESS,
    });
  });

  it("Back to the previous address is applied to the filter, even before the portal's new address was drawn", () => {
    // The panel's change asked for the level-2 address; Back brought the old one back at once.
    const previous = agreedAfter({ kind: 'push', search: LEVEL_2_ADDRESS }, address(ALL_ADDRESS), {
      filter: LEVEL_2,
      environmentId: 'afya-production',
    });
    expect(syncFilterWithAddress(address(ALL_ADDRESS), at(LEVEL_2, previous))).toEqual({
      kind: 'apply',
      filter: DEFAULT_FILTER,
    });
  });

  it('once the portal has applied an address, the filter it applied is not written back as a new step', () => {
    const previous = agreedAfter({ kind: 'apply', filter: DEFAULT_FILTER }, address(ALL_ADDRESS), {
      filter: LEVEL_2,
      environmentId: 'afya-production',
    });
    expect(syncFilterWithAddress(address(ALL_ADDRESS), at(DEFAULT_FILTER, previous))).toEqual({
      kind: 'inSync',
    });
  });

  it('another environment chosen in the header is a new step of the address; the same switch named by the address selects it', () => {
    const header = syncFilterWithAddress(
      address(ALL_ADDRESS),
      at(DEFAULT_FILTER, agreed(ALL_ADDRESS, DEFAULT_FILTER), 'afya-training'),
    );
    expect(header).toEqual({ kind: 'push', search: 'env=afya-training&active=yes' });
    const link = syncFilterWithAddress(
      address('env=afya-training&active=yes'),
      at(DEFAULT_FILTER, agreed(ALL_ADDRESS, DEFAULT_FILTER)),
    );
    expect(link).toEqual({ kind: 'selectEnvironment', id: 'afya-training' });
  });

  it('a page just opened (nothing agreed yet) takes its filter from the address', () => {
    expect(syncFilterWithAddress(address(LEVEL_2_ADDRESS), at(DEFAULT_FILTER, null))).toEqual({
      kind: 'apply',
      filter: LEVEL_2,
    });
  });

  it('what was agreed after a rewrite is the rewritten address and the filter it applied', () => {
    const rewrite: FilterAddressSync = {
      kind: 'write',
      search: 'env=afya-production&region=4&active=yes',
      invalid: ['level'],
      apply: { ...DEFAULT_FILTER, regionIds: [4] },
    };
    expect(
      agreedAfter(rewrite, address('level=7&region=4&active=yes'), {
        filter: DEFAULT_FILTER,
        environmentId: 'afya-production',
      }),
    ).toEqual({
      search: 'env=afya-production&region=4&active=yes',
      filter: { ...DEFAULT_FILTER, regionIds: [4] },
      environmentId: 'afya-production',
    });
  });
});
