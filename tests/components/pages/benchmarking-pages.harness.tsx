/**
 * Renders one of the Benchmarking / Benchmarking V2 / Network / Yearly Performance pages as the
 * portal does (Mantine, i18n, StrictMode, router, root actor opening the page-data children), with the
 * root's children replaced by small stand-ins holding the state the pages read, and the
 * getResult effect replaced by a fake the test controls.
 */
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { type ReactElement, StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { assign, createActor, createMachine, fromPromise, setup, spawnChild } from 'xstate';
import { DEFAULT_FILTER, type FilterValues } from '../../../machines/filter';
import type { FetchPageDataInput, PageDataResult } from '../../../machines/page-data';
import { pageDataMachine } from '../../../machines/page-data';
import type { FacilityListItem, FacilityListRequest } from '../../../contract/facility-list.schemas';
import type { BenchmarkPeerRow } from '../../../contract';
import { type AppActor, AppActorProvider } from '../../../src/app/app-actor.context';
import { createI18n } from '../../../src/services/i18n';
import { ALL_LOCALE_RESOURCES } from '../../support/all-locale-resources';
import { pageDataChildren } from '../../support/page-data-children';

export type FakeFetch = (input: FetchPageDataInput) => Promise<PageDataResult | null>;

export interface PageHarnessOptions {
  /** The page's address, e.g. `/benchmarking?facilityId=3`. */
  path: string;
  routePath: string;
  /** getResult: key and params in, a parsed result (or null for no rows) out. */
  fetch: FakeFetch;
  /** Filter panel option sources (countries, regions), for the Network breadcrumbs. */
  fetchOptions?: FakeFetch;
  /**
   * The facilities the server's list call (facilityList) searches and pages; 'pending' never
   * answers, an Error fails.
   */
  facilities?: FacilityListItem[] | 'pending' | Error;
  /** The server's map calls (facilityMap, mapAreas, mapPlaces); without it maps stay loading. */
  facilityMap?: FakeFetch;
  filter?: Partial<FilterValues>;
  culture?: string;
}

const MAP_KEYS = ['facilityMap', 'mapAreas', 'mapPlaces'];

export const result = (data: unknown): PageDataResult => ({ data, texts: {}, options: {} });

/** A facility as POST /api/qps/facility/list answers it. */
export function facility(
  id: number,
  name: string,
  overrides: Partial<FacilityListItem> = {},
): FacilityListItem {
  return {
    id,
    code: `F${String(id).padStart(4, '0')}`,
    name,
    categoryId: 1,
    awardedLevel: 3,
    latestScore: 70,
    countryId: 1,
    regionId: 1,
    districtId: 1,
    countryName: 'Kenya',
    regionName: 'Nairobi',
    districtName: 'Kibra',
    isActive: true,
    ...overrides,
  };
}

/** A row of `Benchmarking/Peers`: one service element of the facility against its peers. */
export const peerRow = (
  id: number,
  name: string,
  overrides: Partial<BenchmarkPeerRow> = {},
): BenchmarkPeerRow => ({
  serviceElementId: id,
  serviceElementName: name,
  score: 70,
  peerCount: 10,
  median: 60,
  q1: 50,
  q3: 75,
  percentile: 80,
  rank: 3,
  nationalMedian: 64,
  regionalMedian: 66,
  peerMedian: 59,
  ...overrides,
});

/**
 * The list call as the contract describes it: `ids` picks those facilities, `search` matches any
 * part of a name or the start of a code (any case), sorted by name, then a page of `limit`.
 */
export function fakeFacilityList(facilities: FacilityListItem[] | 'pending' | Error): FakeFetch {
  return async ({ key, params }) => {
    if (key !== 'facilityList') return new Promise(() => {});
    if (facilities === 'pending') return new Promise(() => {});
    if (facilities instanceof Error) throw facilities;
    const { ids, search, offset = 0, limit = 50 } = params as FacilityListRequest;
    const needle = search?.toLowerCase();
    const matches = facilities
      .filter((item) => !ids || ids.includes(item.id))
      .filter(
        (item) =>
          !needle || item.name.toLowerCase().includes(needle) || item.code.toLowerCase().startsWith(needle),
      )
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    return result({ total: matches.length, offset, limit, items: matches.slice(offset, offset + limit) });
  };
}

/** A child that only holds a context and lets the test replace parts of it. */
const holder = <C extends object>(id: string, context: C, tags: string[] = []) =>
  createMachine({
    id,
    types: {} as { context: C; events: { type: 'test.set'; patch: Partial<C> } },
    context,
    initial: 'holding',
    states: { holding: { tags } },
    on: { 'test.set': { actions: assign(({ event }) => event.patch) } },
  });

export function renderPage(page: ReactElement, options: PageHarnessOptions) {
  // Notices live in a global store: each page starts without the last test's.
  notifications.clean();
  const tracked: { event: string; properties?: Record<string, unknown> }[] = [];
  const fetchCalls: FetchPageDataInput[] = [];
  const listCalls: FetchPageDataInput[] = [];
  const usage = setup({
    types: { events: {} as { type: 'usage.track'; event: string; properties?: Record<string, unknown> } },
  }).createMachine({
    on: {
      'usage.track': {
        actions: ({ event }) => tracked.push({ event: event.event, properties: event.properties }),
      },
    },
  });
  const withFetch = (fetch: FakeFetch, calls?: FetchPageDataInput[]) =>
    pageDataMachine.provide({
      actors: {
        fetchPageData: fromPromise(async ({ input }: { input: FetchPageDataInput }) => {
          calls?.push(input);
          return fetch(input);
        }),
      },
    });
  const pageData = pageDataChildren({
    pageData: withFetch(options.fetch, fetchCalls),
    filterOptionData: withFetch(options.fetchOptions ?? (async () => result([]))),
    publicData: withFetch(async () => null),
    facilityCalls: withFetch(async () => null),
    facilityData: withFetch(
      (input) =>
        MAP_KEYS.includes(input.key) && options.facilityMap
          ? options.facilityMap(input)
          : fakeFacilityList(options.facilities ?? [])(input),
      listCalls,
    ),
  });
  const root = setup({
    actions: pageData.actions,
    actors: {
      ...pageData.actors,
      filter: holder('filter', {
        filter: { ...DEFAULT_FILTER, ...options.filter },
        isFacilityUser: false,
        contracts: null,
      }),
      language: holder('language', { cultureName: options.culture ?? 'en-US', languages: [] }),
      environment: holder('environment', { selectedId: 'env-1' }),
      usage,
    },
  }).createMachine({
    context: { config: null },
    on: pageData.on,
    entry: [
      spawnChild('filter', { id: 'filter' }),
      spawnChild('language', { id: 'language' }),
      spawnChild('environment', { id: 'environment' }),
      spawnChild('usage', { id: 'usage' }),
    ],
  });
  const actor = createActor(root).start();
  const { i18n } = createI18n(options.culture ?? 'en-US', { resources: ALL_LOCALE_RESOURCES });
  const router = createMemoryRouter([{ path: options.routePath, element: page }], {
    initialEntries: [options.path],
  });
  const view = render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">
          {/* the "Part of the address was not understood" notices */}
          <Notifications />
          <AppActorProvider actor={actor as unknown as AppActor}>
            <RouterProvider router={router} />
          </AppActorProvider>
        </MantineProvider>
      </I18nextProvider>
    </StrictMode>,
  );
  const child = (id: string) =>
    actor.getSnapshot().children[id as never] as unknown as { send: (event: unknown) => void };
  return {
    ...view,
    router,
    tracked,
    fetchCalls,
    /** The facility list and map calls (facilityData), in order. */
    listCalls,
    /** Changes the filter panel's values, as a user would. */
    setFilter: (patch: Partial<FilterValues>) =>
      child('filter').send({
        type: 'test.set',
        patch: { filter: { ...DEFAULT_FILTER, ...options.filter, ...patch } },
      }),
  };
}

/** A fetch that answers per query key, and can be told to fail. */
export function fakeQueries(answers: Record<string, PageDataResult | null | Error>): FakeFetch {
  return async ({ key }) => {
    const answer = answers[key];
    if (answer instanceof Error) throw answer;
    if (answer === undefined) throw new Error(`no fake answer for ${key}`);
    return answer;
  };
}

/** A fetch that never answers: the section stays loading. */
export const neverAnswers: FakeFetch = () => new Promise(() => {});
