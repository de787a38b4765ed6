import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type FirstScreen,
  type FirstScreenBytes,
  firstScreenBytes,
  readManifest,
  staticClosure,
} from '../../scripts/bundle/first-screen';
import { appMachine } from '../../machines/app';
import { sessionMachine } from '../../machines/session';
import { syncMachine } from '../../machines/sync';
import { ensurePortalBuild } from '../../server/web/portal-build';

const ROOT_DIR = path.resolve(import.meta.dirname, '../..');
const DIST_DIR = path.join(ROOT_DIR, 'dist');

/** CSS of a first screen, gzip. */
const CSS_BUDGET = 30_000;
/**
 * First-screen JavaScript, gzip, with chunk names' hashes held constant: what main measures, so
 * any growth fails. A feature that needs room makes it elsewhere; these figures only go down
 * (docs/performance.md, "What the first screen loads").
 */
const JS_CEILING: Record<FirstScreen, number> = { '/public': 296_220, '/home': 379_290 };

/** The source files bundled into a chunk, from its source map (the bundler's tiny runtime chunk has none). */
async function chunkSources(file: string): Promise<string[]> {
  const text = await readFile(path.join(DIST_DIR, `${file}.map`), 'utf8').catch(() => '{"sources":[]}');
  return (JSON.parse(text) as { sources: string[] }).sources;
}

async function packagesIn(files: string[]): Promise<Set<string>> {
  const sources = (await Promise.all(files.map(chunkSources))).flat();
  const packages = sources.map((source) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1]);
  return new Set(packages.filter((name): name is string => Boolean(name)));
}

describe('first screen bundle budget (read from the Vite build manifest)', () => {
  const bytes = {} as Record<FirstScreen, FirstScreenBytes>;
  beforeAll(async () => {
    await ensurePortalBuild(ROOT_DIR, () => {});
    bytes['/public'] = await firstScreenBytes(DIST_DIR, '/public', { hashesAsOne: true });
    bytes['/home'] = await firstScreenBytes(DIST_DIR, '/home', { hashesAsOne: true });
  }, 300_000);

  it.each(['/public', '/home'] as const)(
    '%s: CSS before the first render is at most 30 kB gzip',
    (screen) => {
      expect(bytes[screen].cssGzip).toBeGreaterThan(0);
      expect(bytes[screen].cssGzip).toBeLessThanOrEqual(CSS_BUDGET);
    },
  );

  it.each(['/public', '/home'] as const)('%s: JavaScript before the first render does not grow', (screen) => {
    expect(bytes[screen].jsGzip).toBeGreaterThan(0);
    expect(bytes[screen].jsGzip).toBeLessThanOrEqual(JS_CEILING[screen]);
  });

  it('the public page loads no sign-in library; signed-in Home does', async () => {
    expect(await packagesIn(bytes['/public'].js.map((file) => file.file))).not.toContain('oidc-client-ts');
    expect(await packagesIn(bytes['/home'].js.map((file) => file.file))).toContain('oidc-client-ts');
  });

  it('no first screen ships zod (the server validates), the map drawing or the spreadsheet library', async () => {
    for (const screen of ['/public', '/home'] as const) {
      const packages = await packagesIn(bytes[screen].js.map((file) => file.file));
      expect(packages).not.toContain('zod');
      expect(packages).not.toContain('maplibre-gl');
      // XLSX comes from a real spreadsheet library, loaded only when used
      expect(packages).not.toContain('exceljs');
      expect(packages).toContain('react-dom');
    }
    const manifest = await readManifest(DIST_DIR);
    expect(await packagesIn(Object.values(manifest).map((chunk) => chunk.file))).toContain('exceljs');
  });

  it("only the current language's texts load with the first screen; each language is a chunk of its own", async () => {
    const manifest = await readManifest(DIST_DIR);
    const localeChunks = Object.values(manifest)
      .map((chunk) => /^assets\/locale-([^-]+-[^-]+)-/.exec(chunk.file)?.[1])
      .filter(Boolean);
    expect(localeChunks).toEqual(expect.arrayContaining(['en-US', 'fr-FR', 'sw-KE']));
    for (const screen of ['/public', '/home'] as const) {
      const loaded = bytes[screen].js.map(
        (file) => /^assets\/locale-([a-z]{2,3}-[A-Z]{2})-[^/]+\.js$/.exec(file.file)?.[1],
      );
      expect(new Set(loaded.filter(Boolean))).toEqual(new Set(['en-US']));
    }
    // The public page loads the first screen's texts only; a page's own texts come with the page.
    const publicTexts = bytes['/public'].js.filter((file) => file.file.startsWith('assets/locale-'));
    expect(publicTexts.map((file) => file.file)).toEqual([
      expect.stringMatching(/^assets\/locale-en-US-[\w-]{8}\.js$/),
    ]);
    // The boot itself holds no text of any language: the texts come only from those chunks.
    const boot = staticClosure(manifest, ['src/app/boot.tsx']).map((chunk) => chunk.file);
    const bootSources = (await Promise.all(boot.map(chunkSources))).flat();
    expect(bootSources.filter((source) => /\/locales\/.+\.json$/.test(source))).toEqual([]);
  });

  it("the machines' descriptions (texts for diagrams and QA paths) are in no first screen, only in the statechart view", async () => {
    const meanings = [sessionMachine, syncMachine, appMachine].map(
      (machine) => machine.config.description ?? '',
    );
    expect(meanings.every((meaning) => meaning.length > 20)).toBe(true);
    const textOf = (file: string) => readFile(path.join(DIST_DIR, file), 'utf8');
    for (const screen of ['/public', '/home'] as const) {
      const code = (await Promise.all(bytes[screen].js.map((file) => textOf(file.file)))).join('\n');
      for (const meaning of meanings) expect(code).not.toContain(JSON.stringify(meaning).slice(1, -1));
    }
    const manifest = await readManifest(DIST_DIR);
    const statecharts = await textOf(manifest['src/pages/statecharts/Statecharts.page.tsx'].file);
    for (const meaning of meanings) expect(statecharts).toContain(JSON.stringify(meaning).slice(1, -1));
  });

  it('a production build never reads a start-up inspection observer (window.__QAP_INSPECT__ is for development builds)', async () => {
    const manifest = await readManifest(DIST_DIR);
    const files = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) =>
      file.endsWith('.js'),
    );
    const readers = [];
    for (const file of files)
      if ((await readFile(path.join(DIST_DIR, file), 'utf8')).includes('__QAP_INSPECT__')) readers.push(file);
    expect(files.length).toBeGreaterThan(20);
    expect(readers).toEqual([]);
  });
});
