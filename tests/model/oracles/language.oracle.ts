import type { LanguageContext } from '../../../machines/language/language.types';
import type { StateOracles } from '../oracle';

/** Language states from the spec (section 4: language choice, saved for signed-in users). */
export const languageOracles: StateOracles<LanguageContext> = {
  checkingConnection: {
    'has no list of languages yet': ({ context }) => context.languages.length === 0,
  },
  loading: {
    'shows a busy picker': ({ tags }) => tags.has('busy'),
    'has no list of languages yet': ({ context }) => context.languages.length === 0,
  },
  ready: {
    'is not busy': ({ tags }) => !tags.has('busy'),
    'uses a language (listed when there is a list)': ({ context }) =>
      context.cultureName !== null &&
      (context.languages.length === 0 ||
        context.languages.some((l) => l.cultureName === context.cultureName)),
  },
  'ready.idle': {
    'sends nothing to save': ({ sentNow }) => sentNow('sync').length === 0,
  },
  'ready.saving': {
    "saves the user's pick, which from now on wins over the address": ({ context }) =>
      context.queryLanguage === null && context.cultureName !== null,
  },
};
