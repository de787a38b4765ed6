/**
 * The analysis UI on a 390 × 844 px phone. Home's first screen holds its key figures and the start
 * of its level chart, and Network Level's table shows the average score beside the places
 * (docs/ui.md, "Phones, reflow and errors"). In French and Swahili (docs/ui.md, "The newest UI in
 * other languages"): the period cards keep every word whole and show their arrows, the median choice
 * stays inside its card (and on one line on a wide screen), a filter select's clear button and
 * chevron stay inside the field (the drawer never scrolls sideways), and a drill-through list names
 * a facility group in the user's language, as the filter panel does.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import enHome from '../../src/services/i18n/locales/en-US/home.json';
import enNetwork from '../../src/services/i18n/locales/en-US/network.json';
import frFrame from '../../src/services/i18n/locales/fr-FR/frame.json';
import swReferences from '../../src/services/i18n/locales/sw-KE/references.json';
import { ANALYST_ENVIRONMENT_ID, useSignedInStack } from './support';
import { openInLanguage } from './support/language-pages';

/** Words of the figure cards that a line break cuts in two ("ZILIZOTHIBIT" / "ISHWA"). */
function wordsCutInTwo(page: Page) {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const card of document.querySelectorAll('main article')) {
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) cut.push(word[0]);
        }
      }
    }
    return cut;
  });
}

/** Whether `inner`'s box lies within `outer`'s (one pixel of rounding allowed). */
const within = (inner: DOMRect, outer: DOMRect) =>
  inner.left >= outer.left - 1 && inner.right <= outer.right + 1;

/** The first screen of the phone: the window's height at the top of the page. */
const PHONE = { width: 390, height: 844 };

