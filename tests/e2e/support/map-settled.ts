import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The map has drawn the server's answer for its camera: idle, with clusters or points on it. A map
 * starts only near the screen (issue 12), so it is scrolled to first, as a user would.
 */
export async function mapSettled(canvas: Locator) {
  await canvas.scrollIntoViewIfNeeded();
  await expect
    .poll(
      async () =>
        (await canvas.getAttribute('data-idle')) === 'true' &&
        Number(await canvas.getAttribute('data-marks')) > 0,
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
}
