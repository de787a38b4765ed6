import { describe, expect, it } from 'vitest';
import { FILTER_OPTION_SOURCES, selectOptionSource } from '../../../machines/filter-options';
import { startOptionsSystem } from './filter-options.harness';

/** Spec sections 5 and 7: the filter's options for the user's environment, regions by country, districts by both. */
const ALL_SOURCES = [
  'countries',
  'regions',
  'districts',
  'contracts',
  'facilityGroups',
  'surveys',
  'categories',
];

async function signedInWithEnvironment() {
  const system = startOptionsSystem();
  system.signIn();
  system.selectEnvironment('env-a');
  await system.settle();
  system.requests.length = 0;
  return system;
}

describe('filter options (loaded by a machine the app actor spawns)', () => {
  it('nothing is loaded before a signed-in user has an environment', async () => {
    const { requests, signIn, selectEnvironment, settle, optionsActor } = startOptionsSystem();
    selectEnvironment('env-a');
    await settle();
    expect(requests).toEqual([]);
    expect(optionsActor().getSnapshot().matches('waiting')).toBe(true);
    signIn();
    await settle();
    expect(requests.map((request) => request.key).sort()).toEqual([...ALL_SOURCES].sort());
  });

  it('every source is a child with its options: seven sources', async () => {
    const { optionsActor } = await signedInWithEnvironment();
    expect(FILTER_OPTION_SOURCES).toHaveLength(7);
    const countries = selectOptionSource('countries')(optionsActor().getSnapshot());
    expect(countries?.getSnapshot().context.result?.data).toEqual([{ id: 1, name: 'countries' }]);
  });

  it('regions are asked for the chosen countries, districts for the chosen countries and regions', async () => {
    const { requests, setFilter, settle } = await signedInWithEnvironment();
    setFilter({ countryIds: [4] });
    await settle();
    expect(requests).toEqual([
      { key: 'regions', params: { filter: { countryIds: [4] } } },
      { key: 'districts', params: { filter: { countryIds: [4], regionIds: [] } } },
    ]);
  });

  it('choosing other regions reloads the districts only', async () => {
    const { requests, setFilter, settle } = await signedInWithEnvironment();
    setFilter({ regionIds: [12] });
    await settle();
    expect(requests).toEqual([{ key: 'districts', params: { filter: { countryIds: [], regionIds: [12] } } }]);
  });

  it('another environment reloads every source', async () => {
    const { requests, selectEnvironment, settle } = await signedInWithEnvironment();
    selectEnvironment('env-b');
    await settle();
    expect(requests.map((request) => request.key).sort()).toEqual([...ALL_SOURCES].sort());
  });

  it('a filter change outside countries and regions loads nothing', async () => {
    const { requests, setFilter, settle } = await signedInWithEnvironment();
    setFilter({});
    await settle();
    expect(requests).toEqual([]);
  });

  it('signing out drops the options', async () => {
    const { signOut, settle, optionsActor } = await signedInWithEnvironment();
    signOut();
    await settle();
    expect(optionsActor().getSnapshot().matches('waiting')).toBe(true);
    expect(selectOptionSource('countries')(optionsActor().getSnapshot())).toBeUndefined();
  });
});
