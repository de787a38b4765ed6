import type { Resource } from 'i18next';

/** A JSON module as import.meta.glob hands it over. */
type JsonModule = { default: Record<string, unknown> } | Record<string, unknown>;

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

/** Every locale file of the portal, bundled at build time. */
export const LOCALE_RESOURCES: Resource = collectResources(
  import.meta.glob<JsonModule>('./locales/*/*.json', { eager: true }),
);
