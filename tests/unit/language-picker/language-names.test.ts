import { describe, expect, it } from 'vitest';
import { nativeLanguageNames } from '../../../src/components/language-picker/language-names';

describe('the language picker names each language in itself, short enough to show whole', () => {
  it('one culture per language: the language alone, never its region ("العربية", not "العربية (المملكة العربية السعودية)")', () => {
    expect(nativeLanguageNames(['en-US', 'fr-FR', 'sw-KE', 'ar-SA'])).toEqual([
      'English',
      'Français',
      'Kiswahili',
      'العربية',
    ]);
  });

  it('two cultures of one language: each with its region, so they can be told apart', () => {
    expect(nativeLanguageNames(['en-US', 'en-GB', 'fr-FR'])).toEqual([
      'American English',
      'British English',
      'Français',
    ]);
  });
});
