import { VitePWA } from 'vite-plugin-pwa';
import { precacheExclusions } from './scripts/build/precache-exclusions';

/**
 * Offline reading (issue 17): a Workbox service worker precaches the app shell, and a web
 * manifest makes the portal installable. The worker is registered by our own external
 * `public/registerSW.js` (no inline script, so the CSP's `script-src 'self'` holds; out of the
 * boot bundle; unlike the plugin's, it catches a browser's refusal of service workers). /config.json is not cached here: the adapter keeps the completed configuration
 * (src/services/api/runtime-config.ts). The sign-in pages are never answered from the cache: /silent-renew needs its
 * own frame-ancestors header and /oauth must reach the network-fresh document.
 */
export const pwaPlugin = () => {
  const exclusions = precacheExclusions();
  const pwa = VitePWA({
    registerType: 'autoUpdate',
    injectRegister: false,
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      id: '/',
      name: 'Quality Analytics Platform',
      short_name: 'QAP',
      description: 'Quality assurance and benchmarking data of healthcare facilities.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#002C4A',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/qap-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/qap-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/qap-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/qap-mark.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2,json}'],
      // Not the shell: Mermaid and its diagram chunks (the Statecharts developer page, about 3 MB)
      // and the analytics/monitoring SDKs loaded only when configured, found by the modules each
      // chunk holds (scripts/build/precache-exclusions.ts). Visited, they land in the runtime cache.
      globIgnores: ['workbox-*.js'],
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.filter((entry) => !exclusions.excluded.has(entry.url)),
          warnings: [],
        }),
      ],
      // The boot chunk (with the map library) is the largest, under 1 MB; the default limit is 2 MiB.
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/silent-renew/, /^\/oauth/, /^\/config\.json$/],
      cleanupOutdatedCaches: true,
      // The first visit is served by the worker as soon as it is active, so it can be read offline at once.
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [
        {
          // Hashed bundles never change: whatever else a visit loads is kept for offline use.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: 'qap-assets', expiration: { maxEntries: 200 } },
        },
      ],
    },
  });
  return [exclusions.plugin, pwa];
};
