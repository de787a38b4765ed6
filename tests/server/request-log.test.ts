import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../../server/stack';
import { CookieJar, endSessionAsPortal, redeemRefreshToken, signInWithPkce } from './idp-test-client';
import { startLightStack } from './support/light-stack';
import { captureLog } from './support/log-capture';
import { call, ENVIRONMENTS, startTestApi, type TestApi, USERS } from './support/test-api';

/** One structured line per request, every 5xx with its error and stack, never a token. */
const ERROR = 50;
const INFO = 30;

describe('the API request log', () => {
  const log = captureLog();
  let api: TestApi;
  let analyst: string;
  beforeAll(async () => {
    api = await startTestApi('request-log', 40, { logger: log.logger });
    analyst = await api.token(USERS.analyst);
  });
  afterAll(() => api?.close());

  /** The request's lines, once its "request" line is written (after the answer has gone out). */
  const linesOf = async (reqId: string | null) => {
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => log.ofRequest(reqId).some((entry) => entry.msg === 'request')).toBe(true);
    return log.ofRequest(reqId);
  };

  it('each request is one line with its request id, route, status, duration and user id', async () => {
    const answer = await call(api, '/api/qps/users/settings', {
      token: analyst,
      environmentId: ENVIRONMENTS.afyaProduction,
    });
    expect(answer.status).toBe(200);
    const lines = await linesOf(answer.headers.get('x-request-id'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: INFO,
      msg: 'request',
      method: 'GET',
      route: '/api/qps/users/settings',
      status: 200,
      userId: USERS.analyst,
    });
    expect(lines[0].durationMs).toEqual(expect.any(Number));
  });

  it('a route with a parameter is logged by its pattern, an unknown path by its path', async () => {
    const thumbnail = await call(api, '/api/qps/facility/1/thumbnail', {
      token: analyst,
      environmentId: ENVIRONMENTS.afyaProduction,
    });
    expect((await linesOf(thumbnail.headers.get('x-request-id')))[0].route).toBe(
      '/api/qps/facility/:id/thumbnail',
    );
    const missing = await call(api, '/api/qps/nothing-here?secret=1');
    expect(missing.status).toBe(404);
    expect((await linesOf(missing.headers.get('x-request-id')))[0]).toMatchObject({
      route: '/api/qps/nothing-here',
      status: 404,
    });
  });

  it('a 401 is logged with its status and no user', async () => {
    const refused = await call(api, '/api/qps/environment', {
      token: await api.token(USERS.analyst, {}, { foreignKey: true }),
    });
    expect(refused.status).toBe(401);
    const request = (await linesOf(refused.headers.get('x-request-id'))).find((e) => e.msg === 'request');
    expect(request).toMatchObject({ route: '/api/qps/environment', status: 401 });
    expect(request?.userId).toBeUndefined();
  });

  it('a 500 is logged with its request id, its error and its stack', async () => {
    // a real failure of the database: the table the call writes to is gone
    await api.db.query('ALTER TABLE page_telemetry RENAME TO page_telemetry_away');
    try {
      const answer = await call(api, '/api/qps/Telemetry/Page', {
        method: 'POST',
        token: analyst,
        environmentId: ENVIRONMENTS.afyaProduction,
        headers: { page: 'Home' },
      });
      expect(answer.status).toBe(500);
      expect(answer.text).not.toContain('page_telemetry');
      const lines = await linesOf(answer.headers.get('x-request-id'));
      const failure = lines.find((entry) => entry.level === ERROR) as
        | { err: { message: string; stack: string } }
        | undefined;
      expect(failure?.err.message).toContain('page_telemetry');
      expect(failure?.err.stack).toMatch(/\n\s+at /);
      expect(lines.find((entry) => entry.msg === 'request')).toMatchObject({
        route: '/api/qps/Telemetry/Page',
        status: 500,
        userId: USERS.analyst,
      });
    } finally {
      await api.db.query('ALTER TABLE page_telemetry_away RENAME TO page_telemetry');
    }
  });

  it('no bearer token appears in any line', async () => {
    expect(log.lines.length).toBeGreaterThan(0);
    for (const line of log.lines) {
      expect(line).not.toContain(analyst);
      // a token's signature alone would still be a secret
      expect(line).not.toContain(analyst.split('.')[2]);
      expect(line).not.toMatch(/Bearer\s+ey/i);
    }
  });
});

describe('the request log of the three servers, through a sign-in and a sign-out', () => {
  const log = captureLog();
  let stack: RunningStack;
  beforeAll(async () => {
    stack = await startLightStack(log.logger);
  });
  afterAll(() => stack?.stop());

  it('names every request by its id and holds no token, code or cookie', async () => {
    const jar = new CookieJar();
    const { tokens, callback } = await signInWithPkce(jar, {
      idpUrl: stack.urls.idp,
      portalOrigin: stack.urls.web,
      email: 'analyst@demo.test',
      password: 'demo',
    });
    const environments = await fetch(`${stack.urls.api}/api/qps/environment`, {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
    });
    expect(environments.status).toBe(200);
    const renewed = await redeemRefreshToken(stack.urls.idp, tokens.refresh_token ?? '');
    expect(renewed.status).toBe(200);
    const renewal = renewed.headers.get('x-request-id');
    const cookies = jar
      .header()
      .split('; ')
      .map((pair) => pair.slice(pair.indexOf('=') + 1));
    // the ID token travels in the query string of the sign-out
    await endSessionAsPortal(jar, stack.urls.idp, tokens.id_token);

    await expect.poll(() => log.ofRequest(renewal).length).toBe(1);
    const entries = log.entries();
    const servers = new Set(entries.filter((entry) => entry.msg === 'request').map((entry) => entry.server));
    expect(servers).toEqual(new Set(['idp', 'api']));
    for (const entry of entries.filter((entry) => entry.msg === 'request')) expect(entry.reqId).toBeTruthy();
    const secrets = [
      tokens.access_token,
      tokens.id_token,
      tokens.refresh_token ?? '',
      callback.searchParams.get('code') ?? '',
      ...cookies,
    ].filter((secret) => secret.length >= 16);
    expect(secrets.length).toBeGreaterThanOrEqual(4);
    for (const line of log.lines) for (const secret of secrets) expect(line).not.toContain(secret);
  });
});
