/**
 * Item 7, "every chart as PNG and SVG", in Chromium against the real stack: every chart of
 * every page (and the Compare facilities heat map, and the maps) is found by its download control and saved in
 * both formats. The file is named after the chart, the SVG parses and holds the chart's title and
 * the texts it shows, the PNG is a PNG twice the SVG's size. One stack, one signed-in page.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ANALYST_ENVIRONMENT_ID,
  expectNoAxeViolations,
  SCREENSHOTS_DIR,
  screenshot,
  useSignedInStack,
} from './support';
import { mapSettled } from './support/map-settled';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A chart card's or map's image download, or the heat map's (its card downloads a table too: docs/ui.md). */
const CHART_BUTTON = /^Download (?:the chart (.+) as an image|image: (.+))$/;
const chartTitle = (name: string) => {
  const match = CHART_BUTTON.exec(name);
  return match?.[1] ?? match?.[2] ?? '';
};

/** A chart's title as a file name: lower case, words joined by hyphens (ASCII titles here). */
const fileStem = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

interface ParsedSvg {
  wellFormed: boolean;
  width: number;
  height: number;
  texts: string[];
}

/** Parsed by the browser's own XML parser, as an image viewer would. */
function parseSvg(page: Page, svg: string): Promise<ParsedSvg> {
  return page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, 'image/svg+xml');
    const root = document.documentElement;
    return {
      wellFormed: root.localName === 'svg' && document.getElementsByTagName('parsererror').length === 0,
      width: Number(root.getAttribute('width')),
      height: Number(root.getAttribute('height')),
      texts: [...document.getElementsByTagName('text')].map((text) => text.textContent ?? ''),
    };
  }, svg);
}

/** The texts a chart card's figure shows (axis, category and legend labels), each once. */
function shownTexts(_page: Page, card: Locator): Promise<string[]> {
  return card.locator('figure').evaluate((figure) => {
    const walker = document.createTreeWalker(figure, NodeFilter.SHOW_TEXT);
    const found = new Set<string>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const box = node.parentElement?.getBoundingClientRect();
      const text = node.textContent?.trim();
      if (text && box && box.width > 0) found.add(text);
    }
    return [...found];
  });
}

/**
 * A map's picture is the canvas as drawn: the SVG holds it as a PNG of the canvas's size, with
 * the categories' legend as text; the picture is not blank (several colours: outlines, places, dots).
 */
async function mapTexts(page: Page, card: Locator, svg: string): Promise<string[]> {
  const canvas = card.locator('[data-map-canvas]');
  const href = /<image href="(data:image\/png;base64,[^"]+)"/.exec(svg)?.[1];
  expect(href, 'the map picture').toBeDefined();
  const picture = await page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const colours = new Set<number>();
    for (let index = 0; index < data.length; index += 4 * 97)
      colours.add((data[index] << 16) | (data[index + 1] << 8) | data[index + 2]);
    return { width: image.naturalWidth, colours: colours.size };
  }, href as string);
  expect(picture.width).toBe(
    await canvas.locator('canvas').evaluate((drawn: HTMLCanvasElement) => drawn.width),
  );
  expect(picture.colours).toBeGreaterThan(3);
  return (await card.locator('fieldset label').allTextContents()).map((label) => label.trim());
}

