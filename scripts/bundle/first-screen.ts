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

/** The modules each first screen loads before it renders: the entry, the boot (imported at once), the route's page. */
export const FIRST_SCREENS = {
  '/public': ['index.html', 'src/app/boot.tsx', 'src/pages/public/Public.page.tsx'],
  // Signed in, the identity library restores the session before Home can ask for data.
  '/home': [
    'index.html',
    'src/app/boot.tsx',
    
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

/** The manifest keys of `sources` and everything they import statically, transitively. */
export function staticClosure(manifest: BuildManifest, sources: readonly string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...seen].map((key) => manifest[key]);
}

async function gzipSize(distDir: string, file: string): Promise<FileSize> {
  return { file, gzip: gzipSync(await readFile(path.join(distDir, file)), { level: 9 }).length };
}

/** The JavaScript and CSS a first screen downloads before it renders, with their gzip sizes. */
export async function firstScreenBytes(distDir: string, screen: FirstScreen): Promise<FirstScreenBytes> {
  const chunks = staticClosure(await readManifest(distDir), FIRST_SCREENS[screen]);
  const jsFiles = chunks.map((chunk) => chunk.file);
  const cssFiles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  const js = await Promise.all(jsFiles.map((file) => gzipSize(distDir, file)));
  const css = await Promise.all(cssFiles.map((file) => gzipSize(distDir, file)));
  const sum = (sizes: FileSize[]) => sizes.reduce((total, size) => total + size.gzip, 0);
  return { js, css, jsGzip: sum(js), cssGzip: sum(css) };
}
