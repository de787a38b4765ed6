import { assign, emit, enqueueActions, setup } from 'xstate';
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

const isSelectable = (context: LanguageContext, event: LanguageEvent) =>
  event.type === 'language.select' &&
  context.languages.some((language) => language.cultureName === event.cultureName);

export const languageMachine = setup({
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
    announceList: emit(({ context }) => ({
      type: 'language.listLoaded' as const,
      languages: context.languages,
    })),
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => ({
    languages: input.languages ?? [],
    cultureName: input.restored?.cultureName ?? null,
    userLanguage: null,
    queryLanguage: input.queryLanguage ?? null,
    signedIn: false,
    announced: null,
  }),
  initial: 'checkingConnection',
  on: {
    'language.userSettingsLoaded': {
      actions: [assign({ userLanguage: ({ event }) => event.language ?? null }), 'applyChoice'],
    },
    'language.signedIn': { actions: assign({ signedIn: true }) },
    'language.signedOut': { actions: assign({ signedIn: false, userLanguage: null }) },
  },
  states: {
    /** Loading the list is skipped when the browser is offline. */
    checkingConnection: {
      always: [{ guard: 'isOnline', target: 'loading' }, { target: 'ready' }],
    },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchLanguages',
        src: 'fetchLanguages',
        onDone: { target: 'ready', actions: assign({ languages: ({ event }) => event.output }) },
        // A failure is logged only; the configured list (if any) stays.
        onError: {
          target: 'ready',
          actions: {
            type: 'logError',
            params: ({ event }) => ({ message: 'Loading languages failed.', error: event.error }),
          },
        },
      },
    },
    ready: {
      entry: ['applyChoice', 'announceList'],
      initial: 'idle',
      on: {
        'language.select': [
          {
            guard: 'isSelectableWhileSignedIn',
            target: '.saving',
            actions: [
              assign({ cultureName: ({ event }) => event.cultureName, queryLanguage: null }),
              'applyChoice',
            ],
          },
          {
            guard: 'isSelectable',
            actions: [
              assign({ cultureName: ({ event }) => event.cultureName, queryLanguage: null }),
              'applyChoice',
            ],
          },
        ],
      },
      states: {
        idle: {},
        /** Signed in: the choice is saved to the user's settings (key `language`). */
        saving: {
          invoke: {
            id: 'saveUserLanguage',
            src: 'saveUserLanguage',
            input: ({ context }) => ({ language: context.cultureName ?? '' }),
            onDone: 'idle',
            onError: {
              target: 'idle',
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
