/** How the filtered pages' address and the filter machine agree. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTER, type FilterValues, syncFilterWithAddress } from '../../../machines/filter';

const at = (filter: FilterValues, canEdit = true) => ({
  filter,
  canEdit,
  environmentId: 'afya-production',
  environmentIds: ['afya-production', 'afya-training'],
});

const address = (text: string) => new URLSearchParams(text);

describe('the filter and the address of a filtered page', () => {
  it("an address without a filter (a menu link) gets the current filter written in, keeping the page's own parameters", () => {
    const filter = { ...DEFAULT_FILTER, regionIds: [4] };
    expect(syncFilterWithAddress(address('facilityId=12'), at(filter))).toEqual({
      kind: 'write',
      search: 'facilityId=12&env=afya-production&region=4&active=yes',
      invalid: [],
    });
  });

  it('"any activity" is written as active=all, so a copied address never falls back to the reader\'s own filter', () => {
    const sync = syncFilterWithAddress(address(''), at({ ...DEFAULT_FILTER, activeStates: [] }));
    expect(sync).toMatchObject({ kind: 'write', search: 'env=afya-production&active=all' });
  });

  it('a shared address (or Back) is applied to the filter', () => {
    expect(
      syncFilterWithAddress(address('env=afya-production&level=3&active=yes'), at(DEFAULT_FILTER)),
    ).toEqual({
      kind: 'apply',
      filter: { ...DEFAULT_FILTER, awardedLevels: [3] },
    });
  });

  it('an address naming the current filter changes nothing', () => {
    expect(
      syncFilterWithAddress(address('env=afya-production&active=yes&drillCountry=2'), at(DEFAULT_FILTER)),
    ).toEqual({
      kind: 'inSync',
    });
  });

  it('an unreadable part falls back to "any", the rest applies, and the address is rewritten with the names dropped', () => {
    expect(syncFilterWithAddress(address('level=7&region=4&active=yes'), at(DEFAULT_FILTER))).toEqual({
      kind: 'write',
      search: 'env=afya-production&region=4&active=yes',
      invalid: ['level'],
      apply: { ...DEFAULT_FILTER, regionIds: [4] },
    });
  });

  it('a facility user cannot be narrowed by an address: it is rewritten to their fixed filter', () => {
    const fixed = { ...DEFAULT_FILTER, activeStates: [] };
    expect(syncFilterWithAddress(address('level=3'), at(fixed, false))).toEqual({
      kind: 'write',
      search: 'env=afya-production&active=all',
      invalid: [],
    });
  });

  it("an address of another of the user's environments selects it; another tenant's is Not Authorized", () => {
    expect(syncFilterWithAddress(address('env=afya-training&level=3'), at(DEFAULT_FILTER))).toEqual({
      kind: 'selectEnvironment',
      id: 'afya-training',
    });
    expect(syncFilterWithAddress(address('env=maisha-production&level=3'), at(DEFAULT_FILTER))).toEqual({
      kind: 'notAuthorized',
    });
  });
});