describe('the analysis UI on a phone', () => {
  const { stack, browser } = useSignedInStack('analyst@demo.test', { viewport: PHONE });

  it("Home's first screen on a phone shows the key figures first (average latest score, its change, facilities, active), whole, and the start of the level chart", async () => {
    const { page } = browser();
    await openInLanguage(page, stack().urls.web, '/home', 'en-US');
    await page.getByRole('article').first().waitFor();
    const keyFigures = [
      enHome.figures.averageScore,
      enHome.figures.change.label,
      enHome.figures.facilities,
      enHome.figures.active,
    ];
    const firstCards = await page
      .getByRole('article')
      .evaluateAll((cards) => cards.slice(0, 4).map((card) => card.getAttribute('aria-label') ?? ''));
    expect(firstCards.map((name) => name.slice(0, name.lastIndexOf(':')))).toEqual(keyFigures);
    for (const label of keyFigures) {
      const box = await page.getByRole('article', { name: `${label}:` }).boundingBox();
      expect(
        box && box.y >= 0 && box.y + box.height <= PHONE.height,
        `${label}: ${JSON.stringify(box)}`,
      ).toBe(true);
    }
    const chart = await page
      .getByRole('region', { name: enHome.levels.title })
      .getByRole('figure')
      .boundingBox();
    expect(chart && chart.y < PHONE.height, JSON.stringify(chart)).toBe(true);
  });

  it("Network Level's table on a phone shows the average score beside the places, without scrolling sideways", async () => {
    const { page } = browser();
    await openInLanguage(page, stack().urls.web, '/network', 'en-US');
    const header = page.getByRole('columnheader', { name: enNetwork.table.averageScore }).first();
    await header.waitFor();
    const box = await header.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, JSON.stringify(box)).toBe(true);
  });

  it('Yearly Performance in Swahili: no word of a figure card is cut in two, each change has its arrow, the median choice fits its card', async () => {
    const { page } = browser();
    // a range of two years: its cards with their arrows, and the trend over its years with the median choice
    const twoYears = '/yearlyperformance?period=2024-01-01..2025-12-31';
    await openInLanguage(page, stack().urls.web, twoYears, 'sw-KE');
    await page.getByRole('article').first().waitFor();
    expect(await wordsCutInTwo(page)).toEqual([]);

    const arrowWidths = await page
      .locator('main article svg[class*="tabler-icon-arrow"]')
      .evaluateAll((icons) => icons.map((icon) => icon.getBoundingClientRect().width));
    expect(arrowWidths.length).toBeGreaterThan(0);
    for (const width of arrowWidths) expect(width).toBeGreaterThanOrEqual(16);

    const medianChoiceFits = await page
      .locator(`[aria-label="${swReferences.compare.label}"]`)
      .evaluate((choice) => {
        const card = choice.closest('section') as HTMLElement;
        const [inner, outer] = [choice.getBoundingClientRect(), card.getBoundingClientRect()];
        return inner.left >= outer.left && inner.right <= outer.right;
      });
    expect(medianChoiceFits).toBe(true);

    // Wider screens keep each median on one line.
    await page.setViewportSize({ width: 1440, height: 900 });
    try {
      const linesPerMedian = await page
        .locator(`[aria-label="${swReferences.compare.label}"] label`)
        .evaluateAll((labels) =>
          labels.map((label) => {
            const range = document.createRange();
            range.selectNodeContents(label);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          }),
        );
      expect(linesPerMedian).toEqual([1, 1, 1]);
    } finally {
      await page.setViewportSize(PHONE);
    }
  });

  it("the filter drawer in French: the active-state field's clear button and chevron stay inside it, nothing scrolls sideways", async () => {
    const { page } = browser();
    await openInLanguage(page, stack().urls.web, '/home', 'fr-FR');
    await page.getByRole('button', { name: frFrame.drawer.open }).click();
    const label = frFrame.filter.dimensions.activeStates;
    // Mantine hides the clear button from assistive technology (Backspace clears): found by its label.
    const clear = page.locator(
      `#main-drawer button[aria-label="${frFrame.filter.clearLabel.replace('{{label}}', label)}"]`,
    );
    await clear.scrollIntoViewIfNeeded();
    const boxes = await clear.evaluate((button) => {
      const field = button.closest('.mantine-Input-wrapper') as HTMLElement;
      const section = button.closest('[data-combined-clear-section]') as HTMLElement;
      const scrolling = button.closest('.mantine-ScrollArea-viewport') as HTMLElement;
      return {
        field: field.getBoundingClientRect().toJSON(),
        section: section.getBoundingClientRect().toJSON(),
        sideways: scrolling.scrollWidth - scrolling.clientWidth,
      };
    });
    expect(within(boxes.section, boxes.field), JSON.stringify(boxes)).toBe(true);
    expect(boxes.sideways).toBe(0);
  });

  it('Benchmarking in French on a wide screen: the peer group\'s "14 établissements" and every other figure keep their words whole', async () => {
    const { page } = browser();
    const { rows } = await stack().db.query<{ id: number }>(
      `SELECT facility_id AS id FROM facility_facts
       WHERE environment_id = $1 AND is_active AND latest_year IS NOT NULL ORDER BY facility_id LIMIT 1`,
      [ANALYST_ENVIRONMENT_ID],
    );
    await page.setViewportSize({ width: 1440, height: 900 });
    try {
      await openInLanguage(
        page,
        stack().urls.web,
        `/benchmarking?facilityId=${rows[0].id}&peers=level`,
        'fr-FR',
      );
      await page
        .getByRole('article')
        .filter({ hasText: /\d établissements/ })
        .waitFor();
      expect(await wordsCutInTwo(page)).toEqual([]);
    } finally {
      await page.setViewportSize(PHONE);
    }
  });

  it('the period picker in French shows the whole name of each chosen option ("Toutes les années" is not cut)', async () => {
    const { page } = browser();
    await openInLanguage(page, stack().urls.web, '/yearlyperformance', 'fr-FR');
    const selects = page.locator('main fieldset select');
    await selects.first().waitFor();
    const cut = await selects.evaluateAll((elements) =>
      (elements as HTMLSelectElement[]).flatMap((select) => {
        const style = getComputedStyle(select);
        const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const shown = select.selectedOptions[0]?.text ?? '';
        const room =
          select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        return context.measureText(shown).width > room ? [shown] : [];
      }),
    );
    expect(await selects.count()).toBeGreaterThan(0);
    expect(cut).toEqual([]);
  });

  it('a drill-through list in French names its facility group in French, like the filter panel', async () => {
    const { page } = browser();
    const { rows } = await stack().db.query<{ id: number }>(
      `SELECT id FROM facility_groups WHERE environment_id = $1 AND name = 'Faith-Based Network'`,
      [ANALYST_ENVIRONMENT_ID],
    );
    await openInLanguage(page, stack().urls.web, `/facilities?group=${rows[0].id}&active=yes`, 'fr-FR');
    const chips = page.getByRole('region', { name: 'Filtre de cette liste' });
    // The seed's "Faith-Based Network", as the reference data names it in French.
    await chips.getByRole('button', { name: 'Retirer Réseau confessionnel' }).waitFor();
  });
});
