import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { QPS_API_AUDIENCE } from '../../server/idp/idp.constants';
import { COOKIE_KEYS_FILE, loadIdpKeys, SIGNING_KEYS_FILE } from '../../server/idp/idp-keys';
import { openTestDatabase, PORTAL_ORIGIN, startIdp } from './idp-fixture';
import { CookieJar, redeemRefreshToken, signInWithPkce } from './idp-test-client';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
let keysDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  keysDir = await mkdtemp(path.join(tmpdir(), 'qap-idp-keys-'));
});

afterAll(async () => {
  await database?.close();
  await rm(keysDir, { recursive: true, force: true });
});

describe('signing and cookie keys', () => {
  it('demo mode generates the keys once into the data folder, readable only by the owner', async () => {
    const keys = await loadIdpKeys(keysDir, true);
    expect(keys.jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys.jwks.keys[0].d).toBeTruthy();
    expect(keys.cookieKeys[0].length).toBeGreaterThanOrEqual(32);
    const mode = (await stat(path.join(keysDir, SIGNING_KEYS_FILE))).mode & 0o777;
    expect(mode).toBe(0o600);
    expect(JSON.parse(await readFile(path.join(keysDir, COOKIE_KEYS_FILE), 'utf8'))).toEqual(keys.cookieKeys);
  });

  it('outside demo mode the provider refuses to start without configured keys', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'qap-idp-nokeys-'));
    try {
      await expect(startIdp(db, { keysDir: empty, demoMode: false })).rejects.toThrow(
        /identity provider keys missing/,
      );
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('keys and sessions persist across restarts: tokens from before still verify and refresh', async () => {
    const first = await startIdp(db, { keysDir });
    const { tokens } = await signInWithPkce(new CookieJar(), {
      idpUrl: first.url,
      portalOrigin: PORTAL_ORIGIN,
      email: 'analyst@demo.test',
      password: 'demo',
    });
    const kid = first.idp.jwks.keys[0].kid;
    await first.stop();

    // the restarted provider (a new port, so the issuer differs) still holds the same keys and grants
    const second = await startIdp(db, { keysDir, demoMode: false });
    try {
      expect(second.idp.jwks.keys[0].kid).toBe(kid);
      const { payload } = await jwtVerify(tokens.access_token, createLocalJWKSet(second.idp.jwks), {
        audience: QPS_API_AUDIENCE,
      });
      expect(payload.sub).toBe('user-analyst-afya');
      const refreshed = await redeemRefreshToken(second.url, tokens.refresh_token ?? '');
      expect(refreshed.status).toBe(200);
    } finally {
      await second.stop();
    }
  });
});
