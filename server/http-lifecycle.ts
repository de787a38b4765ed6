import type { RequestListener, Server, ServerResponse } from 'node:http';

/** How long a stopping server lets requests in flight finish before it cuts them. */
export const STOP_GRACE_MS = 10_000;

export interface StartingGate {
  /** The server's request listener from the moment it listens. */
  listener: RequestListener;
  /** The real handler is ready: from now on requests reach it. */
  open(handler: RequestListener): void;
  /** Stopping: readiness says no, so a balancer stops sending new work. */
  beginStopping(): void;
}

function sendPlain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/**
 * A server must listen before its handler exists (port 0 has to resolve to a URL first), but a
 * request accepted in that window must still be answered: until `open`, every request gets 503
 * with Retry-After. `/healthz` (the process is alive) and `/readyz` (it takes work now) answer
 * on every origin throughout.
 */
export function createStartingGate(): StartingGate {
  let handler: RequestListener | undefined;
  let stopping = false;
  return {
    listener: (req, res) => {
      const pathname = (req.url ?? '/').split('?')[0];
      if (pathname === '/healthz') return sendPlain(res, 200, 'ok');
      const ready = handler !== undefined && !stopping;
      if (pathname === '/readyz') return sendPlain(res, ready ? 200 : 503, ready ? 'ready' : 'not ready');
      if (!handler) return sendPlain(res, 503, 'Starting; try again in a moment.', { 'retry-after': '1' });
      handler(req, res);
    },
    open: (ready) => {
      handler = ready;
    },
    beginStopping: () => {
      stopping = true;
    },
  };
}

/**
 * Stops accepting connections, closes the idle ones, and lets requests in flight finish: after
 * the grace period whatever is left is cut.
 */
export function closeGracefully(server: Server, graceMs = STOP_GRACE_MS): Promise<void> {
  return new Promise((resolve) => {
    const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
    deadline.unref();
    server.close(() => {
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}
