import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { gzipSize } from '../../bundle/first-screen';

const FLOOR_DIR = import.meta.dirname;
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const ROWS = Array.from({ length: 20 }, (_, index) => ({
  id: index + 1,
  name: `Clinic ${index + 1}`,
  score: 60 + index,
}));

export interface FloorApp {
  url: string;
  /** gzip bytes of the JavaScript and CSS it loads (everything it builds: one entry, no splitting). */
  jsGzip: number;
  cssGzip: number;
  stop(): Promise<void>;
}

/**
 * Builds the floor app with the portal's Vite and serves it gzip-compressed (as the portal's own
 * server serves its precompressed files), `/api/rows` answering its one call.
 */
export async function startFloorApp(outDir: string, port: number): Promise<FloorApp> {
  await build({ root: FLOOR_DIR, configFile: false, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]);
  const sizes = await Promise.all(assets.map((file) => gzipSize(outDir, file)));
  const sum = (ending: string) =>
    sizes.filter(({ file }) => file.endsWith(ending)).reduce((total, { gzip }) => total + gzip, 0);
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://floor');
    if (url.pathname === '/api/rows') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(ROWS));
      return;
    }
    const file = url.pathname.startsWith('/assets/') ? url.pathname.slice(1) : 'index.html';
    const body = await readFile(path.join(outDir, file)).catch(() => undefined);
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'content-encoding': 'gzip',
        'cache-control': file === 'index.html' ? 'no-cache' : 'public, max-age=31536000, immutable',
      })
      .end(gzipSync(body, { level: 9 }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    jsGzip: sum('.js'),
    cssGzip: sum('.css'),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
