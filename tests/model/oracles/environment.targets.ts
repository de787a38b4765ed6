import type { TransitionTargets } from '../oracle';

/**
 * Where each transition of the environment machine lands, each row checked against the transition's
 * meaning (the sentence above it, from docs/statecharts/environment.md). Kept apart from the machine: a
 * transition that lands anywhere else fails the model test, so a new target is a change of this
 * table too, made on purpose; a transition added or removed fails until the table says so.
 */
export const environmentTargets: TransitionTargets = {
  // Signed in: load the list of environments.
  '(machine) --environment.refresh': 'loading',
  // Signed out: load the tenant environment for the signed-out theme.
  '(machine) --environment.signedOut': 'loadingTenant',
  // The list arrived: the saved selection is kept when it is in the list, else the first.
  'loading --done: fetchEnvironments': 'ready',
  // The list could not be loaded: logged; a list kept from the last sign-in, if any, stays.
  'loading --error: fetchEnvironments': 'failed',
  // The user switched environment: filter and tabs reset, the data syncs again.
  'ready --environment.select': null,
  // The tenant environment arrived: the signed-out portal takes its colours and logo.
  'loadingTenant --done: fetchTenantEnvironment': 'anonymous',
  // The tenant environment could not be loaded: logged; the signed-out portal keeps the tenant theme it already has (configured or loaded before).
  'loadingTenant --error: fetchTenantEnvironment': 'anonymous',
};
