/**
 * What stays visible when the user's colours take over: in forced colours (Windows High Contrast)
 * the current page of the navigation and the chosen option of a segmented control are still told
 * apart from the others; and the filter's "All" placeholder is readable (4.5:1).
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useSignedInStack } from './support';
import { settle } from './support/page-states';

/** The element's border on its inline start side and all round, as computed. */
const borders = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node);
    return {
      start: `${style.borderInlineStartWidth} ${style.borderInlineStartStyle} ${style.borderInlineStartColor}`,
      all: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
    };
  });

describe('colours the user sets', () => {
  const { stack, browser } = useSignedInStack('analyst@demo.test', {
    viewport: { width: 1440, height: 900 },
  });

  it('in forced colours the current page and the chosen Chart/Table option carry a border in the system highlight (WCAG 1.4.11)', async () => {
    const { page } = browser();
    await page.emulateMedia({ forcedColors: 'active' });
    try {
      await page.goto(`${stack().urls.web}/yearlyperformance`);
      await settle(page);
      // the system colour Highlight as this browser resolves it
      const highlight = await page.evaluate(() => {
        const probe = document.body.appendChild(document.createElement('span'));
        probe.style.color = 'Highlight';
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      });
      const navigation = page.getByRole('navigation', { name: 'Pages' });
      expect(await borders(navigation.locator('a[aria-current="page"]'))).toMatchObject({
        start: `4px solid ${highlight}`,
      });
      expect(await borders(navigation.locator('a:not([aria-current])').first())).toMatchObject({
        start: expect.stringMatching(/^0px /),
      });
      // the sliding mark of the chosen option sits over it, bordered
      const segmented = page.getByRole('main').locator('.mantine-SegmentedControl-root').first();
      const indicator = segmented.locator('.mantine-SegmentedControl-indicator');
      expect(await borders(indicator)).toMatchObject({ all: `2px solid ${highlight}` });
      const chosen = await segmented.locator('.mantine-SegmentedControl-label[data-active]').boundingBox();
      const marked = await indicator.boundingBox();
      expect(
        chosen && marked && Math.abs(chosen.x + chosen.width / 2 - (marked.x + marked.width / 2)),
      ).toBeLessThan(4);
      await screenshot(page, 'forced-colours-yearly-performance');
    } finally {
      await page.emulateMedia({ forcedColors: 'none' });
    }
  });

  it('the filter\'s "All" placeholder has a contrast of 4.5:1 or more with its field (WCAG 1.4.3)', async () => {
    const { page } = browser();
    await page.goto(`${stack().urls.web}/home`);
    await settle(page);
    const field = page.locator('input[placeholder="All"]').first();
    const contrast = await field.evaluate((input) => {
      const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const luminance = (colour: string) => {
        const [r, g, b] = channels(colour).map((value) => {
          const channel = value / 255;
          return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const text = getComputedStyle(input, '::placeholder').color;
      let behind: Element | null = input;
      let background = 'rgb(255, 255, 255)';
      while (behind) {
        const colour = getComputedStyle(behind).backgroundColor;
        if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') {
          background = colour;
          break;
        }
        behind = behind.parentElement;
      }
      const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a);
      return (light + 0.05) / (dark + 0.05);
    });
    expect(contrast).toBeGreaterThanOrEqual(4.5);
  });
});
