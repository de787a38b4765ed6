import type { TransitionTargets } from '../oracle';

/**
 * Where each transition of the language machine lands, each row checked against the transition's
 * meaning (the sentence above it, from docs/statecharts/language.md). Kept apart from the machine: a
 * transition that lands anywhere else fails the model test, so a new target is a change of this
 * table too, made on purpose; a transition added or removed fails until the table says so.
 */
export const languageTargets: TransitionTargets = {
  // The user's saved language arrived: it is applied if it is in the list.
  '(machine) --language.userSettingsLoaded': null,
  // The address holds ?language= (the start address, back from sign-in): it overrides the choice as at start.
  '(machine) --language.addressChanged': null,
  // From now on a choice is also saved.
  '(machine) --language.signedIn': null,
  // The signed-out user's saved language no longer applies.
  '(machine) --language.signedOut': null,
  // The browser is online: the list of languages is asked for.
  'checkingConnection --always #1': 'loading',
  // The browser is offline: no list is loaded; the configured or kept languages are used.
  'checkingConnection --always #2': 'ready.idle',
  // The list arrived: the language is chosen from it (?language=, the user's saved or current one, else the first).
  'loading --done: fetchLanguages': 'ready.idle',
  // The list could not be loaded: the configured list, if any, is used.
  'loading --error: fetchLanguages': 'ready.idle',
  // Signed in: the picked language is used at once and saved to the user settings.
  'ready --language.select #1': 'ready.saving',
  // Signed out: the picked language is used at once.
  'ready --language.select #2': null,
  // The pick is saved in the user's settings.
  'ready.saving --done: saveUserLanguage': 'ready.idle',
  // Saving failed: the error is logged; the picked language stays in use.
  'ready.saving --error: saveUserLanguage': 'ready.idle',
};
