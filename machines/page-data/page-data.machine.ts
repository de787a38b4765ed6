import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorMessageOf } from '../shared/error-message';
import { notImplemented } from '../shared/not-implemented';
import type {
  FetchPageDataInput,
  PageDataContext,
  PageDataEvent,
  PageDataInput,
  PageDataResult,
} from './page-data.types';

/** No rows (null), or rows that are an empty list, is "empty" rather than "success". */
function isEmptyResult(result: PageDataResult | null): boolean {
  return result === null || result.data == null || (Array.isArray(result.data) && result.data.length === 0);
}

/**
 * One page's data: loading -> success | empty | failure. New params reload from any state;
 * a failure or an empty answer can be retried. Tags are the UI contract: busy, error, empty.
 * A reload while a result is kept (only a success keeps one) is a refresh: the content stays
 * with an "Updating…" notice rather than a first load's skeleton (selectIsPageDataRefreshing).
 */
export const pageDataMachine = setup({
  // Stryker disable next-line ObjectLiteral: type declarations only, nothing runs them.
  types: {
    context: {} as PageDataContext,
    events: {} as PageDataEvent,
    input: {} as PageDataInput,
  },
  actors: {
    fetchPageData: fromPromise<PageDataResult | null, FetchPageDataInput>(async () =>
      notImplemented('fetchPageData'),
    ),
  },
  actions: {
    storeParams: assign({
      params: ({ event }) => {
        assertEvent(event, 'pageData.paramsChanged');
        return event.params;
      },
    }),
    clearErrorMessage: assign({ errorMessage: null }),
    storeResult: assign({ result: (_, params: { result: PageDataResult | null }) => params.result }),
    storeFailure: assign({
      result: null,
      errorMessage: (_, params: { error: unknown }) => errorMessageOf(params.error),
    }),
  },
  guards: {
    isEmptyResult: (_, result: PageDataResult | null) => isEmptyResult(result),
  },
}).createMachine({
  id: 'pageData',
  description: "One page's data from the server: loading, then shown, empty or failed with a retry.",
  context: ({ input }) => ({
    key: input.key,
    params: input.params ?? {},
    result: null,
    errorMessage: null,
  }),
  initial: 'loading',
  on: {
    'pageData.paramsChanged': {
      target: '.loading',
      description: 'The filter or the page inputs changed: load again with the new parameters.',
      actions: 'storeParams',
    },
  },
  states: {
    loading: {
      description: 'Asking the server for the page data.',
      tags: ['busy'],
      entry: 'clearErrorMessage',
      invoke: {
        id: 'fetchPageData',
        src: 'fetchPageData',
        input: ({ context }) => ({ key: context.key, params: context.params }),
        onDone: [
          {
            guard: { type: 'isEmptyResult', params: ({ event }) => event.output },
            target: 'empty',
            description: 'The server answered with no rows: the page says there is no data.',
            actions: { type: 'storeResult', params: { result: null } },
          },
          {
            target: 'success',
            description: 'The data arrived: the page shows it.',
            actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
          },
        ],
        onError: {
          target: 'failure',
          description: 'Loading failed: the page shows the error with a retry.',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    success: { description: 'The data is shown.' },
    empty: {
      description: 'The server answered with no rows: the page says so.',
      tags: ['empty'],
      on: { 'pageData.retry': { target: 'loading', description: 'The user asked to load again.' } },
    },
    failure: {
      description: 'Loading failed: the page shows the error with a retry.',
      tags: ['error'],
      on: { 'pageData.retry': { target: 'loading', description: 'The user asked to load again.' } },
    },
  },
});
