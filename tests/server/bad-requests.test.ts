import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ENVIRONMENTS, PORTAL_ORIGIN, startTestApi, type TestApi, USERS } from './support/test-api';

let api: TestApi;
let analyst: string;
beforeAll(async () => {
  api = await startTestApi('bad-requests');
  analyst = await api.token(USERS.analyst);
});
afterAll(() => api?.close());

const environmentId = ENVIRONMENTS.afyaProduction;
type ErrorBody = { error: { message: string } };

/** No answer may leak a stack trace or SQL. */
function expectCleanError(text: string) {
  expect(text).not.toMatch(/\n\s+at |SELECT|INSERT|node_modules|\.ts:\d+/);
}

async function expectStillServing() {
  const answer = await call(api, '/api/qps/facility', { token: analyst, environmentId, body: {} });
  expect(answer.status).toBe(200);
}

describe('bearer token checks: each refused with 401', () => {
  const cases: [string, () => Promise<string | undefined>][] = [
    ['no token', async () => undefined],
    [
      'expired beyond the 5-minute clock skew',
      () => api.token(USERS.analyst, {}, { expiresIn: Math.floor(Date.now() / 1000) - 360 }),
    ],
    ['wrong audience', () => api.token(USERS.analyst, { aud: 'someone-else' })],
    ['wrong issuer', () => api.token(USERS.analyst, { iss: 'http://evil.test' })],
    ['signed by another key', () => api.token(USERS.analyst, {}, { foreignKey: true })],
    [
      'tampered payload',
      async () => {
        const [header, , signature] = (await api.token(USERS.viewer)).split('.');
        const payload = Buffer.from(
          JSON.stringify({ sub: USERS.analyst, iss: 'http://idp.test', aud: 'qap-api' }),
        ).toString('base64url');
        return `${header}.${payload}.${signature}`;
      },
    ],
    ['not a JWT', async () => 'not-a-token'],
    // RFC 9068: a signed JWT of the same issuer that is not typed as an access token (an ID token)
    ['typed as an ID token (typ JWT), not at+jwt', () => api.token(USERS.analyst, {}, { typ: 'JWT' })],
    ['unknown user', () => api.token('user-nobody')],
  ];
  for (const [name, makeToken] of cases) {
    it(name, async () => {
      const answer = await call<ErrorBody>(api, '/api/qps/environment', { token: await makeToken() });
      expect(answer.status).toBe(401);
      expect(answer.body.error.message).toBeTruthy();
      expectCleanError(answer.text);
    });
  }
});

