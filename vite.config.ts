import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './scripts/build/precompress-plugin';
import { pwaPlugin } from './vite.pwa';

/** `src/services/i18n/locales/<culture>/*.json` -> `locale-<culture>`: one download per language. */
function localeChunk(moduleId: string): string | null {
  const culture = /[\\/]locales[\\/]([^\\/]+)[\\/][^\\/]+\.json$/.exec(moduleId)?.[1];
  return culture ? `locale-${culture}` : null;
}

/**
 * Mermaid ships its shared code as `chunk-<id>.mjs` files, a name other packages use too
 * (react-router's is in every first screen). Prefixed `mermaid-`, they stay out of the service
 * worker's precache (vite.pwa.ts) while react-router's chunk stays in, so the portal starts offline.
 */
function chunkFileName({ name, moduleIds }: { name: string; moduleIds: string[] }): string {
  const fromMermaid = moduleIds.some((id) => /[\\/]node_modules[\\/](mermaid|@mermaid-js)[\\/]/.test(id));
  return fromMermaid && !name.includes('mermaid')
    ? 'assets/mermaid-[name]-[hash].js'
    : 'assets/[name]-[hash].js';
}

export default defineConfig({
  // the service worker is written first, so it is precompressed with the rest
  plugins: [react(), pwaPlugin(), precompressPlugin()],
  server: { port: 5173, strictPort: true },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The bundle budget test (tests/unit/bundle) reads what each first screen loads from it.
    manifest: true,
    rolldownOptions: {
      output: {
        chunkFileNames: chunkFileName,
        codeSplitting: { groups: [{ name: localeChunk, test: /[\\/]locales[\\/]/ }] },
      },
    },
  },
});
