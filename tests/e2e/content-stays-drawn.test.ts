/**
 * Content that is drawn stays drawn while the rest of the page loads: a heading of the main
 * region, once on screen, is not taken away and drawn again before the user leaves the page.
 */
import { describe, expect, it } from 'vitest';
import { useSignedInStack } from './support';
import { contentRebuilds, recordContentRebuilds } from './support/content-rebuilds';
import { waitUntilSettled } from './support/layout-shift';

describe('content drawn once stays drawn while the page loads', () => {
  const { stack, browser } = useSignedInStack('analyst@demo.test');

  it.each([
    ['Home', '/home'],
    ['Yearly Performance', '/yearlyperformance'],
  ])('%s removes none of its drawn headings until the user leaves it', async (_, path) => {
    const { page, context } = browser();
    await recordContentRebuilds(context);
    await page.goto(`${stack().urls.web}${path}`);
    await waitUntilSettled(page);
    expect(await contentRebuilds(page)).toEqual([]);
  });
});
