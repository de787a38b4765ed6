import type { PageDataContext } from '../../../machines/page-data/page-data.types';
import type { StateOracles } from '../oracle';

/** A page's data (spec section 6: loading, data, "no data", error with retry). */
export const pageDataOracles: StateOracles<PageDataContext> = {
  loading: {
    'shows the loading state': ({ tags }) => tags.has('busy'),
    'shows no old error': ({ context }) => context.errorMessage === null,
  },
  success: {
    'has data to show': ({ context }) => context.result !== null,
    'is neither busy, empty nor failed': ({ tags }) =>
      !tags.has('busy') && !tags.has('empty') && !tags.has('error'),
  },
  empty: {
    'says there is no data': ({ tags }) => tags.has('empty'),
    'has no error': ({ context }) => context.errorMessage === null,
  },
  failure: {
    'shows the error with a retry': ({ tags, context }) => tags.has('error') && Boolean(context.errorMessage),
    'shows no data': ({ context }) => context.result === null,
  },
};