async function download(page: Page, chartButton: Locator, format: 'PNG' | 'SVG') {
  const name = (await chartButton.getAttribute('aria-label')) ?? '';
  await chartButton.click();
  const choices = page.getByRole('group', { name, exact: true });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    choices.getByRole('button', { name: `Image (${format})`, exact: true }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

/**
 * Saves every chart of the page in both formats and checks the files; `textsOf` gives the texts the
 * chart's picture must hold. Returns the charts' titles.
 */
type TextsOf = (page: Page, card: Locator, svg: string) => Promise<string[]>;

async function exportEveryChart(page: Page, textsOf: TextsOf) {
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  const buttons = page.getByRole('main').getByRole('button', { name: CHART_BUTTON });
  const titles: string[] = [];
  for (const button of await buttons.all()) {
    const title = chartTitle((await button.getAttribute('aria-label')) ?? '');
    titles.push(title);
    const card = page.getByRole('region', { name: title, exact: true });
    await card.scrollIntoViewIfNeeded();
    const svgFile = await download(page, button, 'SVG');
    const expectedTexts = await textsOf(page, card, svgFile.bytes.toString('utf8'));
    expect(svgFile.name).toBe(`${fileStem(title)}.svg`);
    const svg = await parseSvg(page, svgFile.bytes.toString('utf8'));
    expect(svg.wellFormed, title).toBe(true);
    expect(svgFile.bytes.toString('utf8')).not.toContain('foreignObject');
    expect(svg.texts[0]).toBe(title);
    for (const text of expectedTexts) expect(svg.texts.join('\n'), `${title}: ${text}`).toContain(text);

    const pngFile = await download(page, button, 'PNG');
    expect(pngFile.name).toBe(`${fileStem(title)}.png`);
    expect([...pngFile.bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    // IHDR: width and height at bytes 16 and 20; drawn at twice the SVG's size
    expect(pngFile.bytes.readUInt32BE(16)).toBe(Math.ceil(svg.width * 2));
    expect(pngFile.bytes.readUInt32BE(20)).toBe(Math.ceil(svg.height * 2));
    await writeFile(join(SCREENSHOTS_DIR, `chart-export-${pngFile.name}`), pngFile.bytes);
  }
  return titles;
}

describe('every chart downloads as PNG and SVG', () => {
  const { stack, browser } = useSignedInStack('analyst@demo.test');
  const open = async (path: string) => {
    const { page } = browser();
    await page.goto(`${stack().urls.web}${path}`);
    await page.waitForLoadState('networkidle');
    return page;
  };
  const figuresOnPage = (page: Page) => page.getByRole('main').locator('figure').count();
  const facilities = async (count: number) => {
    const { rows } = await stack().db.query<{ id: number }>(
      `SELECT f.id FROM facilities f
       WHERE f.environment_id = $1 AND f.latest_year IS NOT NULL
         AND EXISTS (SELECT 1 FROM momcare_monthly m WHERE m.facility_id = f.id)
       ORDER BY f.id LIMIT ${count}`,
      [ANALYST_ENVIRONMENT_ID],
    );
    return rows.map((row) => row.id);
  };

  it.each([
    ['Home', '/home', ['Level distribution'], ['Service level map', 'Available services map']],
    [
      'Network Level',
      '/network',
      ['Average latest score by place', 'Certification level mix by place'],
      ['Facilities on the map'],
    ],
    ['Yearly Performance', '/yearlyperformance', ['Average score per year', 'Level mix per year'], []],
    // the pivot is a table (CSV and Excel); the page draws no chart
    ['Facility Numbers', '/facilitynumbers', [], []],
  ])(
    '%s: each chart card saves its figure with its labels, each map its picture with its legend',
    async (_name, path, charts, maps) => {
      const page = await open(path);
      await expect.poll(() => figuresOnPage(page)).toBe(charts.length);
      for (const map of maps) {
        const card = page.getByRole('region', { name: map, exact: true });
        await card.scrollIntoViewIfNeeded();
        await mapSettled(card.locator('[data-map-canvas]'));
      }
      const chartOrMapTexts: TextsOf = async (_page, card, svg) =>
        (await card.locator('[data-map-canvas]').count()) > 0
          ? mapTexts(page, card, svg)
          : shownTexts(page, card);
      expect((await exportEveryChart(page, chartOrMapTexts)).sort()).toEqual([...charts, ...maps].sort());
    },
  );

  it('Benchmarking, Facility Details and MomCare: each chart card saves its figure, with its labels', async () => {
    const [facilityId] = await facilities(1);
    const pages: [string, (string | RegExp)[]][] = [
      [`/benchmarking?facilityId=${facilityId}`, ['Score against the peer range']],
      [
        `/facility/details/${facilityId}`,
        [/^Latest assessment by service element \(\d{4}\)$/, 'Assessment history'],
      ],
      [
        `/facility/momcare/${facilityId}`,
        ['Antenatal care', 'Deliveries, postnatal visits and referrals', 'Caesarean share of deliveries'],
      ],
    ];
    for (const [path, expected] of pages) {
      const page = await open(path);
      await expect.poll(() => figuresOnPage(page), { message: path }).toBe(expected.length);
      const titles = await exportEveryChart(page, shownTexts);
      expect(titles).toHaveLength(expected.length);
      for (const [index, title] of expected.entries()) expect(titles[index]).toMatch(title);
    }
  });

  it('Compare facilities: the heat map saves every chosen facility, service element and the median row', async () => {
    const ids = await facilities(3);
    const page = await open(`/benchmarking/v2?ids=${ids.join(',')}`);
    const tableName = 'Service element scores of the chosen facilities';
    const table = page.getByRole('table', { name: tableName, exact: true });
    await table.waitFor();
    const heatMapTexts: TextsOf = () =>
      table.evaluate((element) =>
        [...element.querySelectorAll('tbody td:first-child, tfoot td:first-child')].map(
          (cell) => cell.textContent?.trim() ?? '',
        ),
      );
    expect(await heatMapTexts(page, table, '')).toHaveLength(ids.length + 1);
    expect(await exportEveryChart(page, heatMapTexts)).toEqual([tableName]);
    // two downloads in one card, each saying what it saves; the name starts with the visible words
    const button = page.getByRole('button', { name: `Download image: ${tableName}`, exact: true });
    const tableButton = page.getByRole('button', {
      name: new RegExp(`^Download table: ${tableName} \\(\\d+ rows\\)$`),
    });
    await expect(button.textContent()).resolves.toBe('Download image');
    await expect(tableButton.textContent()).resolves.toBe('Download table');
    // by keyboard: Enter opens the formats, Escape closes them and gives the focus back; axe is clean
    await button.focus();
    await page.keyboard.press('Enter');
    const formats = page.getByRole('group', { name: `Download image: ${tableName}`, exact: true });
    await formats.getByRole('button', { name: 'Image (PNG)' }).waitFor();
    await expectNoAxeViolations(page, { include: 'main' });
    await page.keyboard.press('Tab');
    await expect
      .poll(() =>
        formats
          .getByRole('button', { name: 'Image (PNG)' })
          .evaluate((element) => element === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.press('Escape');
    await formats.waitFor({ state: 'detached' });
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
    await screenshot(page, 'chart-exports-heat-map');
  });
});
