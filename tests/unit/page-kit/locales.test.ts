import { describe, expect, it } from 'vitest';
import { ALL_LOCALE_RESOURCES as LOCALE_RESOURCES } from '../../support/all-locale-resources';
import { localeLeaves } from '../../support/locale-leaves';

const NAMESPACES = ['pages-common', 'home', 'facility', 'momcare', 'facility-numbers', 'pivot'];

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('page texts in en-US, fr-FR, sw-KE and ar-SA', () => {
  for (const namespace of NAMESPACES) {
    const english = localeLeaves(LOCALE_RESOURCES['en-US']?.[namespace]);
    for (const culture of ['fr-FR', 'sw-KE', 'ar-SA']) {
      it(`${namespace}: every English text exists in ${culture} with the same placeholders`, () => {
        const translated = localeLeaves(LOCALE_RESOURCES[culture]?.[namespace]);
        expect(english.size).toBeGreaterThan(0);
        expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [key, text] of english)
          expect([key, placeholders(translated.get(key) ?? '')]).toEqual([key, placeholders(text)]);
      });
    }
  }
});
