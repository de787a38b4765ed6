import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; source maps are left out (only developers fetch them). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/;
/** Below this a compressed copy saves too little to matter. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/** Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip, best) beside one file. */
export async function precompressFile(file: string): Promise<void> {
  const raw = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipAsync(raw, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/**
 * The build writes brotli and gzip copies of every text asset, so the web server
 * sends them as they are instead of compressing on each request (and at a lower level).
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'qap-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      const sizes = await Promise.all(files.map((file) => stat(file).then((info) => info.size)));
      await Promise.all(files.filter((_, index) => sizes[index] >= MIN_BYTES).map(precompressFile));
    },
  };
}
