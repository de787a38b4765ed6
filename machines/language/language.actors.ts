/** Typed placeholders of the language effects; src/services/api provides the real ones. */
import { fromPromise } from 'xstate';
import { notImplemented } from '../shared/not-implemented';
import type { LanguageEffects } from './language.types';

type Effect<K extends keyof LanguageEffects> = ReturnType<
  typeof fromPromise<LanguageEffects[K]['output'], LanguageEffects[K]['input']>
>;

export const languageActors: { [K in keyof LanguageEffects]: Effect<K> } = {
  fetchLanguages: fromPromise(() => notImplemented('fetchLanguages')),
  saveUserLanguage: fromPromise(() => notImplemented('saveUserLanguage')),
};
