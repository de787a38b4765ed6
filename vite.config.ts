import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  machineDescriptionsPlugin,
  stripMachineDescriptionsPlugin,
} from './scripts/build/machine-descriptions-plugin';
import { precompressPlugin } from './scripts/build/precompress-plugin';
import { FIRST_SCREEN_NAMESPACES, MAIN_FRAME_NAMESPACES } from './src/services/i18n/first-screen-namespaces';
import { pwaPlugin } from './vite.pwa';

/**
 * `src/services/i18n/locales/<culture>/<namespace>.json`: the first screen's namespaces of a
 * culture in one chunk, `locale-<culture>`; the signed-in frame's in `locale-<culture>-main`; every
 * other namespace in `locale-<culture>-<namespace>`, loaded by the pages that use it.
 */
function localeChunk(moduleId: string): string | null {
  const [, culture, namespace] = /[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.(json|ts)$/.exec(moduleId) ?? [];
  if (!culture) return null;
  // the culture's index (its list of namespace files) travels with its first texts
  if (namespace === 'index' || FIRST_SCREEN_NAMESPACES.includes(namespace)) return `locale-${culture}`;
  return MAIN_FRAME_NAMESPACES.includes(namespace)
    ? `locale-${culture}-main`
    : `locale-${culture}-${namespace}`;
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
    // The bundle budget test (tests/bundle) reads what each first screen loads from it.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A culture's index loads its files through Vite's preload helper: that belongs to the
          // boot, not to whichever culture's chunk the bundler would otherwise pull it into.
          includeDependenciesRecursively: false,
          groups: [{ name: localeChunk, test: /[\\/]locales[\\/]/ }],
        },
      },
    },
  },
});
