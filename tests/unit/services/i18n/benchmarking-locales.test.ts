import { describe, expect, it } from 'vitest';
import enBenchmarking from '../../../../src/services/i18n/locales/en-US/benchmarking.json';
import enNetwork from '../../../../src/services/i18n/locales/en-US/network.json';
import enYearly from '../../../../src/services/i18n/locales/en-US/yearly-performance.json';
import frBenchmarking from '../../../../src/services/i18n/locales/fr-FR/benchmarking.json';
import frNetwork from '../../../../src/services/i18n/locales/fr-FR/network.json';
import frYearly from '../../../../src/services/i18n/locales/fr-FR/yearly-performance.json';
import swBenchmarking from '../../../../src/services/i18n/locales/sw-KE/benchmarking.json';
import swNetwork from '../../../../src/services/i18n/locales/sw-KE/network.json';
import swYearly from '../../../../src/services/i18n/locales/sw-KE/yearly-performance.json';
import { localeLeaves } from '../../../support/locale-leaves';

// French words spelled as in English, checked by eye.
const FRENCH_SAME_SPELLING = ['benchmarking:table.score', 'network:level.district'];

const NAMESPACES = {
  benchmarking: { en: enBenchmarking, 'fr-FR': frBenchmarking, 'sw-KE': swBenchmarking },
  network: { en: enNetwork, 'fr-FR': frNetwork, 'sw-KE': swNetwork },
  'yearly-performance': { en: enYearly, 'fr-FR': frYearly, 'sw-KE': swYearly },
};

describe('Benchmarking, Network Level and Yearly Performance translations', () => {
  for (const culture of ['fr-FR', 'sw-KE'] as const) {
    it(`every string of the three pages exists in ${culture}, with the same {{placeholders}}`, () => {
      for (const [namespace, tables] of Object.entries(NAMESPACES)) {
        const english = localeLeaves(tables.en);
        const translated = localeLeaves(tables[culture]);
        expect([...translated.keys()].sort(), namespace).toEqual([...english.keys()].sort());
        const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
        for (const [key, text] of english)
          expect(placeholders(translated.get(key) ?? ''), `${namespace}:${key}`).toEqual(placeholders(text));
      }
    });

    it(`no English is left in ${culture}`, () => {
      const untranslated = Object.entries(NAMESPACES).flatMap(([namespace, tables]) => {
        const translated = localeLeaves(tables[culture]);
        return [...localeLeaves(tables.en)]
          .filter(
            ([key, text]) => translated.get(key) === text && /[a-z]{3}/i.test(text.replace(/{{\w+}}/g, '')),
          )
          .map(([key]) => `${namespace}:${key}`);
      });
      expect(untranslated).toEqual(culture === 'fr-FR' ? FRENCH_SAME_SPELLING : []);
    });
  }
});
