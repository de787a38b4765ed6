import type { Plugin } from 'vite';

/**
 * Chunks the service worker must not precache, found by the modules they hold rather than by
 * their file names (which the bundler picks and changes when chunks are split differently):
 * the analytics and monitoring SDKs, downloaded only when configured, and the Statecharts
 * developer page with Mermaid (about 3 MB), gated by QAP.DemoMode.
 */
const NOT_PRECACHED_MODULES = [
  /[\\/]node_modules[\\/](mixpanel-browser|@datadog|@microsoft[\\/]applicationinsights[^\\/]*)[\\/]/,
  /[\\/]node_modules[\\/](mermaid|@mermaid-js|katex|cytoscape[^\\/]*|dagre[^\\/]*|roughjs|elkjs|langium|chevrotain)[\\/]/,
  /[\\/]src[\\/]pages[\\/]statecharts[\\/]/,
];

const isNotPrecached = (moduleId: string) => NOT_PRECACHED_MODULES.some((test) => test.test(moduleId));

/** Collects, while bundling, the file names of the chunks holding any of those modules. */
export function precacheExclusions(): { plugin: Plugin; excluded: Set<string> } {
  const excluded = new Set<string>();
  const plugin: Plugin = {
    name: 'qap-precache-exclusions',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle))
        if (output.type === 'chunk' && output.moduleIds.some(isNotPrecached))
          for (const file of [output.fileName, ...(output.viteMetadata?.importedCss ?? [])])
            excluded.add(file);
    },
  };
  return { plugin, excluded };
}
