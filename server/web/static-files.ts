import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.webmanifest',
]);

export interface StaticFile {
  body: Buffer;
  contentType: string;
  /** Present when the client accepts gzip and the type is worth compressing. */
  encoding?: 'gzip';
  etag: string;
}

export function contentTypeFor(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Maps a URL path to a file inside root, or undefined when it would escape root. */
export function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = path.join(root, path.normalize(decoded));
  return file === root || file.startsWith(root + path.sep) ? file : undefined;
}

/**
 * Reads files once per modification time and keeps them (and their gzip form) in memory: the
 * built portal is a few megabytes, and a rebuild changes mtimes, which refreshes the cache.
 */
export function createFileCache() {
  const cache = new Map<string, { mtimeMs: number; raw: Buffer; gzip?: Buffer; etag: string }>();
  return async function load(file: string, acceptsGzip: boolean): Promise<StaticFile | undefined> {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    let entry = cache.get(file);
    if (!entry || entry.mtimeMs !== info.mtimeMs) {
      entry = {
        mtimeMs: info.mtimeMs,
        raw: await readFile(file),
        etag: `"${info.size.toString(36)}-${info.mtimeMs.toString(36)}"`,
      };
      cache.set(file, entry);
    }
    const contentType = contentTypeFor(file);
    if (acceptsGzip && COMPRESSIBLE.has(path.extname(file).toLowerCase()) && entry.raw.length > 1024) {
      entry.gzip ??= gzipSync(entry.raw);
      return { body: entry.gzip, contentType, encoding: 'gzip', etag: entry.etag.replace(/"$/, '-gz"') };
    }
    return { body: entry.raw, contentType, etag: entry.etag };
  };
}
