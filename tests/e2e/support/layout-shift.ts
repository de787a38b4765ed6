import type { BrowserContext, Page } from 'playwright-core';
import { afterFrames } from './frames';

/** One layout shift the browser reported, with the elements that moved (for a failure message). */
export interface LayoutShift {
  value: number;
  at: number;
  moved: string[];
}

/**
 * Every page of the context records its layout shifts from the start of the document
 * (PerformanceObserver 'layout-shift', buffered), leaving out shifts right after user input,
 * as Cumulative Layout Shift does.
 */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: { value: number; at: number; moved: string[] }[] = [];
    (window as unknown as { __qapLayoutShifts: typeof shifts }).__qapLayoutShifts = shifts;
    // Inline, not named helpers: tsx would wrap a named function in a helper the page lacks.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        startTime: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          moved: (entry.sources ?? []).map((source) => {
            const node = source.node as Element | null | undefined;
            if (!node?.tagName) return String(node?.nodeName ?? '?');
            const label =
              node.getAttribute('aria-label') ?? node.getAttribute('data-testid') ?? node.className;
            return `${node.tagName.toLowerCase()}${label ? ` "${String(label).slice(0, 60)}"` : ''}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts so far, and their sum (the page's cumulative layout shift). */
export async function layoutShifts(page: Page): Promise<{ total: number; shifts: LayoutShift[] }> {
  const shifts = await page.evaluate(
    () => (window as unknown as { __qapLayoutShifts?: LayoutShift[] }).__qapLayoutShifts ?? [],
  );
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

/**
 * Waits until the routed view has settled: no request in flight, and nothing in the main region
 * still loading (no skeleton, no element marked aria-busy), then the frames that paint it.
 */
export async function waitUntilSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => document.querySelector('main [aria-busy="true"], main [data-testid^="skeleton-"]') === null,
    undefined,
    { timeout: 30_000 },
  );
  await afterFrames(page, 3);
}
