import { assign, enqueueActions, setup } from 'xstate';
import type { PageDataEvent } from '../page-data/page-data.types';
import { loadOptions, watchOptionInputs } from './filter-options.actors';
import { canLoadOptions, optionParams, sourcesToReload } from './filter-options.rules';
import {
  FILTER_OPTION_SOURCES,
  type FilterOptionInputs,
  type FilterOptionsContext,
  type FilterOptionsEvent,
} from './filter-options.types';

const inputsOf = ({
  signedIn,
  environmentId,
  countryIds,
  regionIds,
}: FilterOptionInputs): FilterOptionInputs => ({
  signedIn,
  environmentId,
  countryIds,
  regionIds,
});

/**
 * The filter panel's options, spawned by the app actor. While a signed-in user has an
 * environment it runs one page-data child per source (countries, regions, districts,
 * contracts, facility groups, surveys, categories); a new environment reloads them all, new
 * countries reload regions and districts, new regions reload districts. Signing out stops them.
 */
export const filterOptionsMachine = setup({
  // Stryker disable next-line ObjectLiteral: type declarations only, nothing runs them.
  types: {
    context: {} as FilterOptionsContext,
    events: {} as FilterOptionsEvent,
  },
  actors: { loadOptions, watchOptionInputs },
  actions: {
    storeInputs: assign(({ event }) => inputsOf(event)),
    spawnSources: enqueueActions(({ context, enqueue }) => {
      for (const source of FILTER_OPTION_SOURCES)
        enqueue.spawnChild('loadOptions', {
          id: source,
          input: { key: source, params: optionParams(source, context) },
        });
    }),
    stopSources: enqueueActions(({ enqueue }) => {
      for (const source of FILTER_OPTION_SOURCES) enqueue.stopChild(source);
    }),
    /** Only in `loaded`, where every source's child exists (spawned on entry), so sending by id is safe. */
    reloadChangedSources: enqueueActions(({ context, event, enqueue }) => {
      const after = inputsOf(event);
      for (const source of sourcesToReload(context, after)) {
        const reload: PageDataEvent = { type: 'pageData.paramsChanged', params: optionParams(source, after) };
        enqueue.sendTo(source, reload);
      }
    }),
  },
  guards: {
    canLoad: ({ event }) => canLoadOptions(inputsOf(event)),
  },
}).createMachine({
  id: 'filterOptions',
  description:
    "The filter panel's options: loaded for the signed-in user's environment, narrowed by the chosen countries and regions.",
  context: { signedIn: false, environmentId: null, countryIds: [], regionIds: [] },
  invoke: { id: 'watchOptionInputs', src: 'watchOptionInputs' },
  initial: 'waiting',
  states: {
    waiting: {
      description: 'Nobody is signed in, or no environment is selected yet: no options are loaded.',
      on: {
        'filterOptions.inputsChanged': [
          {
            guard: 'canLoad',
            target: 'loaded',
            description: 'A signed-in user has an environment: every source loads.',
            actions: 'storeInputs',
          },
          { description: 'Still nothing to load for.', actions: 'storeInputs' },
        ],
      },
    },
    loaded: {
      description: 'One child per source holds its options (loading, shown, empty or failed with a retry).',
      entry: 'spawnSources',
      exit: 'stopSources',
      on: {
        'filterOptions.inputsChanged': [
          {
            guard: 'canLoad',
            description:
              'Another environment reloads every source; other countries reload regions and districts; other regions reload districts.',
            actions: ['reloadChangedSources', 'storeInputs'],
          },
          {
            target: 'waiting',
            description: 'Signed out, or the environment is gone: the options are dropped.',
            actions: 'storeInputs',
          },
        ],
      },
    },
  },
});
