/**
 * The one composition root: builds the adapters and provides every machine's effects, so the
 * machines stay free of I/O and a test can swap any effect. main.tsx (via boot.tsx) calls it once.
 */
import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import { appMachine, type PageDataLogic } from '../../machines/app';
import { filterOptionsMachine } from '../../machines/filter-options';
import { type FetchPageDataInput, type PageDataResult, pageDataMachine } from '../../machines/page-data';
import type { RuntimeConfig } from '../../contract/domain.types';
import type { PersistId } from '../../machines/shared/persistence';
import { connectConnectionEvents } from './compose/connection-events';
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
import { createDocumentDownload } from './effects/document-download.effect';
import { createFacilityCallsFetch } from './effects/facility-calls.fetch';
import { createFacilityDataFetch } from './effects/facility-data.fetch';
import { createFilterOptionsFetch } from './effects/filter-options.fetch';
import { HOME_SUMMARY_KEY, homeSummaryFromSync } from './effects/home-summary.fetch';
import { createMyFacility } from './effects/my-facility.effect';
import { createPublicDataFetch } from './effects/public-data.fetch';
import { createSavedViews } from './effects/saved-views.effect';
import { withExtraObserver } from './inspector/extra-inspection';
import { createInspectionRecorder } from './inspector/inspection-recorder';

/** The root machine with every effect provided from the adapters. */
export function provideAppMachine(adapters: Adapters) {
  const { runtime, storage, loadConfig } = adapters;
  const remote = provideRemoteData(adapters);
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
      filterOptions: filterOptionsMachine.provide({ actors: { loadOptions: remote.filterOptionData } }),
      savedViews: createSavedViews(adapters.qps),
      myFacility: createMyFacility(adapters.qps),
      documentDownload: createDocumentDownload(adapters.qps),
      ...remote,
    },
    actions: { logError: (_, { message, error }) => console.error(message, error) },
  });
}

type RemoteFetch = (input: FetchPageDataInput, signal: AbortSignal) => Promise<PageDataResult | null>;

/**
 * A page-data machine with its fetch. A closed child's request is aborted and its answer, or
 * its failure, no longer reaches anyone: the child is stopped (a component reopens a new one).
 */
export const remoteData = (fetch: RemoteFetch) =>
  pageDataMachine.provide({
    actors: {
      fetchPageData: fromPromise<PageDataResult | null, FetchPageDataInput>(({ input, signal }) =>
        fetch(input, signal),
      ),
    },
  });

/** The kinds of remote data the app actor opens for the components (machines/app/app.page-data.ts). */
function provideRemoteData({ qps, runtime }: Adapters): Record<PageDataLogic, typeof pageDataMachine> {
  return {
    pageData: remoteData(async (input, signal) => {
      const fromSync =
        input.key === HOME_SUMMARY_KEY
          ? await homeSummaryFromSync(runtime, input.params.filter, signal)
          : undefined;
      return fromSync ?? qps.getAnswer(input.key, input.params, { signal });
    }),
    filterOptionData: remoteData(createFilterOptionsFetch(qps)),
    publicData: remoteData(createPublicDataFetch(qps)),
    facilityData: remoteData(createFacilityDataFetch(qps)),
    facilityCalls: remoteData(createFacilityCallsFetch(qps)),
  };
}

/**
 * Builds everything and creates (does not start) the root actor for the page at `location`,
 * with the inspector's recorder installed from the first event, so /statecharts has history
 * from before it opened; in a development build `extraInspect` is one more observer beside it.
 */
export function composeApp(
  location: Pick<Location, 'pathname' | 'search'> = window.location,
  extraInspect?: (event: InspectionEvent) => void,
) {
  const adapters = createAdapters();
  const queryLanguage = new URLSearchParams(location.search).get('language') ?? undefined;
  const recorder = createInspectionRecorder();
  const actor = createActor(provideAppMachine(adapters), {
    input: { path: location.pathname, queryLanguage },
    // the extra observer is a development build's (a production build has the recorder only)
    inspect: import.meta.env.DEV ? withExtraObserver(recorder.inspect, extraInspect) : recorder.inspect,
  });
  adapters.runtime.root = actor;
  connectConnectionEvents(actor);
  return { actor, adapters, recorder };
}
