import type { TransitionTargets } from '../oracle';

/**
 * Where each transition of the permissions machine lands, each row checked against the transition's
 * meaning (the sentence above it, from docs/statecharts/permissions.md). Kept apart from the machine: a
 * transition that lands anywhere else fails the model test, so a new target is a change of this
 * table too, made on purpose; a transition added or removed fails until the table says so.
 */
export const permissionsTargets: TransitionTargets = {
  // Signed in (or the environment changed): fetch the permissions again.
  '(machine) --permissions.refresh': 'loading',
  // Signed out: the user has no permissions.
  '(machine) --permissions.clear': 'empty',
  // A list kept from the last sign-in: pages are shown or refused by it until a refresh.
  'starting --always #1': 'loaded',
  // Nothing kept on the device: no permissions until the list loads.
  'starting --always #2': 'empty',
  // The permissions arrived: pages are shown or refused by them.
  'loading --done: fetchPermissions': 'loaded',
  // Loading failed: the user has no permissions until the next refresh.
  'loading --error: fetchPermissions': 'failed',
};
