import type { TransitionTargets } from '../oracle';

/**
 * Where each transition of the filter-options machine lands, each row checked against the transition's
 * meaning (the sentence above it, from docs/statecharts/filter-options.md). Kept apart from the machine: a
 * transition that lands anywhere else fails the model test, so a new target is a change of this
 * table too, made on purpose; a transition added or removed fails until the table says so.
 */
export const filterOptionsTargets: TransitionTargets = {
  // A signed-in user has an environment: every source loads.
  'waiting --filterOptions.inputsChanged #1': 'loaded',
  // Still nothing to load for.
  'waiting --filterOptions.inputsChanged #2': null,
  // Another environment reloads every source; other countries reload regions and districts; other regions reload districts.
  'loaded --filterOptions.inputsChanged #1': null,
  // Signed out, or the environment is gone: the options are dropped.
  'loaded --filterOptions.inputsChanged #2': 'waiting',
};
