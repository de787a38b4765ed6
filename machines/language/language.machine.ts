import { assertEvent, assign, emit, enqueueActions, setup } from 'xstate';
import type { LanguageOption } from '../../contract/domain.types';
import { notImplemented } from '../shared/not-implemented';
import { languageActors } from './language.actors';
import { chooseLanguage } from './language.selectors';
import type {
  LanguageContext,
  LanguageEmitted,
  LanguageEvent,
  LanguageInput,
  LogErrorParams,
} from './language.types';

const isSelectable = (context: LanguageContext, event: LanguageEvent) => {
  assertEvent(event, 'language.select');
  return context.languages.some((language) => language.cultureName === event.cultureName);
};

export const languageMachine = setup({
  // Stryker disable next-line ObjectLiteral: type declarations only, nothing runs them.
  types: {
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
    input: {} as LanguageInput,
    emitted: {} as LanguageEmitted,
  },
  actors: languageActors,
  guards: {
    isOnline: () => notImplemented('isOnline'),
    /** A `language.select` naming an available culture. */
    isSelectable: ({ context, event }) => isSelectable(context, event),
    /** Signed in, the choice is also saved to the user's settings. */
    isSelectableWhileSignedIn: ({ context, event }) => context.signedIn && isSelectable(context, event),
  },
  actions: {
    logError: (_, _params: LogErrorParams) => notImplemented('logError'),
    /** Re-applies the choice rule and announces the culture when it changed. */
    applyChoice: enqueueActions(({ context, enqueue }) => {
      const cultureName = chooseLanguage({
        languages: context.languages,
        queryLanguage: context.queryLanguage,
        userLanguage: context.userLanguage,
        current: context.cultureName,
      });
      enqueue.assign({ cultureName });
      if (cultureName === null || cultureName === context.announced) return;
      enqueue.assign({ announced: cultureName });
      const changed: LanguageEmitted = { type: 'language.changed', cultureName };
      enqueue.emit(changed);
    }),
    rememberUserLanguage: assign({
      userLanguage: ({ event }) => {
        assertEvent(event, 'language.userSettingsLoaded');
        return event.language ?? null;
      },
    }),
    storeQueryLanguage: assign({
      queryLanguage: ({ event }) => {
        assertEvent(event, 'language.addressChanged');
        return event.queryLanguage;
      },
    }),
    markSignedIn: assign({ signedIn: true }),
    forgetUserLanguage: assign({ signedIn: false, userLanguage: null }),
    storeLanguages: assign({ languages: (_, params: { languages: LanguageOption[] }) => params.languages }),
    /**
     * The user's pick wins over the `?language=` of the address from now on, and becomes the
     * user's language (the saved setting is about to hold it), so the choice rule keeps it.
     */
    takeSelection: assign(({ event }) => {
      assertEvent(event, 'language.select');
      const { cultureName } = event;
      return { cultureName, userLanguage: cultureName, queryLanguage: null };
    }),
    announceList: emit(({ context }) => ({
      type: 'language.listLoaded' as const,
      languages: context.languages,
    })),
  },
}).createMachine({
  id: 'language',
  description:
    "The interface language: loads the list of languages, picks one (address, user setting, browser) and saves the signed-in user's choice.",
  context: ({ input }) => ({
    languages: input.languages?.length ? input.languages : (input.restored?.languages ?? []),
    cultureName: input.restored?.cultureName ?? null,
    userLanguage: null,
    queryLanguage: input.queryLanguage ?? null,
    signedIn: false,
    announced: null,
  }),
  initial: 'checkingConnection',
  on: {
    'language.userSettingsLoaded': {
      description: "The user's saved language arrived: it is applied if it is in the list.",
      actions: ['rememberUserLanguage', 'applyChoice'],
    },
    'language.addressChanged': {
      description:
        'The address holds ?language= (the start address, back from sign-in): it overrides the choice as at start.',
      actions: ['storeQueryLanguage', 'applyChoice'],
    },
    'language.signedIn': { description: 'From now on a choice is also saved.', actions: 'markSignedIn' },
    'language.signedOut': {
      description: "The signed-out user's saved language no longer applies.",
      actions: 'forgetUserLanguage',
    },
  },
  states: {
    checkingConnection: {
      description: 'Starting up: loading the list is skipped when the browser is offline.',
      always: [
        {
          guard: 'isOnline',
          target: 'loading',
          description: 'The browser is online: the list of languages is asked for.',
        },
        {
          target: 'ready',
          description:
            'The browser is offline: no list is loaded; the configured or kept languages are used.',
        },
      ],
    },
    loading: {
      description: 'Asking the server for the available languages.',
      tags: 'busy',
      invoke: {
        id: 'fetchLanguages',
        src: 'fetchLanguages',
        onDone: {
          target: 'ready',
          description:
            "The list arrived: the language is chosen from it (?language=, the user's saved or current one, else the first).",
          actions: { type: 'storeLanguages', params: ({ event }) => ({ languages: event.output }) },
        },
        // A failure is logged only; the configured list (if any) stays.
        onError: {
          target: 'ready',
          description: 'The list could not be loaded: the configured list, if any, is used.',
          actions: {
            type: 'logError',
            params: ({ event }) => ({ message: 'Loading languages failed.', error: event.error }),
          },
        },
      },
    },
    ready: {
      description: 'A language is in use; the user can pick another from the list.',
      entry: ['applyChoice', 'announceList'],
      initial: 'idle',
      on: {
        'language.select': [
          {
            guard: 'isSelectableWhileSignedIn',
            target: '.saving',
            description: 'Signed in: the picked language is used at once and saved to the user settings.',
            actions: ['takeSelection', 'applyChoice'],
          },
          {
            guard: 'isSelectable',
            description: 'Signed out: the picked language is used at once.',
            actions: ['takeSelection', 'applyChoice'],
          },
        ],
      },
      states: {
        idle: { description: 'Nothing to save.' },
        saving: {
          description: "Saving the signed-in user's choice to their settings (key `language`).",
          invoke: {
            id: 'saveUserLanguage',
            src: 'saveUserLanguage',
            // Saving follows the pick of a listed language, so there is one.
            input: ({ context }) => ({ language: context.cultureName as string }),
            onDone: { target: 'idle', description: "The pick is saved in the user's settings." },
            onError: {
              target: 'idle',
              description: 'Saving failed: the error is logged; the picked language stays in use.',
              actions: {
                type: 'logError',
                params: ({ event }) => ({ message: 'Saving the language failed.', error: event.error }),
              },
            },
          },
        },
      },
    },
  },
});
