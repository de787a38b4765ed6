import type { TransitionTargets } from '../oracle';

/**
 * Where each transition of the usage machine lands, each row checked against the transition's
 * meaning (the sentence above it, from docs/statecharts/usage.md). Kept apart from the machine: a
 * transition that lands anywhere else fails the model test, so a new target is a change of this
 * table too, made on purpose; a transition added or removed fails until the table says so.
 */
export const usageTargets: TransitionTargets = {
  // The analytics settings arrived: analytics start, and the signed-in user is identified.
  '(machine) --usage.configure': null,
  // The user opened another page: it is recorded with the page before.
  '(machine) --usage.pageChanged': null,
  // Something worth counting happened (filtered, switched, ...).
  '(machine) --usage.track': null,
  // The window is closing: Exit is recorded.
  '(machine) --usage.windowClosed': null,
  // A user signed in: they are identified, and the page they are on is recorded.
  'user.anonymous --usage.signedIn': 'user.signedIn',
  // Another user signed in: identify them instead.
  'user.signedIn --usage.signedIn #1': 'user.signedIn',
  // The same user again (a token renewal): their details are refreshed, not re-identified.
  'user.signedIn --usage.signedIn #2': null,
  // Signed out: the user is forgotten by analytics.
  'user.signedIn --usage.signedOut': 'user.anonymous',
  // The window lost the focus: Exit is recorded.
  'focus.focused --after focusPollInterval #1': 'focus.blurred',
  // The window still has the focus: it is checked again a second later.
  'focus.focused --after focusPollInterval #2': 'focus.focused',
  // The user is back: the current page is recorded again.
  'focus.blurred --after focusPollInterval #1': 'focus.focused',
  // The user is still away: the focus is checked again a second later.
  'focus.blurred --after focusPollInterval #2': 'focus.blurred',
};
