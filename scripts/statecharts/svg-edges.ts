import type { ExpectedEdge } from '../../src/pages/statecharts/model/mermaid';

/**
 * Reads back what a Mermaid (ELK) statechart SVG really draws: each edge with the label lines on
 * it and the two state boxes its line starts and ends on. The completeness test compares this
 * with the transitions of the machine definition, so a transition the picture loses fails it.
 */

export interface Box {
  /** The Mermaid id of the state (see `mermaidStateId`), or `<id>___self` for a box marker. */
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DrawnEdge {
  source: string;
  target: string;
  /** The label's lines as the reader sees them. */
  lines: string[];
}

interface Point {
  x: number;
  y: number;
}

const NUMBER = '(-?[\\d.]+)';

function attribute(tag: string, name: string): string | undefined {
  return tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
}

/** Mermaid prefixes every element id with the id the picture was rendered under (`<svg id="...">`). */
function diagramId(svg: string): string {
  return svg.match(/<svg [^>]*?id="([^"]+)"/)?.[1] ?? '';
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Leaf states: `<g class="node ..." id="<diagram>-state-<id>-<n>" transform="translate(cx, cy)">` + rect. */
function nodeBoxes(svg: string): Box[] {
  const pattern = new RegExp(
    `<g class="node[^"]*" id="${escapeRegExp(diagramId(svg))}-state-([^"]+?)-\\d+"[^>]*transform="translate\\(${NUMBER}, ${NUMBER}\\)">` +
      `<rect[^>]*?\\sx="${NUMBER}" y="${NUMBER}" width="${NUMBER}" height="${NUMBER}"`,
    'g',
  );
  return [...svg.matchAll(pattern)].map(([, id, cx, cy, x, y, width, height]) => ({
    id,
    x: Number(cx) + Number(x),
    y: Number(cy) + Number(y),
    width: Number(width),
    height: Number(height),
  }));
}

/** Composite states: `<g class="... statediagram-cluster" data-id="<id>"><g><rect class="outer" ...>`. */
function clusterBoxes(svg: string): Box[] {
  const pattern = new RegExp(
    `<g class="[^"]*statediagram-cluster[^"]*"[^>]*data-id="([^"]+)"[^>]*><g><rect class="outer" x="${NUMBER}" y="${NUMBER}" width="${NUMBER}" height="${NUMBER}"`,
    'g',
  );
  return [...svg.matchAll(pattern)].map(([, id, x, y, width, height]) => ({
    id,
    x: Number(x),
    y: Number(y),
    width: Number(width),
    height: Number(height),
  }));
}

/** How far a point is from the outline of a box (an edge starts and ends on an outline). */
function distanceToOutline(point: Point, box: Box): number {
  const dx = Math.max(box.x - point.x, 0, point.x - (box.x + box.width));
  const dy = Math.max(box.y - point.y, 0, point.y - (box.y + box.height));
  const outside = Math.hypot(dx, dy);
  if (outside > 0) return outside;
  return Math.min(
    point.x - box.x,
    box.x + box.width - point.x,
    point.y - box.y,
    box.y + box.height - point.y,
  );
}

function nearestBox(point: Point, boxes: Box[]): string {
  let best = boxes[0];
  for (const box of boxes) {
    if (distanceToOutline(point, box) < distanceToOutline(point, best)) best = box;
  }
  return best?.id ?? '';
}

const fromXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** A label in HTML (the live view: Mermaid's `<foreignObject>`), one line per `<br>`. */
function htmlLabelLines(html: string): string[] {
  return html
    .split(/<br\s*\/?>/)
    .map((line) => fromXml(line.replace(/<[^>]+>/g, '')).trim())
    .filter((line) => line.length > 0);
}

/**
 * A label in SVG text (the committed pictures, svg-text-labels.ts): one `<tspan>` per drawn line;
 * the tspans of one line the browser wrapped share their `data-line` and are joined back, with a
 * space unless the browser wrapped inside a word (`data-wrap="word"`).
 */
function textLabelLines(text: string): string[] {
  const lines = new Map<string, string>();
  const tspans = /<tspan [^>]*?data-line="(\d+)"(?: data-wrap="(space|word)")?[^>]*>([^<]*)<\/tspan>/g;
  for (const [, line, wrap, content] of text.matchAll(tspans)) {
    const before = lines.get(line);
    const part = fromXml(content).trim();
    lines.set(line, before === undefined ? part : `${before}${wrap === 'word' ? '' : ' '}${part}`);
  }
  return [...lines.values()].filter((line) => line.length > 0);
}

function edgeLabels(svg: string): Map<string, string[]> {
  const html = /<g class="label" data-id="(edge\d+)"[^>]*>(.*?)<\/foreignObject>/g;
  const text = /<g class="label" data-id="(edge\d+)"[^>]*><g class="text-label">(.*?)<\/g>/g;
  return new Map([
    ...[...svg.matchAll(html)].map(([, id, label]): [string, string[]] => [id, htmlLabelLines(label)]),
    ...[...svg.matchAll(text)].map(([, id, label]): [string, string[]] => [id, textLabelLines(label)]),
  ]);
}

export function drawnEdges(svg: string): DrawnEdge[] {
  const boxes = [...nodeBoxes(svg), ...clusterBoxes(svg)];
  const labels = edgeLabels(svg);
  const paths = /<path [^>]*data-id="(edge\d+)"[^>]*>/g;
  return [...svg.matchAll(paths)].map(([tag, id]) => {
    const points = JSON.parse(
      Buffer.from(attribute(tag, 'data-points') ?? '', 'base64').toString(),
    ) as Point[];
    return {
      source: nearestBox(points[0], boxes),
      target: nearestBox(points[points.length - 1], boxes),
      lines: labels.get(id) ?? [],
    };
  });
}

/**
 * The transitions of the model the picture does not show: no edge between the right boxes
 * carries its label line. Written `source --line--> target`.
 */
export function missingTransitions(expected: ExpectedEdge[], svg: string): string[] {
  const drawn = drawnEdges(svg);
  return expected
    .filter(
      ({ source, target, line }) =>
        !drawn.some((edge) => edge.source === source && edge.target === target && edge.lines.includes(line)),
    )
    .map(({ source, target, line }) => `${source} --${line}--> ${target}`);
}

/** The picture's width in px, from its viewBox. */
export function svgWidth(svg: string): number {
  const viewBox = svg.match(/viewBox="[-\d.]+ [-\d.]+ ([\d.]+) [\d.]+"/);
  return viewBox ? Number(viewBox[1]) : Number.NaN;
}
