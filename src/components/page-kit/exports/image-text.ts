import type { LegendItem } from '../ChartLegend';
import { escapeXml, IMAGE_MARGIN } from './chart-image';

const FONT_SIZE = 12;
// No layout engine here (the image must not depend on the page's layout): an average glyph width.
export const CHARACTER_WIDTH = FONT_SIZE * 0.62;
const LEGEND_HEIGHT = 24;
const TEXT_COLOR = '#1b1b1b';
const STYLE = `font-family:sans-serif;font-size:${FONT_SIZE}px`;

/** About how wide a text is drawn, in CSS pixels. */
export const widthOf = (content: string) => content.length * CHARACTER_WIDTH;

interface TextLook {
  weight?: number;
  middle?: boolean;
  /** Degrees, about the text's anchor point. */
  rotate?: number;
}

/** A line of text centred vertically on `y`, for images drawn from data. */
export function text(x: number, y: number, content: string, look: TextLook = {}): string {
  const weight = look.weight ? `;font-weight:${look.weight}` : '';
  const anchor = look.middle ? ';text-anchor:middle' : '';
  const rotation = look.rotate ? ` transform="rotate(${look.rotate} ${x} ${y})"` : '';
  return `<text x="${x}" y="${y}"${rotation} dominant-baseline="central" style="fill:${TEXT_COLOR};${STYLE}${weight}${anchor}">${escapeXml(content)}</text>`;
}

/** A legend as swatches and words from `top`, wrapped to `width`; answers its drawing and height. */
export function legendSvg(
  items: readonly LegendItem[],
  top: number,
  width: number,
): { svg: string; height: number } {
  const parts: string[] = [];
  let x = IMAGE_MARGIN;
  let row = 0;
  for (const item of items) {
    const itemWidth = 22 + widthOf(item.label) + 16;
    if (x > IMAGE_MARGIN && x + itemWidth > IMAGE_MARGIN + width) {
      x = IMAGE_MARGIN;
      row += 1;
    }
    const y = top + row * LEGEND_HEIGHT;
    parts.push(
      `<rect x="${x}" y="${y + 6}" width="16" height="12" rx="2" fill="${item.color}" stroke="#495057" stroke-width="0.5"/>`,
      text(x + 22, y + LEGEND_HEIGHT / 2, item.label),
    );
    x += itemWidth;
  }
  return { svg: parts.join(''), height: items.length > 0 ? (row + 1) * LEGEND_HEIGHT : 0 };
}
