/**
 * Renders a page the way the portal does (StrictMode, Mantine, i18n, router) around a stand-in
 * root actor whose children hold just the context the pages' selectors read, and that opens the
 * components' page-data children as the app actor does: the real page-data machine provided
 * with a fake fetch effect whose answers each test decides.
 */
import { MantineProvider } from '@mantine/core';
import { configure, render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { assign, createActor, createMachine, enqueueActions, fromPromise, setup, spawnChild } from 'xstate';
import { pageDataChildren } from '../../support/page-data-children';
import { DEFAULT_FILTER } from '../../../machines/filter';
import { type FetchPageDataInput, type PageDataResult, pageDataMachine } from '../../../machines/page-data';
import type { AppToggles } from '../../../contract/domain.types';
import { DEFAULT_TOGGLES } from '../../../machines/toggles';
import { type AppActor, AppActorProvider } from '../../../src/app/app-actor.context';
import { createDocumentDownload } from '../../../src/app/effects/document-download.effect';
import { createFacilityCallsFetch } from '../../../src/app/effects/facility-calls.fetch';
import { remoteData } from '../../../src/app/compose-app';
import type { QpsClient } from '../../../src/services/api';
import { createI18n } from '../../../src/services/i18n';
import { ALL_LOCALE_RESOURCES } from '../../support/all-locale-resources';
import { ANALYST_PERMISSIONS } from '../support/fake-portal';

/** The QPS calls the composition root gives the page effects besides getResult (the fakes here). */
type PageCalls = Pick<
  QpsClient,
  'getFacilityThumbnail' | 'downloadActivityDocument' | 'getSurveys' | 'getSurveyAnswers' | 'exportFacilities'
>;

// The map drawing is a lazy module: on a loaded machine it can take longer than the 1 s default to arrive.
configure({ asyncUtilTimeout: 5_000 });

/** A child whose context is whatever the test sets; `stub.set` replaces part of it. */
const stubChild = createMachine({
  types: {} as {
    context: Record<string, unknown>;
    input: Record<string, unknown>;
    events: { type: 'stub.set'; context: Record<string, unknown> };
  },
  context: ({ input }) => input,
  on: { 'stub.set': { actions: assign(({ event }) => event.context) } },
});

/** The permissions child as loaded: the route-access rules read its state and its list. */
const loadedPermissions = createMachine({
  types: {} as { context: { permissions: { name: string }[] }; input: { permissions: { name: string }[] } },
  context: ({ input }) => input,
  initial: 'loaded',
  states: { loaded: {} },
});

/** A loaded filter-options source, as the option hooks read a page-data child: state `success` and its data. */
const loadedSource = createMachine({
  types: {} as { context: { result: { data: unknown } }; input: { data: unknown } },
  context: ({ input }) => ({ result: { data: input.data } }),
  initial: 'success',
  states: { success: {} },
});

/** The filter-options child with every given source loaded (a child per source, as the real machine has). */
const loadedFilterOptions = setup({
  types: {} as { context: { sources: Record<string, unknown> }; input: Record<string, unknown> },
  actors: { source: loadedSource },
}).createMachine({
  context: ({ input }) => ({ sources: input }),
  entry: enqueueActions(({ context, enqueue }) => {
    for (const [id, data] of Object.entries(context.sources))
      enqueue.spawnChild('source', { id, input: { data } });
  }),
});

export interface StubState {
  /** The filter panel's loaded options per source (contracts, surveys, ...); none loaded when absent. */
  filterOptions?: Record<string, unknown>;
  filter?: Record<string, unknown>;
  /** The user's permission names; an analyst's when absent. */
  permissions?: string[];
  toggles?: Partial<AppToggles>;
  lastSync?: number | null;
  syncProgress?: { run_start_timestamp: string | null; run_end_timestamp: string | null } | null;
}

function createStubRoot(state: StubState, pageCalls: PageCalls, backend: FakeBackend) {
  const documentDownload = createDocumentDownload(pageCalls);
  // getResult keys, the facility list and map keys and the public keys are answered from one table;
  // the thumbnail and survey answers come through the page calls, as in the portal.
  const fake = fakePageData(backend);
  const remote = {
    pageData: fake,
    facilityData: fake,
    publicData: fake,
    filterOptionData: fake,
    facilityCalls: remoteData(createFacilityCallsFetch(pageCalls)),
  };
  const pageData = pageDataChildren(remote);
  const root = setup({
    actors: {
      stub: stubChild,
      permissions: loadedPermissions,
      documentDownload,
      loadedFilterOptions,
      ...pageData.actors,
    },
    actions: pageData.actions,
  }).createMachine({
    context: { config: { qesBaseUrl: 'http://qps.test' } },
    on: pageData.on,
    entry: [
      spawnChild('stub', {
        id: 'filter',
        input: { filter: { ...DEFAULT_FILTER, ...state.filter }, contracts: null, isFacilityUser: false },
      }),
      spawnChild('stub', { id: 'language', input: { cultureName: 'en-US', languages: [] } }),
      spawnChild('stub', { id: 'environment', input: { selectedId: 'env-1', environments: [] } }),
      spawnChild('stub', {
        id: 'sync',
        input: {
          lastSync: state.lastSync ?? null,
          syncProgress: state.syncProgress ?? null,
        },
      }),
      spawnChild('stub', { id: 'toggles', input: { toggles: { ...DEFAULT_TOGGLES, ...state.toggles } } }),
      spawnChild('permissions', {
        id: 'permissions',
        input: { permissions: (state.permissions ?? ANALYST_PERMISSIONS).map((name) => ({ name })) },
      }),
      spawnChild('loadedFilterOptions', { id: 'filterOptions', input: state.filterOptions ?? {} }),
      // As the app actor's main frame: the real machine, downloading through the fake calls.
      spawnChild('documentDownload', { id: 'documentDownload' }),
    ],
  });
  return createActor(root).start();
}

/**
 * What the fake answers for a key: getResult rows, a facility list page or map (facilityList,
 * facilityMap), an error, or nothing yet (stays loading).
 */
export type FakeAnswer = unknown;

const WHOLE_RESULT = Symbol('whole result');

/** An answer with the options the real fetch sets beside its data (e.g. the public list's unknownTenant). */
export const answerWithOptions = (data: unknown, options: Record<string, unknown>) => ({
  [WHOLE_RESULT]: { data, texts: {}, options } satisfies PageDataResult,
});

export interface FakeBackend {
  answers: Record<string, FakeAnswer | ((params: Record<string, unknown>) => FakeAnswer)>;
  /** Every fetch the pages made, in order. */
  calls: FetchPageDataInput[];
}

function fakePageData(backend: FakeBackend) {
  return pageDataMachine.provide({
    actors: {
      fetchPageData: fromPromise<PageDataResult | null, FetchPageDataInput>(async ({ input }) => {
        backend.calls.push(input);
        const entry = backend.answers[input.key];
        const answer = typeof entry === 'function' ? entry(input.params) : entry;
        if (answer === undefined) throw new Error(`No fake answer for ${input.key}`);
        if (answer === 'pending') return new Promise<never>(() => {});
        if (answer instanceof Error) throw answer;
        if (typeof answer === 'object' && answer !== null && WHOLE_RESULT in answer)
          return answer[WHOLE_RESULT] as PageDataResult;
        return { data: answer, texts: {}, options: {} };
      }),
    },
  });
}

export interface RenderPageOptions extends StubState {
  answers?: FakeBackend['answers'];
  calls?: Partial<PageCalls>;
  culture?: string;
  /** The address the page opens at (a shared link); `/` when absent. */
  route?: string;
}

export function renderPage(page: ReactNode, options: RenderPageOptions = {}) {
  const backend: FakeBackend = { answers: options.answers ?? {}, calls: [] };
  const { i18n } = createI18n(options.culture ?? 'en-US', { resources: ALL_LOCALE_RESOURCES });
  const pageCalls = {
    getFacilityThumbnail: () => Promise.reject(new Error('no thumbnail')),
    downloadActivityDocument: () => Promise.resolve(new Blob(['pdf'])),
    getSurveys: () => Promise.resolve([]),
    getSurveyAnswers: () => Promise.reject(new Error('no answers')),
    exportFacilities: () => Promise.reject(new Error('no export')),
    ...options.calls,
  } as PageCalls;
  const root = createStubRoot(options, pageCalls, backend);
  const wrap = (node: ReactNode) => (
    <StrictMode>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <AppActorProvider actor={root as unknown as AppActor}>
          <I18nextProvider i18n={i18n}>
            <MantineProvider>{node}</MantineProvider>
          </I18nextProvider>
        </AppActorProvider>
      </MemoryRouter>
    </StrictMode>
  );
  const view = render(wrap(page));
  const setChild = (id: 'filter' | 'sync' | 'toggles', context: Record<string, unknown>) =>
    root.getSnapshot().children[id]?.send({ type: 'stub.set', context });
  return { ...view, rerender: (node: ReactNode) => view.rerender(wrap(node)), backend, setChild };
}
