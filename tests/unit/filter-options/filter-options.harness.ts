import { type AnyActorRef, assign, createActor, fromPromise, setup, spawnChild } from 'xstate';
import { filterOptionsMachine } from '../../../machines/filter-options';
import type { FetchPageDataInput, PageDataResult } from '../../../machines/page-data';
import { pageDataMachine } from '../../../machines/page-data';
import { SYSTEM_IDS } from '../../../machines/shared/system-ids';

/** Stand-ins for the session, environment and filter children: only what the options read. */
const session = setup({}).createMachine({
  initial: 'signedOut',
  states: {
    signedOut: { on: { 'test.signIn': 'signedIn' } },
    signedIn: { tags: 'signedIn', on: { 'test.signOut': 'signedOut' } },
  },
});
const environment = setup({
  types: { context: {} as { selectedId: string | null }, events: {} as { type: 'test.select'; id: string } },
}).createMachine({
  context: { selectedId: null },
  on: { 'test.select': { actions: assign({ selectedId: ({ event }) => event.id }) } },
});
const filter = setup({
  types: {
    context: {} as { filter: { countryIds: number[]; regionIds: number[] } },
    events: {} as { type: 'test.set'; countryIds?: number[]; regionIds?: number[] },
  },
}).createMachine({
  context: { filter: { countryIds: [], regionIds: [] } },
  on: {
    'test.set': {
      actions: assign({ filter: ({ context, event }) => ({ ...context.filter, ...event }) }),
    },
  },
});

/** A system like the app's, with every options request recorded (and answered with one row). */
export function startOptionsSystem() {
  const requests: FetchPageDataInput[] = [];
  const loadOptions = pageDataMachine.provide({
    actors: {
      fetchPageData: fromPromise<PageDataResult | null, FetchPageDataInput>(async ({ input }) => {
        requests.push(input);
        return { data: [{ id: 1, name: input.key }], texts: {}, options: {} };
      }),
    },
  });
  const options = filterOptionsMachine.provide({ actors: { loadOptions } });
  const root = setup({ actors: { session, environment, filter, options } }).createMachine({
    entry: [
      spawnChild('session', { id: 'session', systemId: SYSTEM_IDS.session }),
      spawnChild('environment', { id: 'environment', systemId: SYSTEM_IDS.environment }),
      spawnChild('filter', { id: 'filter', systemId: SYSTEM_IDS.filter }),
      spawnChild('options', { id: 'filterOptions', systemId: SYSTEM_IDS.filterOptions }),
    ],
  });
  const actor = createActor(root).start();
  const child = (id: string) => actor.system.get(id) as AnyActorRef;
  const signIn = () => child(SYSTEM_IDS.session).send({ type: 'test.signIn' });
  const signOut = () => child(SYSTEM_IDS.session).send({ type: 'test.signOut' });
  const selectEnvironment = (id: string) => child(SYSTEM_IDS.environment).send({ type: 'test.select', id });
  const setFilter = (patch: { countryIds?: number[]; regionIds?: number[] }) =>
    child(SYSTEM_IDS.filter).send({ type: 'test.set', ...patch });
  const optionsActor = () => child(SYSTEM_IDS.filterOptions);
  /** Lets the fetches (promises) settle. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { requests, signIn, signOut, selectEnvironment, setFilter, optionsActor, settle };
}
