import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import type { QueryResult } from '../../../contract/query.schemas';
import { type ApiServerOptions, createApiServer } from '../../../server/api/create-api-server';
import { isCitus } from '../../../server/db/citus';
import { type Database, dropSchema, openDatabase } from '../../../server/db/database';
import { distributeSchema } from '../../../server/db/distribute';
import { migrate } from '../../../server/db/migrate';
import { seedIfEmpty } from '../../../server/db/seed/seed';
import { type RecordedQuery, recordingDatabase } from './recording-database';
import { seededPgliteCopy } from './seeded-template';

export const ISSUER = 'http://idp.test';
export const AUDIENCE = 'qap-api';
export const PORTAL_ORIGIN = 'http://portal.test';

export const USERS = {
  analyst: 'user-analyst-afya',
  facilityUser: 'user-facility-afya',
  /** A facility user who holds every page permission but demo mode (docs/ui.md, Network pages for a facility user). */
  facilityManager: 'user-manager-afya',
  viewer: 'user-viewer-afya',
  secondTenantAnalyst: 'user-analyst-maisha',
} as const;

export const ENVIRONMENTS = {
  afyaProduction: 'afya-production',
  afyaTraining: 'afya-training',
  maishaProduction: 'maisha-production',
} as const;

export interface TestApi {
  baseUrl: string;
  db: Database;
  app: FastifyInstance;
  /** A token as the identity provider would sign it; `claims`/`options` break it on purpose. */
  token(
    subject: string,
    claims?: JWTPayload,
    options?: { expiresIn?: string | number; foreignKey?: boolean; typ?: string },
  ): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real API over a real, freshly seeded database: PGlite in a temp folder, or a schema of its own
 * in the PostgreSQL named by DATABASE_URL. Tokens are signed with a key pair made here and served
 * to the API as its JWKS.
 */
export async function startTestApi(
  name: string,
  facilitiesPerEnvironment = 40,
  options: Pick<ApiServerOptions, 'specialTenantId' | 'logger' | 'metrics' | 'publicRequestsPerMinute'> & {
    /** Told every statement the API runs. */
    onQuery?: (query: RecordedQuery) => void;
  } = {},
): Promise<TestApi> {
  const databaseUrl = process.env.DATABASE_URL;
  const schema = `qap_test_${name.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${process.pid}`;
  const dataDir = databaseUrl ? undefined : await seededPgliteCopy(name, facilitiesPerEnvironment);
  if (databaseUrl) await dropSchema(databaseUrl, schema);
  const db = await openDatabase({ dataDir, databaseUrl, schema: databaseUrl ? schema : undefined });
  // a no-op on the PGlite template copy; seeds the fresh PostgreSQL schema
  await migrate(db);
  // on a Citus coordinator the schema is distributed first, as `npm run db:distribute` does (few
  // shards: every test file has a schema of its own)
  if (await isCitus(db)) await distributeSchema(db, { shardCount: 4 });
  await seedIfEmpty(db, { facilitiesPerEnvironment });

  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const { onQuery, ...serverOptions } = options;
  const app = await createApiServer({
    db: onQuery ? recordingDatabase(db, onQuery) : db,
    issuer: ISSUER,
    audience: AUDIENCE,
    jwks: createLocalJWKSet({ keys: [jwk] }),
    corsOrigin: PORTAL_ORIGIN,
    ...serverOptions,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  return {
    baseUrl: address,
    db,
    app,
    token: (subject, claims = {}, options = {}) =>
      new SignJWT({ scope: 'openid email profile', ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key', typ: options.typ ?? 'at+jwt' })
        .setSubject(subject)
        .setIssuer(typeof claims.iss === 'string' ? claims.iss : ISSUER)
        .setAudience(claims.aud ?? AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '10m')
        .sign(options.foreignKey ? foreign.privateKey : privateKey),
    close: async () => {
      await app.close();
      await db.close();
      if (databaseUrl) await dropSchema(databaseUrl, schema);
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ApiAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'OPTIONS' | 'DELETE';
  token?: string;
  environmentId?: string;
  body?: unknown;
  /** Sent as is (for malformed or oversized bodies). */
  rawBody?: string;
  headers?: Record<string, string>;
}

/** One real HTTP call with the headers the portal sends. */
export async function call<T = unknown>(
  api: TestApi,
  path: string,
  options: CallOptions = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    culture: 'en-US',
    ...options.headers,
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.environmentId) headers.environmentId = options.environmentId;
  const payload = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (payload !== undefined) headers['Content-Type'] ??= 'application/json';
  const response = await fetch(`${api.baseUrl}${path}`, {
    method: options.method ?? (payload === undefined ? 'GET' : 'POST'),
    headers,
    body: payload,
  });
  const text = await response.text();
  let body: unknown = text;
  if (response.headers.get('content-type')?.includes('application/json') && text) body = JSON.parse(text);
  return { status: response.status, headers: response.headers, body: body as T, text };
}

/** The getResult call; rows are `data` parsed. */
export async function query<Row = Record<string, unknown>>(
  api: TestApi,
  token: string,
  key: string,
  params: Record<string, unknown> = {},
  environmentId: string = ENVIRONMENTS.afyaProduction,
) {
  const answer = await call<QueryResult & { error?: { message: string } }>(
    api,
    `/api/qps/query/getResult?hint=${encodeURIComponent(key)}`,
    {
      token,
      environmentId,
      body: { key, culture: 'en-US', ...params },
    },
  );
  const rows = answer.status === 200 ? (JSON.parse(answer.body.data) as Row[]) : [];
  return { ...answer, rows };
}
