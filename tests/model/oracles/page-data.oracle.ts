import type { PageDataContext } from '../../../machines/page-data/page-data.types';
import { awaitingAnswerOf, type StateOracles } from '../oracle';

/** A page's data (spec section 6: loading, data, "no data", error with retry). */
export const pageDataOracles: StateOracles<PageDataContext> = {
  loading: {
    ...awaitingAnswerOf('fetchPageData'),
    'shows the loading state': ({ tags }) => tags.has('busy'),
    'shows no old error': ({ context }) => context.errorMessage === null,
    'loads with the new parameters': ({ event, context }) =>
      event.type !== 'pageData.paramsChanged' ||
      JSON.stringify(context.params) === JSON.stringify((event as { params?: unknown }).params),
    // Every way into loading (the start, new parameters even mid-load, a retry) asks the server anew.
    'asks the server now for its key with the current parameters': ({ context, startedNow }) =>
      startedNow.some(
        (child) =>
          child.id === 'fetchPageData' &&
          JSON.stringify(child.input) === JSON.stringify({ key: context.key, params: context.params }),
      ),
  },
  success: {
    'shows the data the server answered': ({ event, context }) =>
      context.result !== null &&
      (event.type !== 'xstate.done.actor.fetchPageData' ||
        context.result === (event as { output?: unknown }).output),
    // Spec section 6: an answer without rows (none at all, or an empty list) says "no data".
    'holds rows': ({ context }) => {
      const rows = context.result?.data;
      return rows !== null && rows !== undefined && (!Array.isArray(rows) || rows.length > 0);
    },
    'is neither busy, empty nor failed': ({ tags }) =>
      !tags.has('busy') && !tags.has('empty') && !tags.has('error'),
  },
  empty: {
    'says there is no data': ({ tags }) => tags.has('empty'),
    'holds no data': ({ context }) => context.result === null,
    'has no error': ({ context }) => context.errorMessage === null,
    'offers to load again': ({ can }) => can({ type: 'pageData.retry' }),
  },
  failure: {
    'shows the error': ({ tags, context }) => tags.has('error') && Boolean(context.errorMessage),
    'offers a retry': ({ can }) => can({ type: 'pageData.retry' }),
    'shows no data': ({ context }) => context.result === null,
  },
};
