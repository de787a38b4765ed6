import { PORTAL_TEXTS } from './locale-resources';

/**
 * Cultures the portal ships translations for: one folder each under `locales/`, so a language
 * is added by adding its files. The language list itself comes from the API.
 */
export const SUPPORTED_CULTURES: readonly string[] = PORTAL_TEXTS.cultures;

/** Used for any text missing in the chosen culture, and for cultures without translations. */
export const FALLBACK_CULTURE = 'en-US';

export const DEFAULT_NAMESPACE = 'common';
