import type { FilterOptionsContext } from '../../../machines/filter-options/filter-options.types';
import { FILTER_OPTION_SOURCES } from '../../../machines/filter-options/filter-options.types';
import type { StateOracles } from '../oracle';

/**
 * Filter options (spec sections 5 and 7, docs/ui.md "Filter panel"): the options load once a
 * signed-in user has an environment, one source per dimension; signing out drops them.
 */
const SOURCES: readonly string[] = FILTER_OPTION_SOURCES;
const sourcesRunning = (children: readonly string[]) => children.filter((id) => SOURCES.includes(id));

export const filterOptionsOracles: StateOracles<FilterOptionsContext> = {
  waiting: {
    'nobody is signed in, or no environment is selected': ({ context }) =>
      !context.signedIn || context.environmentId === null,
    'loads no options': ({ children }) => sourcesRunning(children).length === 0,
  },
  loaded: {
    'starts every source as it begins to load': ({ before, startedNow }) =>
      (before.signedIn && before.environmentId !== null) ||
      SOURCES.every((source) => startedNow.some((child) => child.id === source)),
    'a signed-in user has an environment': ({ context }) =>
      context.signedIn && context.environmentId !== null,
    'loads the seven sources: countries, regions, districts, contracts, facility groups, surveys, categories':
      ({ children }) => sourcesRunning(children).length === 7,
    'each source, once started, asks for its own options': ({ startedNow }) =>
      startedNow
        .filter((child) => SOURCES.includes(child.id))
        .every((child) => (child.input as { key?: string }).key === child.id),
  },
};

/** Facts of every state: what the watcher reported is what the options are loaded for. */
for (const facts of Object.values(filterOptionsOracles)) {
  facts['keeps the sign-in, environment, countries and regions last reported'] = ({ event, context }) => {
    if (event.type !== 'filterOptions.inputsChanged') return true;
    const reported = event as unknown as FilterOptionsContext;
    return (
      context.signedIn === reported.signedIn &&
      context.environmentId === reported.environmentId &&
      JSON.stringify(context.countryIds) === JSON.stringify(reported.countryIds) &&
      JSON.stringify(context.regionIds) === JSON.stringify(reported.regionIds)
    );
  };
}
