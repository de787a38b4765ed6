/**
 * Renders the product mark (public/icons/qap-mark*.svg) to the PNG icons the web manifest lists.
 * Run after changing the mark: `npx tsx scripts/pwa/generate-icons.ts`. The PNGs are committed.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../chromium-launch';

const ICONS_DIR = path.resolve(import.meta.dirname, '../../public/icons');

const RENDERS = [
  { source: 'qap-mark.svg', size: 192, target: 'qap-192.png' },
  { source: 'qap-mark.svg', size: 512, target: 'qap-512.png' },
  { source: 'qap-mark-maskable.svg', size: 512, target: 'qap-maskable-512.png' },
];

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage();
  for (const { source, size, target } of RENDERS) {
    const svg = await readFile(path.join(ICONS_DIR, source), 'utf8');
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({ path: path.join(ICONS_DIR, target), omitBackground: true });
    console.log(`${target} (${size} px)`);
  }
} finally {
  await browser.close();
}