describe('invalid requests are answered 4xx with a message, and the server keeps serving', () => {
  it('wrong types name the field', async () => {
    const answer = await call<ErrorBody>(api, '/api/qps/facility', {
      token: analyst,
      environmentId,
      body: { countryIds: 'Kenya' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain('countryIds');
    await expectStillServing();
  });

  it('unknown fields are rejected by name', async () => {
    const answer = await call<ErrorBody>(api, '/api/qps/facility', {
      token: analyst,
      environmentId,
      body: { hack: true },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain('hack');
  });

  it('a body that is not an object is rejected', async () => {
    const answer = await call<ErrorBody>(api, '/api/qps/facility/region', {
      token: analyst,
      environmentId,
      body: [1, 2],
    });
    expect(answer.status).toBe(400);
  });

  it('malformed JSON is a 400', async () => {
    const answer = await call<ErrorBody>(api, '/api/qps/facility', {
      token: analyst,
      environmentId,
      rawBody: '{"countryIds": [1,',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(/JSON/);
    expectCleanError(answer.text);
    await expectStillServing();
  });

  it('a body over 1 MiB is a 413', async () => {
    const huge = JSON.stringify({
      contractFacilityIds: Array.from({ length: 200_000 }, (_, index) => index + 1),
    });
    expect(huge.length).toBeGreaterThan(1024 * 1024);
    const answer = await call<ErrorBody>(api, '/api/qps/facility', {
      token: analyst,
      environmentId,
      rawBody: huge,
    });
    expect(answer.status).toBe(413);
    expect(answer.body.error.message).toBeTruthy();
    await expectStillServing();
  });

  it('an unexpected query string parameter is rejected', async () => {
    const answer = await call<ErrorBody>(api, '/api/qps/language?debug=1');
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain('debug');
  });

  it('a non-numeric id in the path is a 400', async () => {
    const answer = await call<ErrorBody>(api, '/api/qps/facility/abc/thumbnail', {
      token: analyst,
      environmentId,
    });
    expect(answer.status).toBe(400);
  });

  it('a getResult hint that differs from the key is a 400', async () => {
    const answer = await call<ErrorBody>(api, '/api/qps/query/getResult?hint=Home/Summary', {
      token: analyst,
      environmentId,
      body: { key: 'General/SyncProgress' },
    });
    expect(answer.status).toBe(400);
  });

  it('an unknown path is a JSON 404', async () => {
    const answer = await call<ErrorBody>(api, '/api/qps/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.body.error.message).toContain('/api/qps/nothing-here');
  });
});

describe('CORS', () => {
  it('the portal origin may call with the headers the portal sends', async () => {
    const response = await fetch(`${api.baseUrl}/api/qps/facility`, {
      method: 'OPTIONS',
      headers: {
        Origin: PORTAL_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,environmentid,culture,x-requested-with',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe(PORTAL_ORIGIN);
    const allowed = response.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
    for (const header of ['authorization', 'environmentid', 'culture', 'x-requested-with'])
      expect(allowed).toContain(header);
  });

  it('another origin is not allowed', async () => {
    const response = await fetch(`${api.baseUrl}/api/qps/language`, {
      headers: { Origin: 'http://evil.test' },
    });
    expect(response.headers.get('access-control-allow-origin')).not.toBe('http://evil.test');
  });
});

describe('malformed input is a 400 with a message, never a 500', () => {
  it('a control character in a query value', async () => {
    const answer = await call<ErrorBody>(api, '/api/qps/public/facilities?tenantId=afya%00x');
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(/control characters/);
    expectCleanError(answer.text);
  });

  it('a control character in a header value (Node’s HTTP parser refuses it before any handler)', async () => {
    const answer = await rawRequest(
      [
        'GET /api/qps/environment HTTP/1.1',
        `Host: ${new URL(api.baseUrl).host}`,
        `Authorization: Bearer ${analyst}`,
        'culture: en\x01US',
        'Connection: close',
      ],
      '',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
  });

  it('a culture header that is not a culture name is refused and never echoed', async () => {
    const answer = await call<ErrorBody>(api, '/api/qps/facility', {
      token: analyst,
      environmentId,
      headers: { culture: '<img src=x onerror=alert(1)>' },
      body: {},
    });
    expect(answer.status).toBe(400);
    expect(answer.text).not.toContain('<img');
    expectCleanError(answer.text);
  });

  it('an environmentId header sent twice, joined or as two lines', async () => {
    const joined = await call<ErrorBody>(api, '/api/qps/facility', {
      token: analyst,
      headers: { environmentId: `${environmentId}, ${environmentId}` },
      body: {},
    });
    expect(joined.status).toBe(400);
    expect(joined.body.error.message).toMatch(/environmentid.*sent once/i);
    const twoLines = await rawRequest(
      [
        'POST /api/qps/facility HTTP/1.1',
        `Host: ${new URL(api.baseUrl).host}`,
        `Authorization: Bearer ${analyst}`,
        `environmentId: ${environmentId}`,
        `environmentId: ${environmentId}`,
        'Content-Type: application/json',
        'Content-Length: 2',
        'Connection: close',
      ],
      '{}',
    );
    expect(twoLines).toMatch(/^HTTP\/1\.1 400/);
    expect(twoLines).toMatch(/environmentid header must be sent once/i);
  });

  it('API answers, errors included, are never sniffed or stored', async () => {
    const answer = await call(api, '/api/qps/environment', { token: analyst });
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const refused = await call(api, '/api/qps/environment');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });
});

/** A request written byte by byte, for what fetch would tidy up (repeated header lines). */
function rawRequest(lines: string[], body: string): Promise<string> {
  const { hostname, port } = new URL(api.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}
