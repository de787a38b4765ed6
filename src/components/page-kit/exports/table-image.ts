import type { LegendItem } from '../ChartLegend';
import { type ChartImage, IMAGE_MARGIN, IMAGE_TOP, titledSvg } from './chart-image';
import { CHARACTER_WIDTH, legendSvg, text, widthOf } from './image-text';

/** A cell of a table drawn as a picture (a heat map): its text on its colour. */
export interface ImageCell {
  text: string;
  background?: string;
}

export interface TableImageRow {
  cells: readonly ImageCell[];
  /** A reference row (a median, a total): set in bold under a rule. */
  reference?: boolean;
}

export interface TableImage {
  title: string;
  /** The first column's header (the rows' names), then one per value column. */
  headers: readonly string[];
  rows: readonly TableImageRow[];
  legend?: readonly LegendItem[];
}

const NAME_WIDTH_LIMIT = 320;
const VALUE_WIDTH = 64;
const ROW_HEIGHT = 28;
const HEADER_CHARACTERS = 40;
const RULE_COLOR = '#868e96';

const shortened = (text: string, characters: number) =>
  text.length <= characters ? text : `${text.slice(0, characters - 1)}…`;

/**
 * A table of coloured cells (the Compare facilities heat map) as a standalone SVG, drawn from its
 * data rather than from the page: every row and column, however the page scrolls or pages them.
 * Value headers are slanted so long service element names fit over narrow columns.
 */
export function tableToSvg({ title, headers, rows, legend = [] }: TableImage): ChartImage {
  const [nameHeader, ...valueHeaders] = headers;
  const nameCharacters = Math.floor(NAME_WIDTH_LIMIT / CHARACTER_WIDTH);
  const names = rows.map((row) => shortened(row.cells[0]?.text ?? '', nameCharacters));
  const nameWidth = Math.max(widthOf(nameHeader), ...names.map(widthOf)) + 16;
  const slanted = valueHeaders.map((header) => shortened(header, HEADER_CHARACTERS));
  // a header slanted at 45° rises and reaches right by its length over √2
  const headerReach = Math.max(0, ...slanted.map(widthOf)) / Math.SQRT2;
  const headerHeight = headerReach + ROW_HEIGHT / 2;
  const tableWidth = nameWidth + valueHeaders.length * VALUE_WIDTH;
  const width = tableWidth + headerReach;
  const tableTop = IMAGE_TOP + headerHeight;
  const parts: string[] = [text(IMAGE_MARGIN + 4, tableTop - ROW_HEIGHT / 2, nameHeader, { weight: 700 })];
  slanted.forEach((header, column) => {
    const x = IMAGE_MARGIN + nameWidth + column * VALUE_WIDTH + VALUE_WIDTH / 2;
    const y = tableTop - 6;
    parts.push(text(x, y, header, { weight: 700, rotate: -45 }));
  });
  rows.forEach((row, index) => {
    const y = tableTop + index * ROW_HEIGHT;
    const weight = row.reference ? 700 : undefined;
    if (row.reference)
      parts.push(
        `<line x1="${IMAGE_MARGIN}" x2="${IMAGE_MARGIN + tableWidth}" y1="${y}" y2="${y}" stroke="${RULE_COLOR}"/>`,
      );
    parts.push(text(IMAGE_MARGIN + 4, y + ROW_HEIGHT / 2, names[index], { weight }));
    row.cells.slice(1).forEach((cell, column) => {
      const x = IMAGE_MARGIN + nameWidth + column * VALUE_WIDTH;
      if (cell.background)
        parts.push(
          `<rect x="${x + 2}" y="${y + 2}" width="${VALUE_WIDTH - 4}" height="${ROW_HEIGHT - 4}" rx="4" fill="${cell.background}"/>`,
        );
      parts.push(text(x + VALUE_WIDTH / 2, y + ROW_HEIGHT / 2, cell.text, { weight: 600, middle: true }));
    });
  });
  const legendDrawn = legendSvg(legend, tableTop + rows.length * ROW_HEIGHT + 8, width);
  parts.push(legendDrawn.svg);
  const legendHeight = legend.length > 0 ? 8 + legendDrawn.height : 0;
  const height = headerHeight + rows.length * ROW_HEIGHT + legendHeight;
  return titledSvg(title, Math.ceil(width), Math.ceil(height), parts.join(''));
}
