import type { Resource, ResourceLanguage } from 'i18next';

/** A JSON module as import.meta.glob hands it over. */
type JsonModule = { default: Record<string, unknown> } | Record<string, unknown>;

/** `locales/<culture>/<namespace>.json` -> a loader of that file (one chunk per culture, see vite.config.ts). */
export type LocaleLoaders = Record<string, () => Promise<JsonModule>>;

const LOCALE_PATH = /\/locales\/([^/]+)\/([^/]+)\.json$/;

/**
 * Turns `locales/<culture>/<namespace>.json` modules into i18next resources, so a feature adds
 * its texts by adding a file, without touching this code.
 */
export function collectResources(modules: Record<string, JsonModule>): Resource {
  const resources: Resource = {};
  for (const [path, module] of Object.entries(modules)) {
    const match = LOCALE_PATH.exec(path);
    if (!match) continue;
    const [, culture, namespace] = match;
    const texts = 'default' in module ? module.default : module;
    resources[culture] = { ...resources[culture], [namespace]: texts as Resource[string][string] };
  }
  return resources;
}

/** The cultures that have a folder of texts: a language is added by adding its folder. */
export function culturesWithTexts(loaders: LocaleLoaders): string[] {
  const cultures = Object.keys(loaders).map((path) => LOCALE_PATH.exec(path)?.[1]);
  return [...new Set(cultures.filter((culture): culture is string => Boolean(culture)))];
}

/** Loads every namespace file of one culture (and nothing of the others). */
export async function loadCultureResources(
  loaders: LocaleLoaders,
  culture: string,
): Promise<ResourceLanguage> {
  const paths = Object.keys(loaders).filter((path) => LOCALE_PATH.exec(path)?.[1] === culture);
  const modules = await Promise.all(paths.map((path) => loaders[path]()));
  const resources = collectResources(Object.fromEntries(paths.map((path, index) => [path, modules[index]])));
  return resources[culture] ?? {};
}

/** The portal's locale files, each loaded only when its culture is shown. */
export const LOCALE_LOADERS: LocaleLoaders = import.meta.glob<JsonModule>('./locales/*/*.json');
