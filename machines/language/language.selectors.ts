import type { SnapshotFrom } from 'xstate';
import type { LanguageOption } from '../../contract/domain.types';
import type { PersistentSlice } from '../shared/persistence';
import type { languageMachine } from './language.machine';
import type { LanguagePersisted } from './language.types';

type LanguageSnapshot = SnapshotFrom<typeof languageMachine>;

export interface LanguageChoiceInput {
  languages: LanguageOption[];
  queryLanguage: string | null;
  userLanguage: string | null;
  current: string | null;
}

/**
 * The language to use (spec section 4): the query parameter when it names an available
 * culture; else the user's saved language if available; else the current (persisted) choice
 * if available; else the first available. With no list yet, the current choice stays.
 */
export function chooseLanguage({
  languages,
  queryLanguage,
  userLanguage,
  current,
}: LanguageChoiceInput): string | null {
  const isAvailable = (name: string | null): name is string =>
    name !== null && languages.some((language) => language.cultureName === name);
  for (const candidate of [queryLanguage, userLanguage, current]) {
    if (isAvailable(candidate)) return candidate;
  }
  return languages[0]?.cultureName ?? current;
}

export const selectLanguages = (snapshot: LanguageSnapshot) => snapshot.context.languages;
export const selectCultureName = (snapshot: LanguageSnapshot) => snapshot.context.cultureName;
/** The start gate's "language list has loaded". */
export const selectLanguagesLoaded = (snapshot: LanguageSnapshot) =>
  snapshot.matches('ready') && snapshot.context.languages.length > 0;

export const PERSIST_ID = 'language' as const;
export const PERSIST_VERSION = 1;

export const selectPersisted = (snapshot: LanguageSnapshot): LanguagePersisted => ({
  cultureName: snapshot.context.cultureName,
  languages: snapshot.context.languages,
});

export const languagePersistentSlice: PersistentSlice<LanguageSnapshot, LanguagePersisted> = {
  id: PERSIST_ID,
  version: PERSIST_VERSION,
  select: selectPersisted,
};
