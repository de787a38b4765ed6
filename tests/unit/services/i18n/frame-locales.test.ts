import { describe, expect, it } from 'vitest';
import ar from '../../../../src/services/i18n/locales/ar-SA/frame.json';
import en from '../../../../src/services/i18n/locales/en-US/frame.json';
import fr from '../../../../src/services/i18n/locales/fr-FR/frame.json';
import sw from '../../../../src/services/i18n/locales/sw-KE/frame.json';
import { localeLeaves } from '../../../support/locale-leaves';

// Names that are the same in every language: the product and the MomCare programme.
const SAME_EVERYWHERE = new Set(['productName', 'routes.MomCare', 'popup.momCare']);
// French words spelled as in English, checked by eye: "Districts", "Pages", "Code", "Page {{page}}".
const FRENCH_SAME_SPELLING = [
  'navigation.label',
  'filter.dimensions.districtIds',
  'public.columns.code',
  'public.pagination.page',
];

describe('frame translations', () => {
  const english = localeLeaves(en);
  for (const [culture, table] of [
    ['fr-FR', fr],
    ['sw-KE', sw],
    ['ar-SA', ar],
  ] as const) {
    it(`every frame string exists in ${culture}`, () => {
      expect([...localeLeaves(table).keys()].sort()).toEqual([...english.keys()].sort());
    });

    it(`no English is left in ${culture}`, () => {
      const translated = localeLeaves(table);
      const untranslated = [...english].filter(
        ([key, text]) => !SAME_EVERYWHERE.has(key) && translated.get(key) === text && /[a-z]{3}/i.test(text),
      );
      expect(untranslated.map(([key]) => key)).toEqual(culture === 'fr-FR' ? FRENCH_SAME_SPELLING : []);
    });

    it(`${culture} keeps every {{placeholder}} of the English text`, () => {
      const translated = localeLeaves(table);
      for (const [key, text] of english) {
        const placeholders = (value: string) => (value.match(/{{\w+}}/g) ?? []).sort();
        expect(placeholders(translated.get(key) ?? ''), key).toEqual(placeholders(text));
      }
    });
  }
});
