import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, screenshot, useSignedInStack } from './support';
import { ANALYST_PAGES, facilitiesWithData, openInLanguage, visibleText } from './support/language-pages';
import { englishLabelsIn, properNouns } from './support/reference-labels';

describe('every page in every language', () => {
  const signedIn = useSignedInStack('analyst@demo.test');
  const open = async (path: (ids: number[]) => string, culture: string) => {
    const stack = signedIn.stack();
    const page = signedIn.browser().page;
    await openInLanguage(page, stack.urls.web, path(await facilitiesWithData(stack)), culture);
    return page;
  };

  describe('Arabic reads right to left', () => {
    it.each(ANALYST_PAGES)(
      '$name in ar-SA has dir="rtl", Arabic text and no axe violation',
      async (target) => {
        const page = await open(target.path, 'ar-SA');
        expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        expect(await visibleText(page)).toMatch(/[\u0600-\u06FF]/);
        await screenshot(page, `ar-SA-${target.name}`);
        await expectNoAxeViolations(page);
      },
    );

    it('switching back to English turns the page left to right again', async () => {
      const page = await open(() => '/home', 'en-US');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    });
  });

  describe('data in the user language', () => {
    it.each(['fr-FR', 'sw-KE'])('no page in %s shows an English reference-data label', async (culture) => {
      const nouns = await properNouns(signedIn.stack());
      const left: string[] = [];
      for (const target of ANALYST_PAGES) {
        const text = await visibleText(await open(target.path, culture));
        left.push(...englishLabelsIn(text, nouns).map((label) => `${target.name}: ${label}`));
      }
      expect(left).toEqual([]);
    });
  });
});
