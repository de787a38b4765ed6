import type { Page } from 'playwright-core';

/**
 * Resolves once the page has drawn `count` more frames: a resize, a scroll or an answer has then
 * been laid out, painted and seen by the page's observers. Frames come as fast as the machine
 * draws them, so this waits for the page, not for a guessed number of milliseconds. (A string, so
 * no helper of the test's bundler ends up in the page.)
 */
export async function afterFrames(page: Page, count = 2): Promise<void> {
  const nested = Array.from({ length: count }).reduce<string>(
    (inner) => `requestAnimationFrame(() => ${inner})`,
    'resolve()',
  );
  await page.evaluate(`new Promise((resolve) => ${nested})`);
}
