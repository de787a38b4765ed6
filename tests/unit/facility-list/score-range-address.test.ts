/** A heat-map cell opens the list of the facilities scoring one service element in a range. */
import { describe, expect, it } from 'vitest';
import { listFromAddress, listToAddress } from '../../../machines/facility-list/list-address';
import { DEFAULT_FILTER, toWireFilter } from '../../../machines/filter';

const range = { serviceElementId: 3, minScore: 65, maxScore: 74 };
const narrowed = {
  ...DEFAULT_FILTER,
  intakeFilters: { filterType: 'ByServiceElementScore', ...range },
};

describe('a service element score range in the list address', () => {
  it('is written as element and score, and reads back as the same list', () => {
    const path = listToAddress({ filter: narrowed });
    expect(path).toBe('/facilities?active=yes&element=3&score=65-74');
    const { value, invalid } = listFromAddress(new URLSearchParams(path.split('?')[1]));
    expect(invalid).toEqual([]);
    expect(value.filter).toEqual(narrowed);
  });

  it("is sent to the server as the contract's ByServiceElementScore intake filter", () => {
    const { value } = listFromAddress(new URLSearchParams('element=3&score=65-74'));
    expect(toWireFilter(value.filter).intakeFilters).toEqual({
      filterType: 'ByServiceElementScore',
      serviceElementId: 3,
      minScore: 65,
      maxScore: 74,
    });
  });

  it('one without the other, or an unreadable range, is dropped and both are named', () => {
    for (const text of [
      'element=3',
      'score=10-20',
      'element=x&score=1-2',
      'element=3&score=80-70',
      'element=3&score=0-101',
      'element=3&score=5',
    ]) {
      const { value, invalid } = listFromAddress(new URLSearchParams(text));
      expect({ text, invalid, intake: value.filter.intakeFilters }).toEqual({
        text,
        invalid: ['element', 'score'],
        intake: undefined,
      });
    }
  });

  it('a list without a range has none in its address', () => {
    expect(listToAddress({ filter: DEFAULT_FILTER })).toBe('/facilities?active=yes');
  });
});
