/**
 * Language (spec sections 3, 4, 8): the language list, the chosen culture and saving it to
 * the user's settings. Persistent slice 'language'. Effects are promise actors (invoke id =
 * name), the `isOnline` guard and the `logError` action.
 */
import type { LanguageOption } from '../../contract/domain.types';
import type { RestorableInput } from '../shared/persistence';

export interface LanguagePersisted {
  cultureName: string | null;
  /** The last list loaded: a portal that starts offline still has its languages. */
  languages?: LanguageOption[];
}

export interface LanguageInput extends RestorableInput<LanguagePersisted> {
  /** The `language` query parameter of the page address, if any. */
  queryLanguage?: string;
  /** config.languages: used until (or instead of, when offline) the fetched list. */
  languages?: LanguageOption[];
}

export interface LanguageContext {
  languages: LanguageOption[];
  cultureName: string | null;
  /** The language saved in the user's settings. */
  userLanguage: string | null;
  /** The query parameter; dropped once the user picks a language. */
  queryLanguage: string | null;
  signedIn: boolean;
  /** The culture last announced with `language.changed`. */
  announced: string | null;
}

export type LanguageEvent =
  | { type: 'language.select'; cultureName: string }
  /** The page address now holds `?language=` (for example the start address, back from sign-in). */
  | { type: 'language.addressChanged'; queryLanguage: string }
  | { type: 'language.userSettingsLoaded'; language?: string }
  | { type: 'language.signedIn' }
  | { type: 'language.signedOut' };

export interface LanguageEffects {
  /** GET /api/qps/language (anonymous). */
  fetchLanguages: { input: undefined; output: LanguageOption[] };
  /** PUT /api/qps/users/settings with { language }. */
  saveUserLanguage: { input: { language: string }; output: unknown };
}

export interface LogErrorParams {
  message: string;
  error?: unknown;
}

export type LanguageEmitted =
  /** The adapter changes i18next's language. */
  | { type: 'language.changed'; cultureName: string }
  /** The list is known (fetched, or from configuration when offline or failing). */
  | { type: 'language.listLoaded'; languages: LanguageOption[] };
