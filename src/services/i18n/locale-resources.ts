import type { Resource } from 'i18next';

/** A JSON module as import.meta.glob hands it over. */
export type JsonModule = { default: Record<string, unknown> } | Record<string, unknown>;

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

/** Where a culture's namespace comes from: undefined when the portal has no such file. */
export type TextSource = (culture: string, namespace: string) => Promise<JsonModule> | undefined;

/** The cultures with texts and how to load one of their namespaces. */
export interface LocaleTexts {
  cultures: string[];
  load: TextSource;
}

/**
 * One loader per culture folder, whose index lists that culture's namespace files: the first screen
 * carries four loaders, not one per file of every culture, and a culture's list arrives with its
 * first texts (the index is in the `locale-<culture>` chunk, vite.config.ts).
 */
const CULTURE_INDEXES = import.meta.glob<{ default: Record<string, () => Promise<JsonModule>> }>(
  './locales/*/index.ts',
);

export const PORTAL_TEXTS: LocaleTexts = {
  cultures: Object.keys(CULTURE_INDEXES).flatMap(
    (path) => /\/locales\/([^/]+)\/index\.ts$/.exec(path)?.[1] ?? [],
  ),
  load: (culture, namespace) =>
    CULTURE_INDEXES[`./locales/${culture}/index.ts`]?.().then(
      ({ default: files }) => files[`./${namespace}.json`]?.() ?? {},
    ),
};

/** Texts from loaders of `locales/<culture>/<namespace>.json` files (tests hand these over). */
export function textsFrom(loaders: LocaleLoaders): LocaleTexts {
  return {
    cultures: culturesWithTexts(loaders),
    load: (culture, namespace) => loaderOf(loaders, culture, namespace)?.(),
  };
}
