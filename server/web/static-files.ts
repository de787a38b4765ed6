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
  /** Present when the body is compressed (the client accepts that encoding). */
  encoding?: 'br' | 'gzip';
  etag: string;
}

/** The encodings a request accepts, best first (brotli is smaller than gzip). */
export interface AcceptedEncodings {
  br: boolean;
  gzip: boolean;
}

export function acceptedEncodings(acceptEncoding: string | string[] | undefined): AcceptedEncodings {
  const header = String(acceptEncoding ?? '');
  return { br: /\bbr\b/.test(header), gzip: /\bgzip\b/.test(header) };
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

interface CachedFile {
  mtimeMs: number;
  raw: Buffer;
  etag: string;
  /** The build's own `.br` / `.gz` copies when it wrote them, else gzip made here once. */
  br?: Buffer;
  gzip?: Buffer;
}

const readIfPresent = (file: string) => readFile(file).catch(() => undefined);

/**
 * Reads files once per modification time and keeps them (and their compressed forms) in memory:
 * the built portal is a few megabytes, and a rebuild changes mtimes, which refreshes the cache.
 * The build precompresses its text assets with brotli and gzip (scripts/build/precompress-plugin.ts);
 * a file without those copies is gzipped here, once.
 */
export function createFileCache() {
  const cache = new Map<string, CachedFile>();
  return async function load(file: string, accepts: AcceptedEncodings): Promise<StaticFile | undefined> {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    let entry = cache.get(file);
    if (!entry || entry.mtimeMs !== info.mtimeMs) {
      const [raw, br, gzip] = await Promise.all([
        readFile(file),
        readIfPresent(`${file}.br`),
        readIfPresent(`${file}.gz`),
      ]);
      entry = {
        mtimeMs: info.mtimeMs,
        raw,
        br,
        gzip,
        etag: `"${info.size.toString(36)}-${info.mtimeMs.toString(36)}"`,
      };
      cache.set(file, entry);
    }
    const contentType = contentTypeFor(file);
    const worthIt = COMPRESSIBLE.has(path.extname(file).toLowerCase()) && entry.raw.length > 1024;
    if (worthIt && accepts.br && entry.br)
      return { body: entry.br, contentType, encoding: 'br', etag: entry.etag.replace(/"$/, '-br"') };
    if (worthIt && accepts.gzip) {
      entry.gzip ??= gzipSync(entry.raw);
      return { body: entry.gzip, contentType, encoding: 'gzip', etag: entry.etag.replace(/"$/, '-gz"') };
    }
    return { body: entry.raw, contentType, etag: entry.etag };
  };
}
