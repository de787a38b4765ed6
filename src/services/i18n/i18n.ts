import { createInstance, type i18n as I18nInstance, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_NAMESPACE, FALLBACK_CULTURE } from './cultures';
import {
  culturesWithTexts,
  LOCALE_LOADERS,
  type LocaleLoaders,
  loadCultureResources,
} from './locale-resources';

export interface I18nService {
  /** The i18next instance; react-i18next's useTranslation reads it. */
  i18n: I18nInstance;
  /** Resolves once the first culture's texts are in (render after it, or the first screen shows keys). */
  ready: Promise<void>;
  /** Loads the culture's texts if needed, then switches; cultures without translations use en-US texts. */
  changeLanguage(cultureName: string): Promise<void>;
}

export interface I18nOptions {
  /** Texts to start with (tests pass every culture); the rest load from `loaders` on a switch. */
  resources?: Resource;
  loaders?: LocaleLoaders;
}

/** Marks the page's language for screen readers and hyphenation. */
function markDocumentLanguage(cultureName: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = cultureName;
}

/**
 * An i18next instance that holds only the texts of the cultures shown so far: the first
 * culture's files load at once (`ready`), another culture's on a switch, so a phone downloads
 * one language, not all of them.
 */
export function createI18n(
  initialCulture: string = FALLBACK_CULTURE,
  options: I18nOptions = {},
): I18nService {
  const loaders = options.loaders ?? LOCALE_LOADERS;
  const translated = new Set([...culturesWithTexts(loaders), ...Object.keys(options.resources ?? {})]);
  const textCulture = (cultureName: string) => (translated.has(cultureName) ? cultureName : FALLBACK_CULTURE);
  const i18n = createInstance();
  i18n.use(initReactI18next).init({
    resources: options.resources ?? {},
    lng: initialCulture,
    fallbackLng: FALLBACK_CULTURE,
    defaultNS: DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  const loading = new Map<string, Promise<void>>();
  /** Adds a culture's texts once; a failed load may be tried again by the next switch. */
  const ensureTexts = (culture: string): Promise<void> => {
    if (i18n.hasResourceBundle(culture, DEFAULT_NAMESPACE)) return Promise.resolve();
    let pending = loading.get(culture);
    if (!pending) {
      pending = loadCultureResources(loaders, culture).then((namespaces) => {
        for (const [namespace, texts] of Object.entries(namespaces))
          i18n.addResourceBundle(culture, namespace, texts, true, true);
      });
      pending.catch(() => loading.delete(culture));
      loading.set(culture, pending);
    }
    return pending;
  };
  let chosenLast = initialCulture;
  const changeLanguage = async (cultureName: string) => {
    chosenLast = cultureName;
    await ensureTexts(textCulture(cultureName));
    // A later choice was made while these texts loaded (the saved language, then the address's
    // ?language= right after sign-in): switching now would undo it.
    if (chosenLast !== cultureName) return;
    await i18n.changeLanguage(cultureName);
    markDocumentLanguage(cultureName);
  };
  markDocumentLanguage(initialCulture);
  return { i18n, ready: ensureTexts(textCulture(initialCulture)), changeLanguage };
}
