import type { TransitionTargets } from '../oracle';

/**
 * Where each transition of the page-data machine lands, each row checked against the transition's
 * meaning (the sentence above it, from docs/statecharts/page-data.md). Kept apart from the machine: a
 * transition that lands anywhere else fails the model test, so a new target is a change of this
 * table too, made on purpose; a transition added or removed fails until the table says so.
 */
export const pageDataTargets: TransitionTargets = {
  // The filter or the page inputs changed: load again with the new parameters.
  '(machine) --pageData.paramsChanged': 'loading',
  // The server answered with no rows: the page says there is no data.
  'loading --done: fetchPageData #1': 'empty',
  // The data arrived: the page shows it.
  'loading --done: fetchPageData #2': 'success',
  // Loading failed: the page shows the error with a retry.
  'loading --error: fetchPageData': 'failure',
  // The user asked to load again.
  'empty --pageData.retry': 'loading',
  // The user asked to load again.
  'failure --pageData.retry': 'loading',
};
