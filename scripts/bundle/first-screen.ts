import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (`build.manifest: true`, `dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The texts chunks an analyst's signed-in Home loads beyond the first screen's (vite.config.ts: the main frame's, Home's). */
export const HOME_TEXT_CHUNKS = ['main', 'home'] as const;

/**
 * What each first screen downloads before it renders, as build-manifest keys (or `chunk:<name>`
 * for a chunk without a source key): the entry, the boot it imports at once, the English texts,
 * the browser-storage library (the saved choices are read at start) and the route's page. Each
 * brings its static imports along.
 */
export const FIRST_SCREENS = {
  '/public': [
    'index.html',
    'src/app/boot.tsx',
    'chunk:locale-en-US',
    'node_modules/localforage/dist/localforage.js',
    'src/pages/public/Public.page.tsx',
  ],
  // Signed in, the identity library restores the session before Home can ask for data, inside
  // the main frame (header controls, drawer, filter), with the texts the frame and Home ask for
  // (tests/e2e/first-screen.test.ts checks this list against what Home requests).
  '/home': [
    'index.html',
    'src/app/boot.tsx',
    'chunk:locale-en-US',
    ...HOME_TEXT_CHUNKS.map((name) => `chunk:locale-en-US-${name}`),
    'node_modules/localforage/dist/localforage.js',
    'src/services/auth/index.ts',
    'src/app/router/main-frame.ts',
    'src/pages/home/Home.page.tsx',
  ],
} as const;

export type FirstScreen = keyof typeof FIRST_SCREENS;

export interface FileSize {
  file: string;
  gzip: number;
}

export interface FirstScreenBytes {
  js: FileSize[];
  css: FileSize[];
  jsGzip: number;
  cssGzip: number;
}

export async function readManifest(distDir: string): Promise<BuildManifest> {
  return JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
}

/** `assets/<name>-<8-character hash>.js`: `locale-en-US` is not `locale-en-US-home`. */
const chunkFile = (name: string) => new RegExp(`^assets/${name}-[\\w-]{8}\\.js$`);

/** The manifest key of a first-screen reference (see FIRST_SCREENS). */
function manifestKey(manifest: BuildManifest, reference: string): string {
  const name = reference.startsWith('chunk:') ? reference.slice('chunk:'.length) : undefined;
  const key = name
    ? Object.keys(manifest).find((candidate) => chunkFile(name).test(manifest[candidate].file))
    : reference;
  if (!key || !manifest[key]) throw new Error(`${reference} is not in the build manifest`);
  return key;
}

/** The chunks of `references` and everything they import statically, transitively. */
export function staticClosure(manifest: BuildManifest, references: readonly string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const reference of references) visit(manifestKey(manifest, reference));
  return [...seen].map((key) => manifest[key]);
}

/** Content hashes in the names of built files (`Home.page-a1B2_c3D.js`). */
const HASHED_NAME = /(-)[\w-]{8}(\.(?:js|css)\b)/g;

/**
 * A built file's gzip size (level 9, as a CDN that compresses ahead of time). With
 * `hashesAsOne`, every file name it imports has the same hash: a change anywhere renames chunks,
 * and new random hashes compress a few dozen bytes better or worse, which a budget must not count.
 */
export async function gzipSize(
  distDir: string,
  file: string,
  { hashesAsOne = false }: { hashesAsOne?: boolean } = {},
): Promise<FileSize> {
  const content = await readFile(path.join(distDir, file));
  const measured = hashesAsOne
    ? Buffer.from(content.toString('utf8').replace(HASHED_NAME, '$1hash0000$2'))
    : content;
  return { file, gzip: gzipSync(measured, { level: 9 }).length };
}

/** The JavaScript and CSS a first screen downloads before it renders, with their gzip sizes. */
export async function firstScreenBytes(
  distDir: string,
  screen: FirstScreen,
  measure: { hashesAsOne?: boolean } = {},
): Promise<FirstScreenBytes> {
  const chunks = staticClosure(await readManifest(distDir), FIRST_SCREENS[screen]);
  const jsFiles = chunks.map((chunk) => chunk.file);
  const cssFiles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  const js = await Promise.all(jsFiles.map((file) => gzipSize(distDir, file, measure)));
  const css = await Promise.all(cssFiles.map((file) => gzipSize(distDir, file, measure)));
  const sum = (sizes: FileSize[]) => sizes.reduce((total, size) => total + size.gzip, 0);
  return { js, css, jsGzip: sum(js), cssGzip: sum(css) };
}
