import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readServerConfig } from '../../server/config/server-config';
import { closeGracefully, createStartingGate, STOP_GRACE_MS } from '../../server/http-lifecycle';
import { type RunningStack, startStack } from '../../server/stack';

const servers: Server[] = [];

async function serve(listener: RequestListener): Promise<{ server: Server; base: string }> {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('servers accept connections only once they can answer', () => {
  it('a request that arrives before the handler is attached gets 503 with Retry-After, not silence', async () => {
    const gate = createStartingGate();
    const { base } = await serve(gate.listener);
    const early = await fetch(`${base}/home`);
    expect(early.status).toBe(503);
    expect(early.headers.get('retry-after')).toBe('1');
    expect((await fetch(`${base}/readyz`)).status).toBe(503);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    gate.open((_req, res) => res.end('page'));
    expect(await (await fetch(`${base}/home`)).text()).toBe('page');
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    gate.beginStopping();
    expect((await fetch(`${base}/readyz`)).status).toBe(503);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});

describe('SIGTERM lets requests in flight finish', () => {
  it('a request in flight when the server stops still gets its whole answer', async () => {
    let release: () => void = () => {};
    let arrived: () => void = () => {};
    const requestArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const { server, base } = await serve((_req, res) => {
      release = () => res.end('finished');
      arrived();
    });
    const inFlight = fetch(`${base}/slow`);
    await requestArrived;
    const stopped = closeGracefully(server, 5_000);
    release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('finished');
    await stopped;
  });
});

/** The three origins on free ports over a small seeded database; the web origin without dist/. */
async function startSmallStack(dataDir: string): Promise<RunningStack> {
  return startStack({
    config: readServerConfig({}),
    ports: { api: 0, idp: 0, web: 0 },
    dataDir,
    rootDir: dataDir,
    build: false,
    seed: { facilitiesPerEnvironment: 5 },
    log: () => {},
  });
}

/**
 * Connects, writes one GET and resolves once it is written: from then on the request is in flight.
 * `answer` is the status line, or the error the connection ended with.
 */
function sendRequest(origin: string, path: string): Promise<{ answer: Promise<string> }> {
  const { port } = new URL(origin);
  return new Promise((sent, failed) => {
    const socket = connect({ host: '127.0.0.1', port: Number(port) });
    let text = '';
    const answer = new Promise<string>((resolve) => {
      socket.on('data', (chunk) => {
        text += chunk;
      });
      socket.on('close', () => resolve(text.split('\r\n')[0]));
      socket.on('error', (error: NodeJS.ErrnoException) => {
        text = `connection ${error.code}`;
      });
    });
    socket.once('error', failed);
    socket.once('connect', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`, () =>
        sent({ answer }),
      );
    });
  });
}

describe('a stop answers every request already sent', () => {
  it('40 requests in flight when the stack stops all get their answer, within the grace period', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'qap-stop-'));
    const stack = await startSmallStack(dataDir);
    try {
      const inFlight = await Promise.all([
        ...Array.from({ length: 20 }, () =>
          sendRequest(stack.urls.api, '/api/qps/public/facilities?limit=5'),
        ),
        ...Array.from({ length: 10 }, () => sendRequest(stack.urls.idp, '/.well-known/openid-configuration')),
        ...Array.from({ length: 10 }, () => sendRequest(stack.urls.web, '/healthz')),
      ]);
      // Stopping now, as SIGTERM does: some are still queued in the kernel, some not yet read.
      const started = performance.now();
      await stack.stop();
      const answers = await Promise.all(inFlight.map(({ answer }) => answer));
      expect(answers).toEqual(Array(40).fill(expect.stringMatching(/^HTTP\/1\.1 200 /)));
      expect(performance.now() - started).toBeLessThan(STOP_GRACE_MS);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('each origin has /healthz and /readyz', () => {
  it('the identity provider, the API and the portal’s web server answer both once started', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'qap-health-'));
    // The web origin too; its dist/ is not needed to say whether it is alive and ready.
    const stack = await startSmallStack(dataDir);
    try {
      for (const origin of [stack.urls.idp, stack.urls.api, stack.urls.web]) {
        expect((await fetch(`${origin}/healthz`)).status, origin).toBe(200);
        expect((await fetch(`${origin}/readyz`)).status, origin).toBe(200);
      }
    } finally {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
