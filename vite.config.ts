import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  machineDescriptionsPlugin,
  stripMachineDescriptionsPlugin,
} from './scripts/build/machine-descriptions-plugin';
import { precompressPlugin } from './scripts/build/precompress-plugin';
import { pwaPlugin } from './vite.pwa';

/** `src/services/i18n/locales/<culture>/*.json` -> `locale-<culture>`: one download per language. */
function localeChunk(moduleId: string): string | null {
  const culture = /[\\/]locales[\\/]([^\\/]+)[\\/][^\\/]+\.json$/.exec(moduleId)?.[1];
  return culture ? `locale-${culture}` : null;
}

export default defineConfig({
  // the service worker is written first, so it is precompressed with the rest
  plugins: [
    machineDescriptionsPlugin(),
    react(),
    stripMachineDescriptionsPlugin(),
    pwaPlugin(),
    precompressPlugin(),
  ],
  server: { port: 5173, strictPort: true },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The bundle budget test (tests/unit/bundle) reads what each first screen loads from it.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: localeChunk, test: /[\\/]locales[\\/]/ }] },
      },
    },
  },
});
