import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SDKS = ['mixpanel-browser', '@microsoft/applicationinsights', '@datadog/browser-rum'];
const SRC = join(import.meta.dirname, '../../../src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Static `import ... from '<sdk>'` and `export ... from '<sdk>'`, type-only imports excepted (they are erased). */
function staticSdkImports(source: string): string[] {
  const pattern = /^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+['"]([^'"]+)['"]/gm;
  return [...source.matchAll(pattern)]
    .map((match) => match[1])
    .filter((specifier) => SDKS.some((sdk) => specifier.startsWith(sdk)));
}

describe('analytics SDKs are loaded only when configured', () => {
  it('with nothing configured not one byte of the SDKs is downloaded: no portal module imports an SDK statically', () => {
    const offenders = sourceFiles(SRC).flatMap((file) =>
      staticSdkImports(readFileSync(file, 'utf8')).map((sdk) => `${relative(SRC, file)} imports ${sdk}`),
    );
    expect(offenders).toEqual([]);
  });

  it('each SDK is reached through one dynamic import, and Mixpanel through its core build without the recorder', () => {
    const loaders = readFileSync(join(SRC, 'services/analytics/sdk-loaders.ts'), 'utf8');
    const dynamicImports = [...loaders.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
      (match) => match[1],
    );
    expect(dynamicImports).toEqual([
      'mixpanel-browser/src/loaders/loader-module-core',
      '@microsoft/applicationinsights-web',
      '@datadog/browser-rum',
    ]);
  });

  it('the pattern recognises a static SDK import, so the first check can fail', () => {
    expect(staticSdkImports("import mixpanel from 'mixpanel-browser';")).toEqual(['mixpanel-browser']);
    expect(staticSdkImports("import type { Config } from 'mixpanel-browser';")).toEqual([]);
  });
});
