import { describe, expect, it } from 'vitest';
import { ALL_LOCALE_RESOURCES } from '../../../support/all-locale-resources';

/** Every text of a namespace with its dotted key. */
function texts(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    texts(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** A code sample shown as it is typed ({"cultureName": "fr-FR"}). */
const CODE_SAMPLES = new Set(['inspector:send.payloadHint']);

/** `:`, `;`, `!` or `?` as punctuation (a colon before a space or the end, not in "12:30" or "https:"). */
const FRENCH_HIGH_PUNCTUATION = /(.)(:(?=\s|$)|[;!?])/gu;
const NO_BREAK_SPACES = new Set(['\u00a0', '\u202f']);

describe('French typography', () => {
  it('fr-FR texts put a no-break space (U+00A0 or the narrow U+202F) before : ; ! ?, so the sign never starts a line', () => {
    const french = ALL_LOCALE_RESOURCES['fr-FR'];
    const wrong = Object.keys(french).flatMap((namespace) =>
      texts(french[namespace])
        .filter(([key]) => !CODE_SAMPLES.has(`${namespace}:${key}`))
        .flatMap(([key, text]) =>
          [...text.matchAll(FRENCH_HIGH_PUNCTUATION)]
            .filter(([, before]) => !NO_BREAK_SPACES.has(before))
            .map(([found]) => `${namespace}:${key} "${found}"`),
        ),
    );
    expect(wrong).toEqual([]);
  });
});
