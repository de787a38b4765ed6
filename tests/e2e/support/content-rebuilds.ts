import type { BrowserContext, Page } from 'playwright-core';

/**
 * Every page of the context records, from the start of the document, each heading of the main
 * region that is taken off the screen after it was drawn: content rebuilt while the rest loads.
 * Placeholders (inside an element marked aria-busy) are not content, and a heading removed
 * together with the whole page view (a change of route) is not counted.
 */
export async function recordContentRebuilds(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { __qapRebuilds: string[] }).__qapRebuilds = removed;
    let path = location.pathname;
    // Inline, not named helpers: tsx would wrap a named function in a helper the page lacks.
    new MutationObserver((records) => {
      // a new route's view replaces the old one: that is navigation, not a rebuild
      if (location.pathname !== path) {
        path = location.pathname;
        removed.length = 0;
        return;
      }
      for (const record of records) {
        const parent = record.target as Element;
        if (!parent.closest?.('main') || parent.closest('[aria-busy="true"]')) continue;
        for (const node of record.removedNodes) {
          if (!(node instanceof Element)) continue;
          const headings = node.matches('h1, h2, h3, h4')
            ? [node]
            : Array.from(node.querySelectorAll('h1, h2, h3, h4'));
          for (const heading of headings) {
            if (heading.closest('[aria-busy="true"]') || !heading.textContent?.trim()) continue;
            removed.push(heading.textContent.trim().slice(0, 60));
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The headings of the current page's main region removed after they were drawn, in order. */
export async function contentRebuilds(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __qapRebuilds?: string[] }).__qapRebuilds ?? []);
}
