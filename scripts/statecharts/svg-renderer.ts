import { createRequire } from 'node:module';
import { type Browser, chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../chromium-launch';

/**
 * Renders Mermaid text to SVG in headless Chromium, with mermaid loaded from node_modules
 * into a blank page: no network, so it works offline and on CI.
 */

export interface SvgRenderer {
  render(mermaidText: string): Promise<string>;
  close(): Promise<void>;
}

declare const mermaid: {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{ svg: string }>;
};

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

export async function createSvgRenderer(): Promise<SvgRenderer> {
  const mermaidScript = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');
  const browser: Browser = await chromium.launch(chromiumLaunchOptions());
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ path: mermaidScript });
  await page.evaluate(() =>
    mermaid.initialize({
      startOnLoad: false,
      securityLevel: 'strict',
      theme: 'default',
      deterministicIds: true,
    }),
  );
  return {
    // Mermaid reports a syntax error by rejecting; the caller names the machine.
    render: async (mermaidText) =>
      withStableIds(
        await page.evaluate(async (text) => (await mermaid.render('statechart', text)).svg, mermaidText),
      ),
    close: () => browser.close(),
  };
}
