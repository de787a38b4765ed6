import type { TransitionTargets } from '../oracle';

/**
 * Where each transition of the filter machine lands, each row checked against the transition's
 * meaning (the sentence above it, from docs/statecharts/filter.md). Kept apart from the machine: a
 * transition that lands anywhere else fails the model test, so a new target is a change of this
 * table too, made on purpose; a transition added or removed fails until the table says so.
 */
export const filterTargets: TransitionTargets = {
  // The environment changed: the filter goes back to the default.
  '(machine) --filter.resetForEnvironment': null,
  // The user changed the filter: the data reloads.
  'unrestricted --filter.set': null,
  // The user reset the filter to the default.
  'unrestricted --filter.reset': null,
  // A facility user signed in: the filter is fixed to their facilities.
  'unrestricted --filter.userChanged': 'facilityUser',
  // Narrowing is refused with a notice.
  'facilityUser --filter.set': null,
  // Another user who is not a facility user: the filter is free again.
  'facilityUser --filter.userChanged': 'unrestricted',
};
