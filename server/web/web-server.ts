import { createHash } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Logger } from 'pino';
import type { RuntimeConfig } from '../../contract/domain.types';
import { loggedListener } from '../logging/logged-listener';
import { createLogger } from '../logging/logger';
import { portalDocumentHeaders } from './portal-security-headers';
import { acceptedEncodings, createFileCache, resolveInside, type StaticFile } from './static-files';

export interface WebServerOptions {
  /** The built portal (vite build output). */
  distDir: string;
  /** Served as /config.json. */
  runtimeConfig: RuntimeConfig;
  /** The request log and errors (server/logging/logger.ts); none when unset. */
  log?: Logger;
}

/** Vite puts content-hashed bundles under /assets: safe to cache forever. */
const ASSETS_PREFIX = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: StaticFile,
  cacheControl: string,
  documentHeaders: Record<string, string> = {},
) {
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS,
    ...documentHeaders,
    'content-type': file.contentType,
    'cache-control': cacheControl,
    etag: file.etag,
    vary: 'Accept-Encoding',
  };
  if (file.encoding) headers['content-encoding'] = file.encoding;
  if (req.headers['if-none-match'] === file.etag) {
    res.writeHead(304, headers).end();
    return;
  }
  headers['content-length'] = String(file.body.length);
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : file.body);
}

function sendText(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}) {
  res
    .writeHead(status, { ...SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8', ...extra })
    .end(text);
}

/**
 * Serves the built SPA: hashed assets immutable, everything else revalidated, unknown paths
 * answered with index.html so client-side routes survive a reload (except missing /assets,
 * which must be a real 404 so a stale bundle reference fails loudly), and GET /config.json
 * (revalidated: `no-cache` with an ETag).
 */
export function createWebRequestHandler({ distDir, runtimeConfig }: WebServerOptions) {
  const root = path.resolve(distDir);
  const load = createFileCache();
  const configBody = JSON.stringify(runtimeConfig);
  const configEtag = `"${createHash('sha256').update(configBody).digest('base64url').slice(0, 22)}"`;
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method Not Allowed', { allow: 'GET, HEAD' });
      return;
    }
    const { pathname } = new URL(req.url ?? '/', 'http://web');
    if (pathname === '/config.json') {
      // Revalidated on every start (a deployment may change it), answered 304 while unchanged.
      const headers = {
        ...SECURITY_HEADERS,
        'content-type': 'application/json; charset=utf-8',
        'cache-control': REVALIDATE,
        etag: configEtag,
      };
      if (req.headers['if-none-match'] === configEtag) {
        res.writeHead(304, headers).end();
        return;
      }
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : configBody);
      return;
    }
    const accepts = acceptedEncodings(req.headers['accept-encoding']);
    const file = resolveInside(root, pathname);
    if (!file) {
      sendText(res, 400, 'Bad Request');
      return;
    }
    const found = pathname.endsWith('/') ? undefined : await load(file, accepts);
    if (found) {
      const cacheControl = pathname.startsWith(ASSETS_PREFIX) ? IMMUTABLE : REVALIDATE;
      const isDocument = found.contentType.startsWith('text/html');
      sendFile(
        req,
        res,
        found,
        cacheControl,
        isDocument ? portalDocumentHeaders(runtimeConfig, pathname) : {},
      );
      return;
    }
    if (pathname.startsWith(ASSETS_PREFIX)) {
      sendText(res, 404, 'Not Found', { 'cache-control': REVALIDATE });
      return;
    }
    const index = await load(path.join(root, 'index.html'), accepts);
    if (!index) {
      sendText(res, 503, 'The portal is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    sendFile(req, res, index, REVALIDATE, portalDocumentHeaders(runtimeConfig, pathname));
  };
}

/** The handler as a Node request listener, logged, that turns unexpected failures into a 500. */
export function createWebRequestListener(options: WebServerOptions): RequestListener {
  return loggedListener(options.log ?? createLogger('silent'), createWebRequestHandler(options), (res) =>
    sendText(res, 500, 'Internal Server Error'),
  );
}
