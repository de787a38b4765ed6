import type { RequestListener, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

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

/** How often a stopping server closes the connections that have finished their answer. */
const IDLE_SWEEP_MS = 50;

/** Resolves once the event loop has polled for I/O again (two check phases apart). */
const afterNextPoll = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

/** Lets the event loop accept queued connections until a turn accepts none (Node takes one per turn). */
async function acceptQueued(server: Server, until: number): Promise<void> {
  let accepted = true;
  const onConnection = () => {
    accepted = true;
  };
  server.on('connection', onConnection);
  while (accepted && Date.now() < until) {
    accepted = false;
    await afterNextPoll();
  }
  server.off('connection', onConnection);
}

/**
 * Stops accepting connections and answers every request already sent, cutting what is left
 * after the grace period. A request is in flight before the server has seen it: its connection
 * may still wait in the kernel's queue (closing the listener then resets it), or be accepted with
 * its request not yet read (http.Server's close takes that for idle and drops it). So: the queue
 * is accepted first, the listener closes (net.Server's close, without that sweep), one more poll
 * reads the last requests, and from then on connections close as soon as they are idle.
 */
export async function closeGracefully(server: Server, graceMs = STOP_GRACE_MS): Promise<void> {
  const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
  await acceptQueued(server, Date.now() + graceMs);
  const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
  await afterNextPoll();
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  await closed;
  clearInterval(sweep);
  clearTimeout(deadline);
}
