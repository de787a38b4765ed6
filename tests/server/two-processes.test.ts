import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig } from '../../server/config/server-config';
import { dropSchema } from '../../server/db/database';
import { type RunningStack, startStack } from '../../server/stack';
import { CookieJar, redeemRefreshToken, signInWithPkce } from './idp-test-client';

/**
 * API and identity-provider processes hold no state outside the database. Two stacks
 * (each its own identity provider, API and connection pool) over one PostgreSQL schema, behind
 * one public issuer URL as a load balancer would put them. What they share besides the database:
 * the identity provider's key files (DATA_DIR/keys), which every process of a deployment is given.
 */
const databaseUrl = process.env.DATABASE_URL;
const schema = `qap_two_processes_${process.pid}`;
const ENVIRONMENT = 'afya-production';

let first: RunningStack;
let second: RunningStack;
let dataDir: string;

const startOne = (issuerUrl?: string) =>
  startStack({
    config: {
      ...readServerConfig({
        DATABASE_URL: `${databaseUrl}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
        QAP_DB_POOL_SIZE: '2',
      }),
      idp: { port: 0, publicUrl: issuerUrl },
    },
    ports: { api: 0 },
    dataDir,
    serveWeb: false,
    seed: { facilitiesPerEnvironment: 5 },
    log: () => {},
  });

describe.skipIf(!databaseUrl)(
  'two API processes on one PostgreSQL (skipped: DATABASE_URL is not set)',
  () => {
    beforeAll(async () => {
      if (!databaseUrl) return;
      await dropSchema(databaseUrl, schema);
      const pg = await import('pg');
      const client = new pg.default.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`CREATE SCHEMA ${schema}`);
      await client.end();
      dataDir = mkdtempSync(path.join(tmpdir(), 'qap-two-processes-'));
      first = await startOne();
      second = await startOne(first.urls.idp);
    });
    afterAll(async () => {
      await second?.stop();
      await first?.stop();
      if (databaseUrl) await dropSchema(databaseUrl, schema);
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    const signIn = async () =>
      (
        await signInWithPkce(new CookieJar(), {
          idpUrl: first.urls.idp,
          portalOrigin: first.urls.web,
          email: 'analyst@demo.test',
          password: 'demo',
        })
      ).tokens;

    const api = (stack: RunningStack, token: string, pathname: string, init: RequestInit = {}) =>
      fetch(`${stack.urls.api}${pathname}`, {
        ...init,
        headers: {
          Authorization: `Bearer ${token}`,
          environmentId: ENVIRONMENT,
          'Content-Type': 'application/json',
          ...init.headers,
        },
      });

    it('a token signed in through the first works on the second', async () => {
      const tokens = await signIn();
      const answer = await api(second, tokens.access_token, '/api/qps/users/settings');
      expect(answer.status).toBe(200);
    });

    it('a refresh token issued by the first identity provider is redeemed by the second', async () => {
      const tokens = await signIn();
      // the second provider's own port: its issuer name is the first one's URL
      const refreshed = await redeemRefreshToken(
        `http://127.0.0.1:${second.ports.idp}`,
        tokens.refresh_token ?? '',
      );
      expect(refreshed.status).toBe(200);
      const { access_token } = (await refreshed.json()) as { access_token: string };
      expect((await api(first, access_token, '/api/qps/users/settings')).status).toBe(200);
    });

    it('a setting saved through the first is read through the second', async () => {
      const { access_token } = await signIn();
      const saved = await api(first, access_token, '/api/qps/users/settings', {
        method: 'PUT',
        body: JSON.stringify({ key: 'language', value: 'fr-FR' }),
      });
      expect(saved.status).toBe(200);
      const read = await api(second, access_token, '/api/qps/users/settings');
      expect(((await read.json()) as { language?: string }).language).toBe('fr-FR');
    });

    it('a facility-set handle issued by the first resolves on the second', async () => {
      const { access_token } = await signIn();
      const filter = { awardedLevels: [0, 1, 2, 3, 4, 5] };
      const issued = await api(first, access_token, '/api/qps/facility/set', {
        method: 'POST',
        body: JSON.stringify(filter),
      });
      const { handle, count } = (await issued.json()) as { handle: string; count: number };
      const listed = await api(second, access_token, '/api/qps/facility/list', {
        method: 'POST',
        body: JSON.stringify({ facilitySet: handle }),
      });
      expect(listed.status).toBe(200);
      expect(((await listed.json()) as { total: number }).total).toBe(count);
    });
  },
);
