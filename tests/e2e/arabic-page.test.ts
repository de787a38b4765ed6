import { describe, expect, it } from 'vitest';
import { useSignedInStack } from './support';
import { openInLanguage } from './support/language-pages';

describe('an Arabic page in the browser', () => {
  const signedIn = useSignedInStack('analyst@demo.test');

  it('one numeral system per Arabic page: Home in ar-SA writes every figure, year and level in the digits Intl writes for ar-SA', async () => {
    const { page } = signedIn.browser();
    await openInLanguage(page, signedIn.stack().urls.web, '/home', 'ar-SA');
    const runs = await page.evaluate(() => {
      // The text drawn: the page's laid-out text and the charts' SVG labels.
      const svgTexts = [...document.querySelectorAll('svg text')].map((node) => node.textContent ?? '');
      // biome-ignore lint/performance/useDomNodeTextContent: only the rendered text counts
      const text = [document.body.innerText, ...svgTexts].join('\n');
      const digitsOfCulture = new Intl.NumberFormat('ar-SA', { useGrouping: false }).format(1234567890);
      return {
        culture: text.match(new RegExp(`[${digitsOfCulture}]+`, 'g'))?.length ?? 0,
        // runs of any other digits (Western ones, in an ar-SA page)
        other: text.match(new RegExp(`[^\\P{Nd}${digitsOfCulture}]+`, 'gu')) ?? [],
      };
    });
    expect(runs.other).toEqual([]);
    expect(runs.culture).toBeGreaterThan(50);
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
