import { exportFileName } from '../csv';
import { saveBlob } from '../save-blob';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** The presentation properties a chart's look depends on, copied from the page's computed styles. */
const SVG_STYLE_PROPERTIES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
  'font-size',
  'font-family',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
] as const;
const PNG_SCALE = 2;
// room around the figure for what it draws outside its box (the top tick's label), and for the title
const MARGIN = 12;
const TITLE_HEIGHT = 28;
/** The line under the drawing that says where the figures come from (environment, filter, day). */
const CAPTION_HEIGHT = 20;
/** Where a titled image's drawing starts: left of it the margin, above it the margin and the title. */
export const IMAGE_MARGIN = MARGIN;
export const IMAGE_TOP = MARGIN + TITLE_HEIGHT;

export const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Copies computed styles onto the clone, element by element, so the file looks as the page does. */
function inlineStyles(source: Element, clone: Element): void {
  const style = getComputedStyle(source);
  const inline = SVG_STYLE_PROPERTIES.map((name) => `${name}:${style.getPropertyValue(name)}`).join(';');
  clone.setAttribute('style', inline);
  clone.removeAttribute('class');
  for (let index = 0; index < source.children.length; index += 1) {
    inlineStyles(source.children[index], clone.children[index]);
  }
}

const isTransparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);

/**
 * A standalone SVG of a chart figure as it is drawn, under its title: its SVG parts placed where
 * they are, with their styles inlined, and its HTML labels and colour swatches (category names,
 * legend) as SVG text and rectangles. No foreignObject, so a canvas can turn it into a PNG.
 */
export function figureToSvg(figure: HTMLElement, title: string, caption?: string): ChartImage {
  const frame = figure.getBoundingClientRect();
  const at = (element: Element) => {
    const box = element.getBoundingClientRect();
    return {
      x: box.left - frame.left + MARGIN,
      y: box.top - frame.top + MARGIN + TITLE_HEIGHT,
      width: box.width,
      height: box.height,
    };
  };
  const parts: string[] = [];
  for (const svg of figure.querySelectorAll('svg')) {
    if (svg.parentElement?.closest('svg')) continue;
    const clone = svg.cloneNode(true) as SVGSVGElement;
    inlineStyles(svg, clone);
    const { x, y, width, height } = at(svg);
    clone.removeAttribute('aria-hidden');
    // labels may reach past their part's box, as they do on screen (overflow: visible there too)
    clone.setAttribute('overflow', 'visible');
    for (const [name, value] of Object.entries({ x, y, width, height }))
      clone.setAttribute(name, String(value));
    parts.push(new XMLSerializer().serializeToString(clone));
  }
  for (const element of figure.querySelectorAll<HTMLElement>('*')) {
    if (element.closest('svg')) continue;
    const style = getComputedStyle(element);
    const box = at(element);
    if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
    const text = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim();
    if (text) {
      const font = `font-size:${style.fontSize};font-family:${escapeXml(style.fontFamily)};font-weight:${style.fontWeight}`;
      parts.push(
        `<text x="${box.x}" y="${box.y + box.height / 2}" dominant-baseline="central" style="fill:${style.color};${font}">${escapeXml(text)}</text>`,
      );
    } else if (!isTransparent(style.backgroundColor)) {
      parts.push(
        `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" style="fill:${style.backgroundColor}"/>`,
      );
    }
  }
  return titledSvg(
    title,
    frame.width,
    frame.height,
    parts.join(''),
    getComputedStyle(figure).fontFamily,
    caption,
  );
}

/**
 * A standalone SVG document of a drawing `width` × `height` (in CSS pixels, its parts placed from
 * IMAGE_MARGIN, IMAGE_TOP) on white, under its title, and over its caption when it has one (a
 * chart's: environment, filter and day, so the file says what it shows away from the page).
 */
export function titledSvg(
  title: string,
  width: number,
  height: number,
  body: string,
  fontFamily = 'sans-serif',
  caption?: string,
): ChartImage {
  const fullWidth = width + 2 * MARGIN;
  const fullHeight = height + 2 * MARGIN + TITLE_HEIGHT + (caption ? CAPTION_HEIGHT : 0);
  const font = `font-family:${escapeXml(fontFamily)}`;
  const heading = `<text x="${MARGIN}" y="${MARGIN + 16}" style="fill:#1a1b1e;font-size:16px;font-weight:700;${font}">${escapeXml(title)}</text>`;
  const footer = caption
    ? `<text x="${MARGIN}" y="${IMAGE_TOP + height + MARGIN + 10}" style="fill:#495057;font-size:12px;${font}">${escapeXml(caption)}</text>`
    : '';
  const svg = `<svg xmlns="${SVG_NS}" width="${fullWidth}" height="${fullHeight}" viewBox="0 0 ${fullWidth} ${fullHeight}"><rect width="100%" height="100%" fill="#ffffff"/>${heading}${body}${footer}</svg>`;
  return { svg, width: fullWidth, height: fullHeight };
}

/** An image as a standalone SVG document and its size in CSS pixels. */
export interface ChartImage {
  svg: string;
  width: number;
  height: number;
}

export function downloadSvgImage(title: string, image: ChartImage): void {
  saveBlob(new Blob([image.svg], { type: 'image/svg+xml' }), exportFileName(title, 'svg'));
}

/** The image as a PNG at twice its drawn size (sharp on high-density screens and in print). */
export async function downloadPngImage(title: string, { svg, width, height }: ChartImage): Promise<void> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(width * PNG_SCALE);
    canvas.height = Math.ceil(height * PNG_SCALE);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw images.');
    context.scale(PNG_SCALE, PNG_SCALE);
    context.drawImage(image, 0, 0, width, height);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!png) throw new Error('This browser cannot make a PNG.');
    saveBlob(png, exportFileName(title, 'png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

export const downloadChartSvg = (title: string, figure: HTMLElement, caption?: string): void =>
  downloadSvgImage(title, figureToSvg(figure, title, caption));

export const downloadChartPng = (title: string, figure: HTMLElement, caption?: string): Promise<void> =>
  downloadPngImage(title, figureToSvg(figure, title, caption));
