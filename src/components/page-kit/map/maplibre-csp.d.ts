/**
 * MapLibre GL JS 5's build for a strict CSP: the same API as `maplibre-gl`, without the worker's
 * code inlined (the worker is a file of our own origin, set with setWorkerUrl). It is also the
 * smaller file: the map's chunk stays within its 250 kB gzip budget.
 */
declare module 'maplibre-gl/dist/maplibre-gl-csp.js' {
  import * as maplibre from 'maplibre-gl';
  export default maplibre;
}
