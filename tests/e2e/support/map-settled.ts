import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The map has drawn the server's answer for its camera: idle, with clusters or points on it. A map
 * starts only near the screen, so it is scrolled to first, as a user would.
 */
export async function mapSettled(canvas: Locator) {
  // The waiting frame is replaced by the map as it starts; replaced under the scroll, it has started.
  await canvas.scrollIntoViewIfNeeded().catch((error: Error) => {
    if (!/not attached/.test(error.message)) throw error;
  });
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
