import type { TransitionTargets } from '../oracle';

/**
 * Where each transition of the toggles machine lands, each row checked against the transition's
 * meaning (the sentence above it, from docs/statecharts/toggles.md). Kept apart from the machine: a
 * transition that lands anywhere else fails the model test, so a new target is a change of this
 * table too, made on purpose; a transition added or removed fails until the table says so.
 */
export const togglesTargets: TransitionTargets = {
  // New filtered facilities: load their toggles (a load in flight is replaced).
  '(machine) --toggles.load': 'loading',
  // Remember the page the user is on.
  '(machine) --toggles.routeChanged': null,
  // The environment changed on Facility Numbers: the tab hides, the user goes Home, and the new toggles are not known yet.
  '(machine) --toggles.environmentChanged #1': 'unknown',
  // The environment changed on another page: the Facility Numbers tab hides; the new toggles are not known yet.
  '(machine) --toggles.environmentChanged #2': 'unknown',
  // The network tab turned off while the user is on it: back to Home.
  'loading --done: loadToggles #1': 'idle',
  // The toggles arrived: the tabs and maps are shown or hidden by them.
  'loading --done: loadToggles #2': 'idle',
  // Loading failed: the toggles stay as they were, unchecked.
  'loading --error: loadToggles': 'failed',
};
