import { assign, fromPromise, setup } from 'xstate';
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

function errorMessageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * One page's data: loading -> success | empty | failure. New params reload from any state;
 * a failure or an empty answer can be retried. Tags are the UI contract: busy, error, empty.
 */
export const pageDataMachine = setup({
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
  guards: {
    isEmptyResult: (_, result: PageDataResult | null) => isEmptyResult(result),
  },
}).createMachine({
  id: 'pageData',
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
      reenter: true,
      actions: assign({ params: ({ event }) => event.params }),
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'fetchPageData',
        src: 'fetchPageData',
        input: ({ context }) => ({ key: context.key, params: context.params }),
        onDone: [
          {
            guard: { type: 'isEmptyResult', params: ({ event }) => event.output },
            target: 'empty',
            actions: assign({ result: null }),
          },
          { target: 'success', actions: assign({ result: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'failure',
          actions: assign({ result: null, errorMessage: ({ event }) => errorMessageOf(event.error) }),
        },
      },
    },
    success: {},
    empty: {
      tags: ['empty'],
      on: { 'pageData.retry': 'loading' },
    },
    failure: {
      tags: ['error'],
      on: { 'pageData.retry': 'loading' },
    },
  },
});
