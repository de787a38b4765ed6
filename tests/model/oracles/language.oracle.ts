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
    'announces the loaded list': ({ event, emittedNow }) =>
      event.type !== 'xstate.done.actor.fetchLanguages' ||
      emittedNow.some((e) => e.type === 'language.listLoaded'),
    'uses the language the user picked, when it is available': ({ event, context }) => {
      const picked = (event as { cultureName?: string }).cultureName;
      return (
        event.type !== 'language.select' ||
        !context.languages.some((l) => l.cultureName === picked) ||
        context.cultureName === picked
      );
    },
    'announces a change of language': ({ before, context, emittedNow }) =>
      before.cultureName === context.cultureName ||
      context.cultureName === null ||
      emittedNow.some((e) => e.type === 'language.changed'),
    'uses the ?language= of the address (back from sign-in) when it is available': ({ event, context }) => {
      const fromAddress = (event as { queryLanguage?: string }).queryLanguage;
      return (
        event.type !== 'language.addressChanged' ||
        !context.languages.some((l) => l.cultureName === fromAddress) ||
        context.cultureName === fromAddress
      );
    },
    'uses a language (listed when there is a list)': ({ context }) =>
      context.cultureName !== null &&
      (context.languages.length === 0 ||
        context.languages.some((l) => l.cultureName === context.cultureName)),
  },
  'ready.idle': {
    'sends nothing to save': ({ sentNow }) => sentNow('sync').length === 0,
  },
  'ready.saving': {
    // Until the address names a language again (back from sign-in): then the address wins.
    "saves the user's pick, which from now on wins over the address": ({ event, context }) =>
      event.type === 'language.addressChanged' ||
      (context.queryLanguage === null && context.cultureName !== null),
  },
};
