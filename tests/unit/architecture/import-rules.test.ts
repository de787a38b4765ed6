/**
 * Which way imports go (docs/actor-wiring.md, "Which way imports go"; ARCHITECTURE.md sections 2
 * and 5), checked on the relative import specifiers of every source file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../../..');
const SOURCE = /\.(ts|tsx)$/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** Relative imports of a file that land inside `forbidden`, as "file -> specifier". */
function importsInto(files: string[], forbidden: string): string[] {
  const found: string[] = [];
  for (const file of files) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      if (!specifier.startsWith('.')) continue;
      const target = resolve(dirname(file), specifier);
      if (`${target}/`.startsWith(`${forbidden}/`)) found.push(`${relative(ROOT, file)} -> ${specifier}`);
    }
  }
  return found;
}

/** Like importsInto, without `import type` (a type costs nothing and builds nothing). */
function valueImportsInto(files: string[], forbidden: string): string[] {
  const found: string[] = [];
  const VALUE_IMPORT =
    /\bimport\s+(?!type\b)[^'";]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]/g;
  for (const file of files) {
    for (const [, fromSpecifier, dynamicSpecifier] of readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)) {
      const specifier = fromSpecifier ?? dynamicSpecifier;
      if (!specifier.startsWith('.')) continue;
      const target = resolve(dirname(file), specifier);
      if (`${target}/`.startsWith(`${forbidden}/`)) found.push(`${relative(ROOT, file)} -> ${specifier}`);
    }
  }
  return found;
}

/** Relative imports of the files under `from` that land under `to`, as "file -> specifier". */
const importsFrom = (from: string, to: string) => importsInto(sourceFiles(join(ROOT, from)), join(ROOT, to));

/** The page folder (src/pages/<page>) a path lies in, if any. */
const pageFolderOf = (path: string) => /^src\/pages\/([^/]+)\//.exec(relative(ROOT, path))?.[1];

describe('imports flow one way (docs/actor-wiring.md, "Which way imports go")', () => {
  it('contract/ imports nothing of machines/, src/, server/ or scripts/', () => {
    for (const folder of ['machines', 'src', 'server', 'scripts'])
      expect(importsFrom('contract', folder)).toEqual([]);
  });

  it('machines/ import nothing of src/, server/ or scripts/', () => {
    for (const folder of ['src', 'server', 'scripts']) expect(importsFrom('machines', folder)).toEqual([]);
  });

  it('server/ imports nothing of machines/ or src/: what it shares with the portal is in contract/', () => {
    for (const folder of ['machines', 'src']) expect(importsFrom('server', folder)).toEqual([]);
  });

  it('src/ imports nothing of scripts/ or server/: the tools and the backend build on it, not under it', () => {
    for (const folder of ['scripts', 'server']) expect(importsFrom('src', folder)).toEqual([]);
  });

  it("shared components reach the app only through its hooks, the root actor's context, its theme and its formats", () => {
    const allowed = ['hooks', 'app-actor.context', 'theme', 'format'].map((part) =>
      join(ROOT, 'src/app', part),
    );
    const found = importsFrom('src/components', 'src/app').filter((line) => {
      const [file, specifier] = line.split(' -> ');
      const target = resolve(dirname(join(ROOT, file)), specifier);
      return !allowed.some((part) => target === part || `${target}/`.startsWith(`${part}/`));
    });
    expect(found).toEqual([]);
  });

  it("a page imports no other page's folder", () => {
    const found: string[] = [];
    for (const file of sourceFiles(join(ROOT, 'src/pages'))) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
        if (!specifier.startsWith('.')) continue;
        const target = pageFolderOf(resolve(dirname(file), specifier));
        if (target && target !== pageFolderOf(file)) found.push(`${relative(ROOT, file)} -> ${specifier}`);
      }
    }
    expect(found).toEqual([]);
  });
});

describe('import rules of the shared contract', () => {
  it('no file under src/pages or src/components imports from src/services', () => {
    const files = [...sourceFiles(join(ROOT, 'src/pages')), ...sourceFiles(join(ROOT, 'src/components'))];
    expect(files.length).toBeGreaterThan(50);
    expect(importsInto(files, join(ROOT, 'src/services'))).toEqual([]);
  });

  it('no component layer builds a service client: React files and hooks import no value from src/services', () => {
    // The composition root (src/app/compose*, boot.tsx) builds the clients; components, pages,
    // hooks and the contexts of src/app only receive them. Type imports are fine.
    const appFiles = sourceFiles(join(ROOT, 'src/app')).filter(
      (file) =>
        (file.endsWith('.tsx') || file.includes(`${join('src', 'app', 'hooks')}/`)) &&
        !file.endsWith(join('src', 'app', 'boot.tsx')),
    );
    const files = [
      ...appFiles,
      ...sourceFiles(join(ROOT, 'src/pages')),
      ...sourceFiles(join(ROOT, 'src/components')),
    ];
    expect(appFiles.length).toBeGreaterThan(5);
    expect(valueImportsInto(files, join(ROOT, 'src/services'))).toEqual([]);
    const builders = files.filter((file) => /\bcreate\w*Client\s*\(/.test(readFileSync(file, 'utf8')));
    expect(builders.map((file) => relative(ROOT, file))).toEqual([]);
  });
});
