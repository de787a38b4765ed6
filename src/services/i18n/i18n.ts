import { createInstance, type i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_NAMESPACE, FALLBACK_CULTURE } from './cultures';
import { LOCALE_RESOURCES } from './locale-resources';

export interface I18nService {
  /** The i18next instance; react-i18next's useTranslation reads it. */
  i18n: I18nInstance;
  /** Switches the interface language; cultures without translations fall back to en-US texts. */
  changeLanguage(cultureName: string): Promise<void>;
}

/** Marks the page's language for screen readers and hyphenation. */
function markDocumentLanguage(cultureName: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = cultureName;
}

/**
 * An initialised i18next with every bundled namespace. Resources are bundled, so it is ready
 * when this returns (initAsync: false).
 */
export function createI18n(initialCulture: string = FALLBACK_CULTURE): I18nService {
  const i18n = createInstance();
  i18n.use(initReactI18next).init({
    resources: LOCALE_RESOURCES,
    lng: initialCulture,
    fallbackLng: FALLBACK_CULTURE,
    defaultNS: DEFAULT_NAMESPACE,
    ns: Object.keys(LOCALE_RESOURCES[FALLBACK_CULTURE] ?? {}),
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  markDocumentLanguage(initialCulture);
  return {
    i18n,
    changeLanguage: async (cultureName) => {
      await i18n.changeLanguage(cultureName);
      markDocumentLanguage(cultureName);
    },
  };
}
