import { createInstance, type i18n as I18nInstance, type Resource } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_NAMESPACE, FALLBACK_CULTURE } from './cultures';
import { FIRST_SCREEN_NAMESPACES } from './first-screen-namespaces';
import { type LocaleLoaders, PORTAL_TEXTS, textsFrom } from './locale-resources';
import { numbersInTexts } from './numbers-in-texts';

export interface I18nService {
  /** The i18next instance; react-i18next's useTranslation reads it. */
  i18n: I18nInstance;
  /** Resolves once the first culture's first-screen texts are in (render after it, or the first screen shows keys). */
  ready: Promise<void>;
  /** Loads the culture's texts if needed, then switches; cultures without translations use en-US texts. */
  changeLanguage(cultureName: string): Promise<void>;
}

export interface I18nOptions {
  /** Texts to start with (tests pass every culture); the rest load from `loaders` when asked for. */
  resources?: Resource;
  loaders?: LocaleLoaders;
  /** Namespaces the first screen needs beyond FIRST_SCREEN_NAMESPACES (its page's): `ready` waits for them too. */
  startNamespaces?: readonly string[];
}

/** Marks the page's language for screen readers and hyphenation. */
function markDocumentLanguage(cultureName: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = cultureName;
}

/**
 * An i18next instance that holds only the texts shown so far: the first culture's first-screen
 * namespaces load at once (`ready`), a page's own namespace when the page first asks for it
 * (react-i18next suspends it meanwhile), another culture's texts on a switch, before it, so a
 * phone downloads one language and only the pages it opens.
 */
export function createI18n(
  initialCulture: string = FALLBACK_CULTURE,
  options: I18nOptions = {},
): I18nService {
  const texts = options.loaders ? textsFrom(options.loaders) : PORTAL_TEXTS;
  const translated = new Set([...texts.cultures, ...Object.keys(options.resources ?? {})]);
  const textCulture = (cultureName: string) => (translated.has(cultureName) ? cultureName : FALLBACK_CULTURE);
  const i18n = createInstance();
  const textsLoaded = new Promise<void>((resolve, reject) => {
    i18n
      .use(initReactI18next)
      .use(numbersInTexts)
      // A culture without translations reads en-US's files; a namespace it lacks is empty.
      .use(
        resourcesToBackend(
          (culture: string, namespace: string) => texts.load(textCulture(culture), namespace) ?? {},
        ),
      )
      .init(
        {
          resources: options.resources,
          partialBundledLanguages: true,
          lng: initialCulture,
          // Every culture has every text (tests/unit/page-kit/locales.test.ts): no second language to download.
          fallbackLng: false,
          load: 'currentOnly',
          ns: [...new Set([...FIRST_SCREEN_NAMESPACES, ...(options.startNamespaces ?? [])])],
          defaultNS: DEFAULT_NAMESPACE,
          interpolation: { escapeValue: false, alwaysFormat: true },
          returnNull: false,
          initAsync: false,
        },
        (errors) => (errors ? reject(errors) : resolve()),
      );
  });
  /** Every namespace asked for so far (i18next adds them to `ns`), so nothing drawn goes back to loading. */
  const namespacesInUse = () => {
    const { ns } = i18n.options;
    return typeof ns === 'string' ? [ns] : [...(ns ?? [])];
  };
  let chosenLast = initialCulture;
  const changeLanguage = async (cultureName: string) => {
    chosenLast = cultureName;
    // Not loadLanguages: it also waits for a culture chosen earlier whose texts are still on their way.
    await i18n.reloadResources([cultureName], namespacesInUse());
    // A later choice was made while these texts loaded (the saved language, then the address's
    // ?language= right after sign-in): switching now would undo it.
    if (chosenLast !== cultureName) return;
    await i18n.changeLanguage(cultureName);
    markDocumentLanguage(cultureName);
  };
  markDocumentLanguage(initialCulture);
  return { i18n, ready: textsLoaded, changeLanguage };
}
