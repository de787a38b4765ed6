import { describe, expect, it } from 'vitest';
import { ALL_LOCALE_RESOURCES as LOCALE_RESOURCES } from '../../support/all-locale-resources';

const NAMESPACES = ['pages-common', 'home', 'facility', 'momcare', 'facility-numbers', 'pivot'];

/** Flattened keys (plural suffixes removed) with their texts. */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') out.set(path.replace(/_(zero|one|two|few|many|other)$/, ''), child);
    else for (const [k, v] of leaves(child, path)) out.set(k, v);
  }
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('page texts in en-US, fr-FR, sw-KE and ar-SA', () => {
  for (const namespace of NAMESPACES) {
    const english = leaves(LOCALE_RESOURCES['en-US']?.[namespace]);
    for (const culture of ['fr-FR', 'sw-KE', 'ar-SA']) {
      it(`${namespace}: every English text exists in ${culture} with the same placeholders`, () => {
        const translated = leaves(LOCALE_RESOURCES[culture]?.[namespace]);
        expect(english.size).toBeGreaterThan(0);
        expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [key, text] of english)
          expect([key, placeholders(translated.get(key) ?? '')]).toEqual([key, placeholders(text)]);
      });
    }
  }
});
