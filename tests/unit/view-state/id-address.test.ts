/**
 * Item 2: "Invalid parameters fall back to the defaults with a notice, never a crash", for
 * the ids a page's own parameters name (Network's drill, Compare's `ids`, Benchmarking's
 * `facilityId` and `peers`).
 */
import { describe, expect, it } from 'vitest';
import { idFromAddress, idListFromAddress, knownIds, withIdList } from '../../../machines/shared/id-address';
import { selectionFromAddress } from '../../../src/pages/benchmarking/peer-benchmark.model';
import { comparedIds, readComparedIds } from '../../../src/pages/benchmarking-v2/comparison.model';
import { drillFromAddress, drillInPlaces } from '../../../src/pages/network/network-drill';

const address = (text: string) => new URLSearchParams(text);

describe('an id in the address', () => {
  it('is a positive integer as typed; anything else is the default and its parameter is named', () => {
    expect(idFromAddress(address('facilityId=12'), 'facilityId')).toEqual({ value: 12, invalid: [] });
    expect(idFromAddress(address(''), 'facilityId')).toEqual({ value: null, invalid: [] });
    for (const text of ['0', '-3', '1.5', 'abc', '', '1e3', '99999999999']) {
      expect([text, idFromAddress(address(`facilityId=${text}`), 'facilityId')]).toEqual([
        text,
        { value: null, invalid: ['facilityId'] },
      ]);
    }
  });

  it("a list keeps its readable ids, each once, up to the page's limit, and is named when it lost any", () => {
    expect(idListFromAddress(address('ids=12,7,40'), 'ids', 8)).toEqual({ value: [12, 7, 40], invalid: [] });
    expect(idListFromAddress(address('ids=12,x,7,12'), 'ids', 8)).toEqual({
      value: [12, 7],
      invalid: ['ids'],
    });
    expect(idListFromAddress(address('ids=1,2,3'), 'ids', 2)).toEqual({ value: [1, 2], invalid: ['ids'] });
  });

  it("an id the environment does not hold is dropped and named once the environment's answer is in", () => {
    expect(knownIds([12, 7], null, 'ids')).toEqual({ value: [12, 7], invalid: [] });
    expect(knownIds([12, 7], [7], 'ids')).toEqual({ value: [7], invalid: ['ids'] });
    expect(knownIds([12, 7], [7, 12], 'ids')).toEqual({ value: [12, 7], invalid: [] });
  });

  it('the corrected address keeps the other parameters', () => {
    expect(withIdList(address('env=afya-production&ids=1,x&region=4,7'), 'ids', [1])).toBe(
      'env=afya-production&ids=1&region=4,7',
    );
    expect(withIdList(address('env=afya-production&ids=x'), 'ids', [])).toBe('env=afya-production');
  });
});

describe("Compare facilities' ids", () => {
  it('unreadable parts and facilities outside the environment leave the comparison, named once as ids', () => {
    const read = readComparedIds(address('ids=5,oops,9'));
    expect(read.value).toEqual([5, 9]);
    expect(comparedIds(read, [5])).toEqual({ value: [5], invalid: ['ids'] });
    expect(comparedIds(readComparedIds(address('ids=5,9')), [5, 9])).toEqual({ value: [5, 9], invalid: [] });
  });
});

describe("Benchmarking's facility and peer group", () => {
  it('an unreadable facility is none chosen, an unknown peer group the whole network; both are named', () => {
    expect(selectionFromAddress(address('facilityId=abc&peers=galaxy'), null)).toEqual({
      value: { facilityId: null, peerGroup: 'network' },
      invalid: ['facilityId', 'peers'],
    });
    expect(selectionFromAddress(address('facilityId=12&peers=region'), null)).toEqual({
      value: { facilityId: 12, peerGroup: 'region' },
      invalid: [],
    });
  });

  it("a facility the environment does not hold (another environment's) is none chosen, and named", () => {
    expect(selectionFromAddress(address('facilityId=12&peers=level'), [])).toEqual({
      value: { facilityId: null, peerGroup: 'level' },
      invalid: ['facilityId'],
    });
    expect(selectionFromAddress(address('facilityId=12'), [12]).invalid).toEqual([]);
  });
});

describe("Network Level's drill-down", () => {
  it('an unreadable country is all countries; a region without a readable country is not drilled into', () => {
    expect(drillFromAddress(address('drillCountry=1&drillRegion=4'))).toEqual({
      value: { countryId: 1, regionId: 4 },
      invalid: [],
    });
    expect(drillFromAddress(address('drillCountry=x&drillRegion=4'))).toEqual({
      value: { countryId: undefined, regionId: undefined },
      invalid: ['drillCountry', 'drillRegion'],
    });
    expect(drillFromAddress(address('drillCountry=1&drillRegion=0'))).toEqual({
      value: { countryId: 1, regionId: undefined },
      invalid: ['drillRegion'],
    });
  });

  it('a country the environment lacks goes back to all countries; a region outside its country to the country', () => {
    const places = { countryIds: [1, 2], regionIds: [4, 5] };
    expect(drillInPlaces({ countryId: 9, regionId: 4 }, places)).toEqual({
      value: {},
      invalid: ['drillCountry', 'drillRegion'],
    });
    expect(drillInPlaces({ countryId: 1, regionId: 8 }, places)).toEqual({
      value: { countryId: 1 },
      invalid: ['drillRegion'],
    });
    expect(drillInPlaces({ countryId: 1, regionId: 4 }, places)).toEqual({
      value: { countryId: 1, regionId: 4 },
      invalid: [],
    });
  });

  it('until the places are known, the drill is kept as the address says', () => {
    expect(drillInPlaces({ countryId: 9, regionId: 4 }, { countryIds: null, regionIds: null })).toEqual({
      value: { countryId: 9, regionId: 4 },
      invalid: [],
    });
  });
});
