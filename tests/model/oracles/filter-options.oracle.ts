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
    'starts knowing of nobody signed in, no environment and nothing chosen': ({ event, context }) =>
      event.type !== 'xstate.init' ||
      (context.signedIn === false &&
        context.environmentId === null &&
        context.countryIds.length === 0 &&
        context.regionIds.length === 0),
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
    // docs/ui.md "Filter panel": regions depend on countries, districts on countries and regions.
    'another environment reloads every source, other countries regions and districts, other regions districts':
      ({ event, before, context, sentToChildrenNow }) => {
        if (event.type !== 'filterOptions.inputsChanged' || !before.signedIn || before.environmentId === null)
          return true;
        const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
        const expected =
          before.environmentId !== context.environmentId
            ? SOURCES
            : !same(before.countryIds, context.countryIds)
              ? ['regions', 'districts']
              : !same(before.regionIds, context.regionIds)
                ? ['districts']
                : [];
        const reloaded = sentToChildrenNow
          .filter((sent) => sent.event.type === 'pageData.paramsChanged')
          .map((sent) => sent.id);
        return same([...reloaded].sort(), [...expected].sort());
      },
    'each source, once started, asks for its own options': ({ startedNow }) =>
      startedNow
        .filter((child) => SOURCES.includes(child.id))
        .every((child) => (child.input as { key?: string }).key === child.id),
  },
};

/** Facts of every state: what the watcher reported is what the options are loaded for. */
for (const facts of Object.values(filterOptionsOracles)) {
  facts['watches the sign-in, the environment and the filter all along'] = ({ children }) =>
    children.includes('watchOptionInputs');
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
