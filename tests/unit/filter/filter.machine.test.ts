import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTER,
  filterMachine,
  selectActiveFilterCount,
  selectCanEdit,
  selectIsDefault,
  selectPersisted,
} from '../../../machines/filter';
import { filterEvents } from '../../model/fixtures/filter.fixtures';
import { startInSystem } from '../../model/system-harness';

function startFilter(input: unknown = {}) {
  return startInSystem({ machine: filterMachine, systemId: 'filter', input });
}

describe('filter machine', () => {
  it('starts from the default filter, which is "default" with an active filter count of 1', () => {
    const { subject } = startFilter();
    expect(subject.getSnapshot().context.filter).toEqual(DEFAULT_FILTER);
    expect(selectIsDefault(subject.getSnapshot())).toBe(true);
    expect(selectActiveFilterCount(subject.getSnapshot())).toBe(1);
  });

  it('filter values are persisted: the restored slice is the starting filter and is what is saved', () => {
    const restored = { filter: { ...DEFAULT_FILTER, regionIds: [4, 5] } };
    const { subject } = startFilter({ restored });
    expect(subject.getSnapshot().context.filter.regionIds).toEqual([4, 5]);
    expect(selectIsDefault(subject.getSnapshot())).toBe(false);
    subject.send(filterEvents.narrowCountry);
    expect(selectPersisted(subject.getSnapshot())).toEqual({
      filter: { ...restored.filter, countryIds: [1] },
    });
  });

  it('a change of the facility filter sends sync.data with the wire filter and tracks "Qap filtered facilities"', () => {
    const { subject, sentTo } = startFilter();
    subject.send(filterEvents.narrowCountry);
    expect(sentTo('sync', 'sync.data')).toEqual([
      { type: 'sync.data', filter: { ...wireOf(DEFAULT_FILTER), countryIds: [1] } },
    ]);
    expect(sentTo('usage', 'usage.track')).toEqual([
      { type: 'usage.track', event: 'Qap filtered facilities', properties: { activeFilterCount: 2 } },
    ]);
  });

  it('a patch that changes nothing is not a change: nothing is sent', () => {
    const { subject, sentTo } = startFilter();
    subject.send(filterEvents.unchangedPatch);
    subject.send(filterEvents.reset);
    expect(sentTo('sync')).toEqual([]);
    expect(sentTo('usage')).toEqual([]);
  });

  it('filter.reset returns to the default filter and sends it', () => {
    const { subject, sentTo } = startFilter();
    subject.send(filterEvents.narrowCountry);
    subject.send(filterEvents.reset);
    expect(selectIsDefault(subject.getSnapshot())).toBe(true);
    expect(sentTo('sync', 'sync.data').at(-1)).toEqual({
      type: 'sync.data',
      filter: wireOf(DEFAULT_FILTER),
    });
  });

  it('an environment change resets the filter to the default (activeStates = [true]) and re-fetches data', () => {
    const { subject, sentTo } = startFilter({
      restored: { filter: { ...DEFAULT_FILTER, activeStates: [false] } },
    });
    subject.send(filterEvents.resetForEnvironment);
    expect(subject.getSnapshot().context.filter).toEqual(DEFAULT_FILTER);
    expect(sentTo('sync', 'sync.data')).toHaveLength(1);
  });

  it('selected contracts are sent as the chosen ids at once, without waiting for any contract data', () => {
    const { subject, sentTo } = startFilter();
    subject.send(filterEvents.selectContract);
    expect(sentTo('sync', 'sync.data')).toEqual([
      { type: 'sync.data', filter: { ...wireOf(DEFAULT_FILTER), contractIds: [1] } },
    ]);
    expect(sentTo('usage', 'usage.track')).toHaveLength(1);
  });

  it('a facility user has the filter reset to the default with activeStates emptied', () => {
    const { subject, sentTo } = startFilter({ restored: { filter: { ...DEFAULT_FILTER, countryIds: [7] } } });
    subject.send(filterEvents.facilityUser);
    expect(subject.getSnapshot().context.filter).toEqual({ ...DEFAULT_FILTER, activeStates: [] });
    expect(sentTo('sync', 'sync.data')).toEqual([
      { type: 'sync.data', filter: { ...wireOf(DEFAULT_FILTER), activeStates: [] } },
    ]);
    expect(selectIsDefault(subject.getSnapshot())).toBe(true);
  });

  it('a facility user cannot narrow the filter: filter.set is rejected with a reason', () => {
    const { subject, sentTo, emitted } = startFilter();
    subject.send(filterEvents.facilityUser);
    subject.send(filterEvents.narrowCountry);
    expect(subject.getSnapshot().context.filter).toEqual({ ...DEFAULT_FILTER, activeStates: [] });
    expect(selectCanEdit(subject.getSnapshot())).toBe(false);
    expect(emitted).toEqual([{ type: 'filter.rejected', reason: 'facilityUserCannotNarrow' }]);
    expect(sentTo('sync', 'sync.data')).toHaveLength(1);
  });

  it('a facility user keeps the widened filter across an environment change', () => {
    const { subject } = startFilter();
    subject.send(filterEvents.facilityUser);
    subject.send(filterEvents.resetForEnvironment);
    expect(subject.getSnapshot().context.filter.activeStates).toEqual([]);
  });

  it('a staff user signing in after a facility user gets the normal default filter and can edit it', () => {
    const { subject } = startFilter();
    subject.send(filterEvents.facilityUser);
    subject.send(filterEvents.staffUser);
    expect(subject.getSnapshot().context.filter).toEqual(DEFAULT_FILTER);
    expect(selectCanEdit(subject.getSnapshot())).toBe(true);
  });

  it("a facility user's locked filter is not what the browser keeps: the next user of it starts from the default", () => {
    const { subject } = startFilter();
    subject.send(filterEvents.facilityUser);
    expect(subject.getSnapshot().context.filter.activeStates).toEqual([]);
    expect(selectPersisted(subject.getSnapshot())).toEqual({ filter: DEFAULT_FILTER });
    // restored in the next tab before anyone has signed in, then a staff user signs in
    const next = startFilter({ restored: selectPersisted(subject.getSnapshot()) }).subject;
    next.send(filterEvents.staffUser);
    expect(next.getSnapshot().context.filter).toEqual(DEFAULT_FILTER);
  });

  it('a staff user signing in keeps the persisted filter', () => {
    const { subject, sentTo } = startFilter({ restored: { filter: { ...DEFAULT_FILTER, countryIds: [7] } } });
    subject.send(filterEvents.staffUser);
    expect(subject.getSnapshot().context.filter.countryIds).toEqual([7]);
    expect(sentTo('sync')).toEqual([]);
  });
});

/** The wire form written out: `_` keys removed, the contract selection under its wire names. */
function wireOf(filter: typeof DEFAULT_FILTER) {
  const { _contractIds, _contractGroups, ...wire } = filter;
  return { ...wire, contractIds: _contractIds, contractGroups: _contractGroups };
}
