import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFile } from '../../scripts/build/precompress-plugin';
import { createWebRequestListener } from '../../server/web/web-server';
import { HEADERS_CONFIG } from './support/dist-fixture';

/** A hashed bundle big enough to be worth compressing. */
const BUNDLE = `export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `text ${index}`))};`;
const BUNDLE_PATH = '/assets/boot-3f2a1b9c.js';

let distDir: string;
let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'qap-static-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(
    path.join(distDir, 'index.html'),
    `<!doctype html><script type="module" src="${BUNDLE_PATH}"></script>`,
  );
  await writeFile(path.join(distDir, BUNDLE_PATH), BUNDLE);
  // What the build does (vite.config.ts): brotli and gzip copies beside the bundle.
  await precompressFile(path.join(distDir, BUNDLE_PATH));
  const server = createServer(createWebRequestListener({ distDir, runtimeConfig: HEADERS_CONFIG }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(async () => {
  await close?.();
  await rm(distDir, { recursive: true, force: true });
});

/** A GET with raw bytes (fetch would decompress them and hide what the server sent). */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

describe('static assets: precompressed, cached for a year when hashed, revalidated otherwise', () => {
  it('a hashed bundle is sent as the build compressed it with brotli, immutable for a year', async () => {
    const answer = await rawGet(`${base}${BUNDLE_PATH}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(answer.body).toString()).toBe(BUNDLE);
    expect(answer.body.length).toBeLessThan(BUNDLE.length / 3);
  });

  it('a client without brotli gets the gzip copy, one without either the file as it is', async () => {
    const gzipped = await rawGet(`${base}${BUNDLE_PATH}`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(BUNDLE);
    const plain = await rawGet(`${base}${BUNDLE_PATH}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BUNDLE);
  });

  it('index.html and config.json are revalidated on every load (no-cache); config.json answers 304 while unchanged', async () => {
    expect((await rawGet(`${base}/home`)).headers['cache-control']).toBe('no-cache');
    const config = await rawGet(`${base}/config.json`);
    expect(config.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(config.body.toString())).toEqual(HEADERS_CONFIG);
    const etag = String(config.headers.etag);
    const again = await rawGet(`${base}/config.json`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});
