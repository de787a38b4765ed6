// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { figureToSvg } from '../../../src/components/page-kit/exports/chart-image';
import { tableToSvg } from '../../../src/components/page-kit/exports/table-image';
import { mapImage } from '../../../src/components/page-kit/map/map-image';

/**
 * Every chart downloads as an SVG (and, drawn from it on a canvas, a PNG: its
 * signature and size are checked in Chromium, tests/e2e/chart-exports.test.ts, as jsdom has no canvas).
 */
function parsed(svg: string): Document {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

const texts = (document: Document) =>
  [...document.getElementsByTagName('text')].map((element) => element.textContent);

/** jsdom lays nothing out: each element gets the box a browser would have given it. */
function placed<T extends Element>(element: T, left: number, top: number, width: number, height: number): T {
  element.getBoundingClientRect = () =>
    ({ left, top, width, height, x: left, y: top, right: left + width, bottom: top + height }) as DOMRect;
  return element;
}

describe('a chart figure as an SVG file', () => {
  function barFigure() {
    const figure = placed(document.createElement('figure'), 100, 200, 400, 150);
    const chart = placed(document.createElementNS('http://www.w3.org/2000/svg', 'svg'), 100, 200, 400, 120);
    const bar = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
    bar.setAttribute('fill', '#2f9e44');
    bar.setAttribute('height', '80');
    chart.append(bar);
    const label = placed(document.createElement('span'), 110, 330, 60, 16);
    label.textContent = 'Level 3 & up';
    figure.append(chart, label);
    document.body.append(figure);
    return figure;
  }

  it('is a well-formed standalone SVG under the chart’s title, sized as the figure with its margins', () => {
    const image = figureToSvg(barFigure(), 'Level distribution <2025>');
    const svg = parsed(image.svg).documentElement;
    expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg');
    // 12 px of margin on each side, and 28 px above the figure for the title
    expect(image).toMatchObject({ width: 424, height: 202 });
    expect(svg.getAttribute('width')).toBe('424');
    expect(svg.getAttribute('height')).toBe('202');
    expect(svg.getAttribute('viewBox')).toBe('0 0 424 202');
    expect(texts(svg.ownerDocument)[0]).toBe('Level distribution <2025>');
  });

  it('carries its caption (environment, filter, day) under the drawing, so the file says what it shows', () => {
    const caption = 'Environment: Production · Filter: Level: Level 3 · Saved 7 December 2026';
    const image = figureToSvg(barFigure(), 'Level distribution', caption);
    // 20 px more than the figure without a caption (424 × 202), for the caption's line
    expect(image).toMatchObject({ width: 424, height: 222 });
    const document = parsed(image.svg);
    const shown = texts(document);
    expect(shown.at(-1)).toBe(caption);
    // below the drawing (which ends at 40 + 150), inside the image
    const y = Number([...document.getElementsByTagName('text')].at(-1)?.getAttribute('y'));
    expect(y).toBeGreaterThan(190);
    expect(y).toBeLessThan(222);
  });

  it('keeps the chart’s drawing and its HTML labels as SVG, without foreignObject (a canvas could not draw it)', () => {
    const document = parsed(figureToSvg(barFigure(), 'Level distribution').svg);
    expect(texts(document)).toContain('Level 3 & up');
    const nested = document.documentElement.getElementsByTagName('svg')[0];
    // placed at its offset in the figure, below the title
    expect(nested.getAttribute('x')).toBe('12');
    expect(nested.getAttribute('y')).toBe('40');
    expect(nested.getElementsByTagName('rect')[0].getAttribute('height')).toBe('80');
    expect(document.getElementsByTagName('foreignObject')).toHaveLength(0);
  });
});

describe('the heat map as an SVG file, drawn from its data', () => {
  const heatMap = (facilities: number) =>
    tableToSvg({
      title: 'Latest scores per service element',
      headers: ['Facility', 'Infection prevention and control in the wards', 'Average'],
      rows: [
        ...Array.from({ length: facilities }, (_, index) => ({
          cells: [
            { text: `Facility ${index + 1}` },
            { text: '91', background: '#a9dcb4' },
            { text: '—', background: '#f1f3f5' },
          ],
        })),
        { cells: [{ text: 'Network median' }, { text: '64' }, { text: '64' }], reference: true },
      ],
      legend: [{ color: '#a9dcb4', label: '85–100 very high' }],
    });

  it('is well-formed, titled, and holds every facility, score, header and legend entry as text', () => {
    const image = heatMap(2);
    const document = parsed(image.svg);
    const shown = texts(document);
    expect(shown[0]).toBe('Latest scores per service element');
    for (const expected of ['Facility', 'Average', 'Facility 1', 'Facility 2', 'Network median', '91', '—'])
      expect(shown).toContain(expected);
    expect(shown).toContain('85–100 very high');
    // a long service element name is shortened, not cut off by the picture's edge
    expect(shown.some((text) => text?.startsWith('Infection prevention') && text.endsWith('…'))).toBe(true);
    expect(document.documentElement.getAttribute('width')).toBe(String(image.width));
    expect(document.documentElement.getAttribute('height')).toBe(String(image.height));
  });

  it('paints each score on its colour and sets the reference row apart by a rule', () => {
    const document = parsed(heatMap(1).svg);
    const fills = [...document.getElementsByTagName('rect')].map((rect) => rect.getAttribute('fill'));
    expect(fills.filter((fill) => fill === '#a9dcb4')).toHaveLength(2); // the cell and the legend
    expect(fills).toContain('#f1f3f5');
    expect(document.getElementsByTagName('line')).toHaveLength(1);
  });

  it('grows a row taller per facility, so none is left out', () => {
    expect(heatMap(8).height - heatMap(1).height).toBe(7 * 28);
  });
});

describe('a map as an SVG file', () => {
  const picture = { url: 'data:image/png;base64,iVBORw0KGgo=', width: 600, height: 400 };
  const legend = [
    { color: '#f2c94c', label: 'Level 1: 14' },
    { color: '#e8590c', label: 'Level 2: 17' },
  ];

  it('holds the map’s picture at its size under the title, with its legend and the tiles’ credit', () => {
    const image = mapImage('Service level map', picture, legend, '© OpenStreetMap contributors');
    const document = parsed(image.svg);
    const drawn = document.getElementsByTagName('image')[0];
    expect(drawn.getAttribute('href')).toBe(picture.url);
    expect([drawn.getAttribute('width'), drawn.getAttribute('height')]).toEqual(['600', '400']);
    expect(texts(document)).toEqual([
      'Service level map',
      '© OpenStreetMap contributors',
      'Level 1: 14',
      'Level 2: 17',
    ]);
    // the picture, the credit and the legend all fit inside the file
    expect(image.width).toBe(624);
    expect(image.height).toBeGreaterThan(400 + 24 + 24 + 40);
  });

  it('without tiles there is no credit line, and the file is that much shorter', () => {
    const credited = mapImage('Service level map', picture, legend, '© Tiles');
    const uncredited = mapImage('Service level map', picture, legend);
    expect(texts(parsed(uncredited.svg))).not.toContain('© Tiles');
    expect(credited.height - uncredited.height).toBe(24);
  });
});
