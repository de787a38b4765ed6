import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, normalize } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../chromium-launch';
import { STATECHART_MERMAID_CONFIG } from '../../src/pages/statecharts/model/mermaid-config';
import { replaceHtmlLabels } from './svg-text-labels';

/**
 * Renders Mermaid text to SVG in headless Chromium, with mermaid and its ELK layout plugin
 * loaded from node_modules into a blank page: no network, so it works offline and on CI.
 * ELK (layered) lays the charts out in rows that stay narrow and keeps edge labels apart.
 * Mermaid's HTML labels become SVG text (svg-text-labels.ts), so the pictures read the same in
 * tools that draw no HTML inside SVG (librsvg, Inkscape, slide tools).
 */

export interface SvgRenderer {
  render(mermaidText: string): Promise<string>;
  close(): Promise<void>;
}

interface MermaidApi {
  initialize(config: Record<string, unknown>): void;
  registerLayoutLoaders(loaders: unknown): void;
  render(id: string, text: string): Promise<{ svg: string }>;
}

declare global {
  interface Window {
    statechartMermaid?: MermaidApi;
    statechartTextLabels?: (svg: SVGSVGElement) => number;
  }
}

/**
 * Mermaid names the dividers of parallel states with a random token and a page-wide counter
 * (`state-id-rv7wk03q9p-3-1`); numbering them per picture keeps the committed pictures
 * byte-identical between runs, whatever was drawn before in the same page.
 */
export function withStableIds(svg: string): string {
  const numbers = new Map<string, number>();
  return svg.replace(/state-id-([a-z0-9]+-\d+)-/g, (_, token: string) => {
    if (!numbers.has(token)) numbers.set(token, numbers.size + 1);
    return `state-id-divider${numbers.get(token)}-`;
  });
}

/**
 * The shared settings, plus a fixed seed for the shapes Mermaid draws with rough.js (the rounded
 * boxes of the system picture): without it their outlines change on every run.
 */
const COMMITTED_PICTURE_CONFIG = { ...STATECHART_MERMAID_CONFIG, handDrawnSeed: 1 };

/** A made-up origin whose files come from node_modules: ES modules need a URL to import from. */
const ORIGIN = 'http://statecharts.invalid';

function distFolders(): Record<string, string> {
  const require = createRequire(import.meta.url);
  const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
  return {
    mermaid: join(packageDir('mermaid'), 'dist'),
    elk: join(packageDir('@mermaid-js/layout-elk'), 'dist'),
  };
}

export async function createSvgRenderer(): Promise<SvgRenderer> {
  const folders = distFolders();
  const browser: Browser = await chromium.launch(chromiumLaunchOptions());
  const page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, (route) => {
    const [, folder, ...rest] = new URL(route.request().url()).pathname.split('/');
    const root = folders[folder];
    if (!root) return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html>' });
    const file = normalize(join(root, ...rest));
    if (!file.startsWith(root)) return route.fulfill({ status: 404 });
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: readFileSync(file) });
  });
  await page.goto(`${ORIGIN}/index.html`);
  await page.addScriptTag({
    type: 'module',
    content: `
      import mermaid from '${ORIGIN}/mermaid/mermaid.esm.min.mjs';
      import elkLayouts from '${ORIGIN}/elk/mermaid-layout-elk.esm.min.mjs';
      mermaid.registerLayoutLoaders(elkLayouts);
      mermaid.initialize(${JSON.stringify(COMMITTED_PICTURE_CONFIG)});
      window.statechartMermaid = mermaid;
    `,
  });
  await page.waitForFunction(() => window.statechartMermaid !== undefined);
  // The label converter is sent as its source; tsx may name its inner functions with `__name`.
  await page.addScriptTag({
    content: `window.__name = (target) => target; window.statechartTextLabels = ${replaceHtmlLabels.toString()};`,
  });
  return {
    // Mermaid reports a syntax error by rejecting; the caller names the machine.
    render: async (mermaidText) =>
      withStableIds(
        await page.evaluate(async (text) => {
          const { svg } = await (window.statechartMermaid as MermaidApi).render('statechart', text);
          // Mermaid serializes as HTML (a label's line break is a bare <br>): the .svg file must be
          // XML, or a browser opening it or an <img> showing it stops at the first label.
          const element = new DOMParser().parseFromString(svg, 'text/html').body.firstElementChild;
          if (!element) throw new Error('Mermaid rendered no element');
          // Laid out in the page, so each label's lines are measured where the browser wraps them.
          document.body.appendChild(element);
          try {
            (window.statechartTextLabels as typeof replaceHtmlLabels)(element as SVGSVGElement);
            return new XMLSerializer().serializeToString(element);
          } finally {
            element.remove();
          }
        }, mermaidText),
      ),
    close: () => browser.close(),
  };
}
