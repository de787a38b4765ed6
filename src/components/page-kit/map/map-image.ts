import type { LegendItem } from '../ChartLegend';
import { type ChartImage, IMAGE_MARGIN, IMAGE_TOP, titledSvg } from '../exports/chart-image';
import { legendSvg, text } from '../exports/image-text';
import type { MapPicture } from './map-picture';

/**
 * The map as an image file: its picture as drawn (a map is pixels: tiles and
 * WebGL), under its title, with its categories' legend and, when tiles are shown, their credit.
 */
export function mapImage(
  title: string,
  picture: MapPicture,
  legend: readonly LegendItem[],
  credit?: string,
): ChartImage {
  const { url, width, height } = picture;
  const parts = [
    `<image href="${url}" x="${IMAGE_MARGIN}" y="${IMAGE_TOP}" width="${width}" height="${height}"/>`,
  ];
  let below = height;
  if (credit) {
    parts.push(text(IMAGE_MARGIN, IMAGE_TOP + below + 12, credit));
    below += 24;
  }
  const drawn = legendSvg(legend, IMAGE_TOP + below + 4, width);
  parts.push(drawn.svg);
  return titledSvg(title, width, below + (drawn.height > 0 ? 4 + drawn.height : 0), parts.join(''));
}
