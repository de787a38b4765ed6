import type { LanguageContext } from '../../../machines/language/language.types';
import { awaitingAnswerOf, logsFailureOf, type StateOracles } from '../oracle';

/** Language states from the spec (section 4: language choice, saved for signed-in users). */
export const languageOracles: StateOracles<LanguageContext> = {
  checkingConnection: {
    'has no list of languages yet': ({ context }) => context.languages.length === 0,
  },
  loading: {
    ...awaitingAnswerOf('fetchLanguages'),
    'shows a busy picker': ({ tags }) => tags.has('busy'),
    'asks the server for the available languages at start': ({ event, startedNow }) =>
      event.type !== 'xstate.init' || startedNow.some((child) => child.id === 'fetchLanguages'),
    'has no list of languages yet': ({ context }) => context.languages.length === 0,
  },
  ready: {
    'is not busy': ({ tags }) => !tags.has('busy'),
    'announces the loaded list': ({ event, context, emittedNow }) =>
      event.type !== 'xstate.done.actor.fetchLanguages' ||
      (context.languages === (event as { output?: unknown }).output &&
        emittedNow.some(
          (e) =>
            e.type === 'language.listLoaded' &&
            (e as { languages?: unknown }).languages === context.languages,
        )),
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
      emittedNow.some(
        (e) =>
          e.type === 'language.changed' &&
          (e as { cultureName?: string }).cultureName === context.cultureName,
      ),
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
    ...awaitingAnswerOf('saveUserLanguage'),
    // Until the address names a language again (back from sign-in): then the address wins.
    "saves the signed-in user's pick of a listed language to their settings": ({
      event,
      context,
      startedNow,
    }) =>
      event.type !== 'language.select' ||
      !context.signedIn ||
      !context.languages.some((l) => l.cultureName === (event as { cultureName?: string }).cultureName) ||
      startedNow.some(
        (child) =>
          child.id === 'saveUserLanguage' &&
          (child.input as { language?: string }).language === context.cultureName,
      ),
    "saves the user's pick, which from now on wins over the address": ({ event, context }) =>
      event.type === 'language.addressChanged' ||
      (context.queryLanguage === null && context.cultureName !== null),
  },
};

/** Facts of every state: what the language machine remembers of the user and the address. */
for (const facts of Object.values(languageOracles)) {
  facts['announces a language only when it is not the one last announced, and never none'] = ({
    before,
    context,
    emittedNow,
  }) => {
    const announced = emittedNow.filter((e) => e.type === 'language.changed');
    if (announced.length === 0) return context.announced === before.announced;
    const { cultureName } = announced[0] as { cultureName?: string | null };
    return (
      announced.length === 1 &&
      cultureName !== null &&
      cultureName !== before.announced &&
      context.announced === cultureName
    );
  };
  facts['a pick of a language that is not in the list changes nothing'] = ({
    event,
    before,
    context,
    startedNow,
  }) =>
    event.type !== 'language.select' ||
    before.languages.some((l) => l.cultureName === (event as { cultureName?: string }).cultureName) ||
    (JSON.stringify(context) === JSON.stringify(before) && startedNow.length === 0);
  facts['starts signed out, with the ?language= of the start address'] = ({ event, context }) =>
    event.type !== 'xstate.init' || (!context.signedIn && context.queryLanguage === 'fr-FR');
  facts["remembers the user's saved language"] = ({ event, context }) =>
    event.type !== 'language.userSettingsLoaded' ||
    context.userLanguage === ((event as { language?: string }).language ?? null);
  facts['remembers the ?language= of the address'] = ({ event, context }) =>
    event.type !== 'language.addressChanged' ||
    context.queryLanguage === (event as { queryLanguage?: string }).queryLanguage;
  facts['saves picks while signed in, forgets the saved language when signed out'] = ({ event, context }) =>
    (event.type !== 'language.signedIn' || context.signedIn) &&
    (event.type !== 'language.signedOut' || (!context.signedIn && context.userLanguage === null));
}

/** Facts of every state: a failed call is logged with its error, wherever the machine goes next. */
for (const facts of Object.values(languageOracles))
  Object.assign(facts, logsFailureOf('fetchLanguages'), logsFailureOf('saveUserLanguage'));
