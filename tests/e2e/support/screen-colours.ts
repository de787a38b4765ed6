import type { Locator } from 'playwright-core';

export type Rgb = [number, number, number];

/** A #rrggbb colour as numbers. */
export const rgbOf = (hex: string): Rgb =>
  [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as Rgb;

/** `top` painted at `opacity` over `under`, as the screen shows it. */
export const blend = (top: Rgb, under: Rgb, opacity: number): Rgb =>
  top.map((channel, index) => Math.round(channel * opacity + under[index] * (1 - opacity))) as Rgb;

/** The largest difference of one channel between two colours. */
export const colourDistance = (a: Rgb, b: Rgb) =>
  Math.max(...a.map((channel, index) => Math.abs(channel - b[index])));

/**
 * The colours a person sees at spots of an element (CSS px from its top left corner): a screenshot
 * of it, read back in the page. At each spot the commonest colour of the 7 × 7 px around it, so a
 * thin border or a letter crossing the spot does not decide.
 */
export async function screenColours(element: Locator, spots: { x: number; y: number }[]): Promise<Rgb[]> {
  const png = await element.screenshot({ scale: 'css' });
  return element.page().evaluate(
    async ({ data, spots }) => {
      const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
      // an image bitmap, not an <img>: no image source for the page's Content-Security-Policy to refuse
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      context.drawImage(bitmap, 0, 0);
      return spots.map(({ x, y }) => {
        const { data: pixels } = context.getImageData(Math.round(x) - 3, Math.round(y) - 3, 7, 7);
        const seen = new Map<string, number>();
        for (let at = 0; at < pixels.length; at += 4) {
          const key = `${pixels[at]},${pixels[at + 1]},${pixels[at + 2]}`;
          seen.set(key, (seen.get(key) ?? 0) + 1);
        }
        const [commonest] = [...seen].sort((a, b) => b[1] - a[1])[0];
        return commonest.split(',').map(Number) as [number, number, number];
      });
    },
    { data: png.toString('base64'), spots },
  );
}
