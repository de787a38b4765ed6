import { describe, expect, it } from 'vitest';
import { SUPPORTED_CULTURES } from '../../../../src/services/i18n/cultures';
import { ALL_LOCALE_RESOURCES as LOCALE_RESOURCES } from '../../../support/all-locale-resources';

/** Dotted paths of every text in a namespace: { a: { b: 'x' } } -> ['a.b']. */
function textKeys(texts: unknown, prefix = ''): string[] {
  if (typeof texts !== 'object' || texts === null) return [prefix];
  return Object.entries(texts).flatMap(([key, value]) => textKeys(value, prefix ? `${prefix}.${key}` : key));
}

function textAt(texts: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], texts);
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Plural forms differ by language (fr has _many, en does not): compare the keys without them. */
const baseKeys = (keys: string[]) => [...new Set(keys.map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();

/** Plural keys a culture lacks: each plural text needs every category of the language (Intl.PluralRules). */
function missingPluralForms(keys: string[], culture: string): string[] {
  const categories = new Intl.PluralRules(culture).resolvedOptions().pluralCategories;
  const plurals = baseKeys(keys.filter((key) => PLURAL_SUFFIX.test(key)));
  return plurals.flatMap((base) =>
    categories.map((category) => `${base}_${category}`).filter((key) => !keys.includes(key)),
  );
}

const namespaces = [
  ...new Set(SUPPORTED_CULTURES.flatMap((culture) => Object.keys(LOCALE_RESOURCES[culture] ?? {}))),
];

describe('every namespace has the same keys in en-US, fr-FR, sw-KE and ar-SA (plural forms as each language needs)', () => {
  it('the common namespace is bundled', () => {
    expect(namespaces).toContain('common');
  });

  it.each(namespaces)(
    'namespace "%s" exists in every culture with the same keys and no empty text',
    (namespace) => {
      const english = baseKeys(textKeys(LOCALE_RESOURCES['en-US']?.[namespace]));
      for (const culture of SUPPORTED_CULTURES) {
        const texts = LOCALE_RESOURCES[culture]?.[namespace];
        expect(texts, `${culture}/${namespace}.json is missing`).toBeDefined();
        const keys = textKeys(texts);
        expect(baseKeys(keys), `${culture}/${namespace}.json keys`).toEqual(english);
        expect(missingPluralForms(keys, culture), `${culture}/${namespace}.json plural forms`).toEqual([]);
        for (const key of keys) expect(textAt(texts, key), `${culture} ${namespace}:${key}`).not.toBe('');
      }
    },
  );
});

describe('the common namespace is really translated', () => {
  /** Brand names stay as they are in every language. */
  const BRAND_NAMES = new Set(['appName', 'pageTitles.MomCare']);
  const english = LOCALE_RESOURCES['en-US'].common;

  it.each(['fr-FR', 'sw-KE', 'ar-SA'])(
    'no English text is left in %s/common.json apart from brand names',
    (culture) => {
      const untranslated = textKeys(english).filter(
        (key) =>
          !BRAND_NAMES.has(key) && textAt(LOCALE_RESOURCES[culture].common, key) === textAt(english, key),
      );
      expect(untranslated).toEqual([]);
    },
  );
});
