import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readServerConfig } from '../../server/config/server-config';
import { closeGracefully, createStartingGate } from '../../server/http-lifecycle';
import { startStack } from '../../server/stack';

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

describe('issue 13: servers accept connections only once they can answer', () => {
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

describe('issue 13: SIGTERM lets requests in flight finish', () => {
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

describe('issue 13: each origin has /healthz and /readyz', () => {
  it('the identity provider, the API and the portal’s web server answer both once started', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'qap-health-'));
    // The web origin too; its dist/ is not needed to say whether it is alive and ready.
    const stack = await startStack({
      config: readServerConfig({}),
      ports: { api: 0, idp: 0, web: 0 },
      dataDir,
      rootDir: dataDir,
      build: false,
      seed: { facilitiesPerEnvironment: 5 },
      log: () => {},
    });
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
