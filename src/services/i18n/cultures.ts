/** Cultures the portal ships translations for; the language list itself comes from the API. */
export const SUPPORTED_CULTURES = ['en-US', 'fr-FR', 'sw-KE', 'ar-SA'] as const;

export type SupportedCulture = (typeof SUPPORTED_CULTURES)[number];

/** Used for any text missing in the chosen culture, and for cultures without translations. */
export const FALLBACK_CULTURE: SupportedCulture = 'en-US';

export const DEFAULT_NAMESPACE = 'common';
