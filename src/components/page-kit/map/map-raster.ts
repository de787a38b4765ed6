import type { Level } from '../levels';
import type { LevelLayer } from './map-points';

export interface RasterSize {
  width: number;
  height: number;
  /** Device pixels per viewport unit. */
  ratio: number;
}

/** A `#rrggbb` colour as one opaque RGBA pixel (little-endian, as Uint32Array views ImageData). */
export function pixelOf(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const red = (value >> 16) & 0xff;
  const green = (value >> 8) & 0xff;
  const blue = value & 0xff;
  return ((0xff << 24) | (blue << 16) | (green << 8) | red) >>> 0;
}

/**
 * The level layers as pixels: a square with a dark edge per point, written straight into a pixel
 * buffer. Canvas paths or fillRect for 100,000 anti-aliased squares cost 250-400 ms of raster
 * work in Chromium; writing the pixels costs about 20 ms. Transparent where no point is.
 */
export function rasterizeLayers(
  layers: readonly LevelLayer[],
  colors: Record<Level | 'none', string>,
  { width, height, ratio }: RasterSize,
  pointSize: number,
  edgeColor: string,
): Uint32Array<ArrayBuffer> {
  const pixels = new Uint32Array(width * height);
  const size = Math.max(3, Math.round(pointSize * ratio));
  const last = size - 1;
  const edge = pixelOf(edgeColor);
  for (const layer of layers) {
    const fill = pixelOf(colors[layer.key]);
    for (let index = 0; index < layer.xs.length; index += 1) {
      const left = Math.round(layer.xs[index] * ratio - size / 2);
      const top = Math.round(layer.ys[index] * ratio - size / 2);
      for (let dy = 0; dy < size; dy += 1) {
        const y = top + dy;
        if (y < 0 || y >= height) continue;
        for (let dx = 0; dx < size; dx += 1) {
          const x = left + dx;
          if (x < 0 || x >= width) continue;
          pixels[y * width + x] = dy === 0 || dy === last || dx === 0 || dx === last ? edge : fill;
        }
      }
    }
  }
  return pixels;
}
