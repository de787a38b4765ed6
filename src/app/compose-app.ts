/**
 * The one composition root: builds the adapters and provides every machine's effects, so the
 * machines stay free of I/O and a test can swap any effect. main.tsx (via boot.tsx) calls it once.
 */
import { createActor, fromPromise } from 'xstate';
import { appMachine } from '../../machines/app';
import { pageDataMachine } from '../../machines/page-data';
import type { RuntimeConfig } from '../../machines/shared/domain.types';
import type { PersistId } from '../../machines/shared/persistence';
import type { AppServices } from './app-services.context';
import { type Adapters, createAdapters } from './compose/create-adapters';
import {
  homePagePermissionCheck,
  provideEnvironment,
  provideLanguage,
  providePermissions,
  provideSession,
  provideSync,
  provideToggles,
  provideUsage,
} from './compose/provide-children';
import { createFilterOptionsFetch } from './effects/filter-options.fetch';
import { createPublicDataFetch } from './effects/public-data.fetch';

/** The root machine with every effect provided from the adapters. */
export function provideAppMachine(adapters: Adapters) {
  const { runtime, storage, loadConfig } = adapters;
  return appMachine.provide({
    actors: {
      loadConfig: fromPromise<RuntimeConfig>(async ({ signal }) => {
        const config = await loadConfig(signal);
        runtime.config = config;
        return config;
      }),
      restorePersistedSlices: fromPromise(({ input }: { input: { ids: PersistId[] } }) =>
        storage.loadSlices(input.ids),
      ),
      session: provideSession(adapters),
      environment: provideEnvironment(adapters),
      language: provideLanguage(adapters),
      permissions: providePermissions(adapters),
      sync: provideSync(adapters, homePagePermissionCheck(runtime)),
      toggles: provideToggles(adapters),
      usage: provideUsage(adapters),
    },
    actions: { logError: (_, { message, error }) => console.error(message, error) },
  });
}

/** The remote-data logics the screens spawn (page data, filter options, public data). */
export function provideRemoteData({ qps }: Adapters): AppServices {
  const withFetch = (fetch: ReturnType<typeof createFilterOptionsFetch>) =>
    pageDataMachine.provide({
      actors: { fetchPageData: fromPromise(({ input, signal }) => fetch(input, signal)) },
    });
  return {
    pageData: pageDataMachine.provide({
      actors: {
        fetchPageData: fromPromise(({ input, signal }) =>
          qps.getResultRows(input.key, input.params, { signal }),
        ),
      },
    }),
    filterOptions: withFetch(createFilterOptionsFetch(qps)),
    publicData: withFetch(createPublicDataFetch(qps)),
  };
}

/** Builds everything and creates (does not start) the root actor for the page at `location`. */
export function composeApp(location: Pick<Location, 'pathname' | 'search'> = window.location) {
  const adapters = createAdapters();
  const queryLanguage = new URLSearchParams(location.search).get('language') ?? undefined;
  const actor = createActor(provideAppMachine(adapters), {
    input: { path: location.pathname, queryLanguage },
  });
  adapters.runtime.root = actor;
  return { actor, adapters, services: provideRemoteData(adapters) };
}
