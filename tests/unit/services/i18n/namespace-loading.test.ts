import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_NAMESPACES } from '../../../../src/services/i18n/first-screen-namespaces';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SRC = path.join(ROOT, 'src');
const NAMESPACES = new Set(
  readdirSync(path.join(SRC, 'services/i18n/locales/en-US')).map((file) => file.replace(/\.json$/, '')),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const quoted = (text: string) => [...text.matchAll(/'([a-z][a-z-]*)'/g)].map((match) => match[1]);

/** The namespaces a file asks react-i18next to load, or types its `t` with. */
function declaredIn(source: string): string[] {
  const calls = [...source.matchAll(/useTranslation\(([^)]*)\)/g)].flatMap((match) => quoted(match[1]));
  const types = [...source.matchAll(/TFunction<([^>]*)>/g)].flatMap((match) => quoted(match[1]));
  return [...calls, ...types];
}

/** The namespaces a file reads by prefix (`t('home:title')`). */
function prefixedIn(source: string): string[] {
  const used = [...source.matchAll(/['"`]([a-z][a-z-]+):[a-zA-Z]/g)].map((match) => match[1]);
  return [...new Set(used.filter((namespace) => NAMESPACES.has(namespace)))];
}

/** The project files a file imports by a relative path. */
function importsOf(file: string, source: string): string[] {
  return [...source.matchAll(/from '(\.{1,2}\/[^']+)'/g)].flatMap((match) => {
    const base = path.resolve(path.dirname(file), match[1]);
    return [`${base}.ts`, `${base}.tsx`, base];
  });
}

describe("a page's texts load with the page: every namespace a file reads is one it (or the component that calls it) asks for", () => {
  it('is so in every source file, so no text is drawn as its key while its namespace loads', () => {
    const files = sourceFiles(SRC);
    const sources = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
    const importers = new Map<string, string[]>();
    for (const [file, source] of sources)
      for (const imported of importsOf(file, source))
        importers.set(imported, [...(importers.get(imported) ?? []), file]);
    const unloaded = [...sources].flatMap(([file, source]) => {
      const declared = new Set([
        ...FIRST_SCREEN_NAMESPACES,
        ...declaredIn(source),
        ...(importers.get(file) ?? []).flatMap((importer) => declaredIn(sources.get(importer) ?? '')),
      ]);
      return prefixedIn(source)
        .filter((namespace) => !declared.has(namespace))
        .map((namespace) => `${path.relative(ROOT, file)} reads ${namespace}`);
    });
    expect(prefixedIn("t('home:title')")).toEqual(['home']);
    expect(unloaded).toEqual([]);
  });

  it('the first screen namespaces are real namespaces', () => {
    for (const namespace of FIRST_SCREEN_NAMESPACES) expect(NAMESPACES).toContain(namespace);
  });
});
