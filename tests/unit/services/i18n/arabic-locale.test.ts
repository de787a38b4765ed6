import { describe, expect, it } from 'vitest';
import { ALL_LOCALE_RESOURCES as LOCALE_RESOURCES } from '../../../support/all-locale-resources';

/** Every text of a namespace with its dotted key. */
function texts(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    texts(value, prefix ? `${prefix}.${key}` : key),
  );
}

const ARABIC_LETTER = /[\u0600-\u06FF]/;
/** Brand names, and texts that are only placeholders and punctuation, are the same in every language. */
const NOT_WORDS = (text: string) => text.replace(/{{\w+}}/g, '').replace(/[\s\p{P}\p{S}]/gu, '') === '';
const BRAND_NAMES = new Set(['Quality Analytics Platform', 'MomCare']);

describe('Arabic (ar-SA) is a complete translation', () => {
  const english = LOCALE_RESOURCES['en-US'];
  const arabic = LOCALE_RESOURCES['ar-SA'];

  it.each(Object.keys(english))('every text of namespace "%s" is written in Arabic', (namespace) => {
    expect(arabic?.[namespace], `ar-SA/${namespace}.json`).toBeDefined();
    const notArabic = texts(arabic[namespace])
      .filter(([, text]) => !ARABIC_LETTER.test(text) && !NOT_WORDS(text) && !BRAND_NAMES.has(text))
      .map(([key]) => key);
    expect(notArabic).toEqual([]);
  });

  /** Keys on the keyboard keep the digit printed on them ("+, - and 0 to zoom"). */
  const KEYBOARD_KEYS = new Set(['inspector:zoom.frame', 'inspector:zoom.hint']);

  it('its own figures ("out of 100") are in the digits Intl writes for ar-SA, as the numbers put into them', () => {
    const westernDigits = /[0-9]/;
    expect(new Intl.NumberFormat('ar-SA').format(100)).not.toMatch(westernDigits);
    const western = Object.keys(arabic).flatMap((namespace) =>
      texts(arabic[namespace])
        .filter(([, text]) => westernDigits.test(text.replace(/{{\w+}}/g, '')))
        .map(([key]) => `${namespace}:${key}`)
        .filter((key) => !KEYBOARD_KEYS.has(key)),
    );
    expect(western).toEqual([]);
  });
});
