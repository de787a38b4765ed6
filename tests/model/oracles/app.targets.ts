import type { TransitionTargets } from '../oracle';

/**
 * Where each transition of the app machine lands, each row checked against the transition's
 * meaning (the sentence above it, from docs/statecharts/app.md). Kept apart from the machine: a
 * transition that lands anywhere else fails the model test, so a new target is a change of this
 * table too, made on purpose; a transition added or removed fails until the table says so.
 */
export const appTargets: TransitionTargets = {
  // The user moved to another page: tab toggles and usage tracking are told.
  '(machine) --app.routeChanged': null,
  // The address on screen changed (its query too): kept for the main frame.
  '(machine) --app.addressChanged': null,
  // A child announced something for the portal (navigate, language changed, ...): passed on.
  '(machine) --app.childEmitted': null,
  // A component that shows remote data mounted: its page-data child starts under the component's id.
  '(machine) --pageData.open': null,
  // The component unmounted: its page-data child stops.
  '(machine) --pageData.close': null,
  // The configuration is incomplete: start-up stops with the reason.
  'loadingConfig --done: loadConfig #1': 'failed',
  // The configuration is complete: the user's saved choices are read next.
  'loadingConfig --done: loadConfig #2': 'restoring',
  // A start-up step asked to send the browser elsewhere.
  'loadingConfig --error: loadConfig #1': 'redirecting',
  // /config.json could not be loaded: start-up stops and shows the reason with a retry.
  'loadingConfig --error: loadConfig #2': 'failed',
  // The saved choices are back: the child machines start with them.
  'restoring --done: restorePersistedSlices': 'running',
  // While the saved choices were read, a start-up step asked to send the browser elsewhere.
  'restoring --error: restorePersistedSlices #1': 'redirecting',
  // The browser storage failed: the child machines start without saved choices.
  'restoring --error: restorePersistedSlices #2': 'running',
  // The address on screen changed: the first page of the main layout starts saved views and My facility, which then follow every address.
  'running --app.addressChanged': null,
  // The user asked to try again.
  'failed --app.retry': 'loadingConfig',
};
