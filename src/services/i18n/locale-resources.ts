import type { Resource } from 'i18next';

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

/** The loader of one culture's namespace file, if the portal has it. */
export function loaderOf(
  loaders: LocaleLoaders,
  culture: string,
  namespace: string,
): (() => Promise<JsonModule>) | undefined {
  const path = Object.keys(loaders).find((candidate) => {
    const match = LOCALE_PATH.exec(candidate);
    return match?.[1] === culture && match[2] === namespace;
  });
  return path ? loaders[path] : undefined;
}

/** The portal's locale files, each loaded only when its culture is shown. */
export const LOCALE_LOADERS: LocaleLoaders = import.meta.glob<JsonModule>('./locales/*/*.json');
