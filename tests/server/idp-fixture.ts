import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type Database, dropSchema, openDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/db/seed/seed';
import { createIdentityProvider, type IdentityProvider } from '../../server/idp/identity-provider';

/** A real, small database: PGlite in memory, or a schema of DATABASE_URL when set (CI). */
export async function openTestDatabase(): Promise<{ db: Database; close: () => Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `idp_test_${process.pid}_${Date.now().toString(36)}` : undefined;
  const db = await openDatabase(databaseUrl ? { databaseUrl, schema } : { dataDir: 'memory://' });
  await migrate(db);
  await seedIfEmpty(db, { facilitiesPerEnvironment: 5 });
  return {
    db,
    close: async () => {
      await db.close();
      if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
    },
  };
}

export const PORTAL_ORIGIN = 'http://localhost:5999';

export interface RunningIdp {
  url: string;
  idp: IdentityProvider;
  keysDir: string;
  stop: () => Promise<void>;
}

/** Starts the identity provider on a free port; the issuer is its real URL. */
export async function startIdp(
  db: Database,
  options: { keysDir?: string; demoMode?: boolean } = {},
): Promise<RunningIdp> {
  const keysDir = options.keysDir ?? (await mkdtemp(path.join(tmpdir(), 'qap-idp-keys-')));
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  const idp = await createIdentityProvider({
    db,
    issuer: url,
    portalOrigin: PORTAL_ORIGIN,
    keysDir,
    demoMode: options.demoMode ?? true,
  });
  server.on('request', idp.handle);
  return {
    url,
    idp,
    keysDir,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      if (!options.keysDir) await rm(keysDir, { recursive: true, force: true });
    },
  };
}

/**
 * For one test file: a migrated database and an identity provider running on it, started before
 * the file's tests and stopped after them. The getter reads what the hook started.
 */
export function idpForThisFile(): () => RunningIdp {
  let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  let running: RunningIdp | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
    running = await startIdp(database.db);
  });
  afterAll(async () => {
    await running?.stop();
    await database?.close();
  });
  return () => {
    if (!running) throw new Error('the identity provider did not start');
    return running;
  };
}
