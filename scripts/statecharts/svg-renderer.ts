import { createRequire } from 'node:module';
import { type Browser, chromium } from 'playwright-core';

/**
 * Renders Mermaid text to SVG in headless Chromium, with mermaid loaded from node_modules
 * into a blank page: no network, so it works offline and on CI.
 */

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface SvgRenderer {
  render(mermaidText: string): Promise<string>;
  close(): Promise<void>;
}

declare const mermaid: {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{ svg: string }>;
};

export async function createSvgRenderer(): Promise<SvgRenderer> {
  const mermaidScript = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
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
    render: (mermaidText) =>
      page.evaluate(async (text) => (await mermaid.render('statechart', text)).svg, mermaidText),
    close: () => browser.close(),
  };
}
