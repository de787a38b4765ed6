import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createLocalJWKSet } from 'jose';
import type { Logger } from 'pino';
import type { RuntimeConfig } from '../contract/domain.types';
import { createApiServer } from './api/create-api-server';
import { buildRuntimeConfig } from './config/runtime-config';
import { publicUrlOf, readServerConfig, type ServerConfig } from './config/server-config';
import { type Database, openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { type SeedOptions, seedIfEmpty } from './db/seed/seed';
import { closeGracefully, createStartingGate, type StartingGate } from './http-lifecycle';
import { createIdentityProvider } from './idp/identity-provider';
import { QPS_API_AUDIENCE } from './idp/idp.constants';
import { loadIdpKeys } from './idp/idp-keys';
import { createLogger } from './logging/logger';
import { ensurePortalBuild } from './web/portal-build';
import { createWebRequestListener } from './web/web-server';

export interface StackOptions {
  /** Defaults to readServerConfig() (environment variables). */
  config?: ServerConfig;
  /** Override ports (0 = any free port); URLs follow unless the config sets public URLs. */
  ports?: Partial<Record<'web' | 'api' | 'idp', number>>;
  /** Override the data folder (PGlite database in <dataDir>/pglite, keys in <dataDir>/keys). */
  dataDir?: string;
  /** Build the portal first when dist/ is stale (default true). */
  build?: boolean;
  /** Serve dist/ and /config.json (default true); `npm run dev` lets Vite do it instead. */
  serveWeb?: boolean;
  seed?: Omit<SeedOptions, 'log'>;
  /** Repository root (dist/, sources for the staleness check). */
  rootDir?: string;
  log?: (line: string) => void;
  /** The three servers' logger; default JSON lines on standard output at the config's LOG_LEVEL. */
  logger?: Logger;
}

export interface RunningStack {
  urls: { web: string; api: string; idp: string };
  /** Where the API and identity provider actually listen (their URLs may name a proxy in front). */
  ports: { api: number; idp: number };
  runtimeConfig: RuntimeConfig;
  config: ServerConfig;
  db: Database;
  /** Milliseconds from the call to everything listening. */
  readyInMs: number;
  stop(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

async function openSeededDatabase(
  config: ServerConfig,
  seed: StackOptions['seed'],
  log: (line: string) => void,
) {
  const db = await openDatabase({
    dataDir: path.join(config.dataDir, 'pglite'),
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
  });
  try {
    const applied = await migrate(db);
    if (applied.length) log(`Database migrated: ${applied.join(', ')}`);
    const seeded = await seedIfEmpty(db, { ...seed, log });
    if (seeded.seeded) log(`Seeded ${seeded.facilities} facilities in ${seeded.milliseconds} ms`);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * Starts the reference backend and the portal on three loopback origins: the identity provider,
 * the QPS API and the web server (dist/ and /config.json). Used by `npm start`, `npm run dev`
 * (with serveWeb: false) and the end-to-end tests (ports 0, temporary data folder).
 */
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const started = performance.now();
  const log = options.log ?? console.log;
  const base = options.config ?? readServerConfig();
  const config: ServerConfig = {
    ...base,
    dataDir: options.dataDir ? path.resolve(options.dataDir) : base.dataDir,
    web: { ...base.web, port: options.ports?.web ?? base.web.port },
    api: { ...base.api, port: options.ports?.api ?? base.api.port },
    idp: { ...base.idp, port: options.ports?.idp ?? base.idp.port },
  };
  const rootDir = options.rootDir ?? process.cwd();
  const serveWeb = options.serveWeb ?? true;
  // The production guard first: without its keys the provider must not start, so nothing else does.
  await loadIdpKeys(path.join(config.dataDir, 'keys'), config.demoMode);
  const [opened, built] = await Promise.allSettled([
    openSeededDatabase(config, options.seed, log),
    serveWeb && (options.build ?? true) ? ensurePortalBuild(rootDir, log) : Promise.resolve(false),
  ]);
  if (opened.status === 'rejected') throw opened.reason;
  const db = opened.value;
  if (built.status === 'rejected') {
    await db.close();
    throw built.reason;
  }

  const logger = options.logger ?? createLogger(config.logLevel);
  // The API has no gate: Fastify listens once it is built.
  const servers: { server: Server; gate?: StartingGate }[] = [];
  const stops: (() => Promise<void>)[] = [() => db.close()];
  const stop = async () => {
    for (const { gate } of servers) gate?.beginStopping();
    // The API's server is drained here too, before Fastify's close would answer 503 to what is left.
    await Promise.all(servers.map(({ server }) => closeGracefully(server)));
    for (const close of stops.reverse()) await close();
  };
  /** Listens at once (port 0 resolves to a URL), answering 503 until its handler is attached. */
  const listenGated = async (port: number) => {
    const gate = createStartingGate();
    const server = createServer(gate.listener);
    servers.push({ server, gate });
    return { gate, port: await listen(server, port, config.host) };
  };
  try {
    // Listen first so that port 0 resolves to real URLs before anything needs them.
    const idpListening = await listenGated(config.idp.port);
    const idpPort = idpListening.port;
    const idpUrl = publicUrlOf(config.idp, idpPort);
    const webListening = serveWeb ? await listenGated(config.web.port) : undefined;
    const webUrl = publicUrlOf(config.web, webListening?.port);

    const idp = await createIdentityProvider({
      db,
      issuer: idpUrl,
      portalOrigin: webUrl,
      keysDir: path.join(config.dataDir, 'keys'),
      demoMode: config.demoMode,
      log: logger.child({ server: 'idp' }),
    });
    idpListening.gate.open(idp.handle as RequestListener);

    const api = await createApiServer({
      db,
      issuer: idpUrl,
      audience: QPS_API_AUDIENCE,
      jwks: createLocalJWKSet(idp.jwks),
      corsOrigin: webUrl,
      answerCacheBytes: config.answerCacheMb * 1024 * 1024,
      publicRequestsPerMinute: config.publicRequestsPerMinute,
      specialTenantId: config.portal.specialTenantId,
      logger: logger.child({ server: 'api' }),
      metrics: config.metrics,
    });
    stops.push(() => api.close());
    await api.listen({ port: config.api.port, host: config.host });
    servers.push({ server: api.server });
    const apiPort = (api.server.address() as AddressInfo).port;
    const apiUrl = publicUrlOf(config.api, apiPort);

    const runtimeConfig = buildRuntimeConfig({ api: apiUrl, idp: idpUrl }, config.portal);
    webListening?.gate.open(
      createWebRequestListener({
        distDir: path.join(rootDir, 'dist'),
        runtimeConfig,
        log: logger.child({ server: 'web' }),
      }),
    );
    return {
      urls: { web: webUrl, api: apiUrl, idp: idpUrl },
      ports: { api: apiPort, idp: idpPort },
      runtimeConfig,
      config,
      db,
      readyInMs: Math.round(performance.now() - started),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
