import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type BuildManifest,
  FIRST_SCREENS,
  gzipSize,
  readManifest,
  staticClosure,
} from '../../scripts/bundle/first-screen';
import { ensurePortalBuild } from '../../server/web/portal-build';

const ROOT_DIR = path.resolve(import.meta.dirname, '../..');
const DIST_DIR = path.join(ROOT_DIR, 'dist');
const MAP_CANVAS = 'src/components/page-kit/map/MapCanvas.tsx';

/** Item 7: "The map chunk loads lazily and is at most 250 kB gzip." */
const MAP_CHUNK_BUDGET = 250_000;

describe('map chunk budget (read from the Vite build manifest)', () => {
  let manifest: BuildManifest;
  beforeAll(async () => {
    await ensurePortalBuild(ROOT_DIR, () => {});
    manifest = await readManifest(DIST_DIR);
  }, 300_000);

  it('the script the first map downloads (MapLibre and our map canvas) is at most 250 kB gzip', async () => {
    // what Home has already loaded costs the map nothing; everything else it imports counts
    const home = new Set(staticClosure(manifest, FIRST_SCREENS['/home']).map((chunk) => chunk.file));
    const files = staticClosure(manifest, [MAP_CANVAS])
      .map((chunk) => chunk.file)
      .filter((file) => !home.has(file));
    const sizes = await Promise.all(files.map((file) => gzipSize(DIST_DIR, file)));
    const gzip = sizes.reduce((total, size) => total + size.gzip, 0);
    // the budget is measured with MapLibre in it, not beside it
    const sources = await Promise.all(
      files.map(async (file) => {
        const map = await readFile(path.join(DIST_DIR, `${file}.map`), 'utf8');
        return (JSON.parse(map) as { sources: string[] }).sources;
      }),
    );
    expect(sources.flat().some((source) => source.includes('node_modules/maplibre-gl/'))).toBe(true);
    expect(gzip).toBeLessThanOrEqual(MAP_CHUNK_BUDGET);
  });
});
