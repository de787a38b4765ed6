import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSignedInStack } from './support';
import { facilitiesWithData, openInLanguage } from './support/language-pages';

/**
 * The digits of the text drawn (the page's laid-out text and the charts' SVG labels): how many runs
 * of ar-SA's own digits (as Intl writes them), and every word holding any other digit.
 */
function digitsDrawn(page: Page) {
  return page.evaluate(() => {
    const svgTexts = [...document.querySelectorAll('svg text')].map((node) => node.textContent ?? '');
    // biome-ignore lint/performance/useDomNodeTextContent: only the rendered text counts
    const text = [document.body.innerText, ...svgTexts].join('\n');
    const digitsOfCulture = new Intl.NumberFormat('ar-SA', { useGrouping: false }).format(1234567890);
    const otherDigit = new RegExp(`[^\\P{Nd}${digitsOfCulture}]`, 'u');
    return {
      culture: text.match(new RegExp(`[${digitsOfCulture}]+`, 'g'))?.length ?? 0,
      otherWords: text.split(/\s+/).filter((word) => otherDigit.test(word)),
    };
  });
}

describe('an Arabic page in the browser', () => {
  const signedIn = useSignedInStack('analyst@demo.test');

  it('one numeral system per Arabic page: Home in ar-SA writes every figure, year and level in the digits Intl writes for ar-SA', async () => {
    const { page } = signedIn.browser();
    await openInLanguage(page, signedIn.stack().urls.web, '/home', 'ar-SA');
    const digits = await digitsDrawn(page);
    expect(digits.otherWords).toEqual([]);
    expect(digits.culture).toBeGreaterThan(50);
  });

  it('Public and Facility Details in ar-SA: the only other digits are in facility codes and document names, identifiers written as stored', async () => {
    const { page } = signedIn.browser();
    const stack = signedIn.stack();
    const [facilityId] = await facilitiesWithData(stack);
    const { rows: codes } = await stack.db.query<{ code: string }>('SELECT code FROM facilities');
    const { rows: documents } = await stack.db.query<{ title: string; file_name: string }>(
      'SELECT title, file_name FROM activities WHERE facility_id = $1',
      [facilityId],
    );
    const identifiers = new Set(
      [...codes.map((row) => row.code), ...documents.flatMap((row) => [row.title, row.file_name])].flatMap(
        (text) => text.split(/\s+/),
      ),
    );
    for (const path of ['/public', `/facility/details/${facilityId}`]) {
      await openInLanguage(page, stack.urls.web, path, 'ar-SA');
      const digits = await digitsDrawn(page);
      expect(
        digits.otherWords.filter((word) => !identifiers.has(word)),
        path,
      ).toEqual([]);
      expect(digits.culture, path).toBeGreaterThan(5);
    }
  });

  it('the language picker shows the whole name of the language it holds (العربية)', async () => {
    const { page } = signedIn.browser();
    await openInLanguage(page, signedIn.stack().urls.web, '/home', 'ar-SA');
    const picker = page.locator('input').and(page.getByLabel('اللغة', { exact: true }));
    await expect.poll(() => picker.inputValue()).toBe('العربية');
    const cut = await picker.evaluate((input) => input.scrollWidth > input.clientWidth);
    expect(cut).toBe(false);
  });
});
