import axios from 'axios';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QapUser } from '../../../../contract/domain.types';
import { ENGLISH_FAILURE_TEXTS } from '../../../../src/services/api/failure-kind';
import { createQpsClient } from '../../../../src/services/api/qps-client';
import type { QpsClientOptions } from '../../../../src/services/api/qps-client.types';
import { type RecordedRequest, startRecordingServer } from './recording-server';

const user = (accessToken: string): QapUser => ({
  sub: 'u1',
  accessToken,
  expiresAt: Date.now() / 1000 + 3600,
});
const ok = { body: JSON.stringify([{ name: 'QAP.HomePage' }]) };
const refused = (status: number, headers: Record<string, string> = {}) => ({
  status,
  headers,
  body: JSON.stringify({ error: { message: `server says ${status}` } }),
});

const answers: Record<
  string,
  (request: RecordedRequest) => { status?: number; body: string; headers?: Record<string, string> }
> = {};
let server: Awaited<ReturnType<typeof startRecordingServer>>;

beforeAll(async () => {
  server = await startRecordingServer({
    'GET /api/qps/permission/permissions': (request) => answers.permissions(request),
    'PUT /api/qps/users/settings': (request) => answers.settings(request),
    'POST /api/qps/views': (request) => answers.views(request),
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

function client(overrides: Partial<QpsClientOptions> = {}) {
  let token = 'old-token';
  const notify = vi.fn();
  const renewSession = vi.fn(async () => {
    token = 'new-token';
    return true;
  });
  const qps = createQpsClient({
    baseUrl: server.baseUrl,
    getSession: () => ({ user: user(token), environmentId: 'env-1', cultureName: 'en-US' }),
    notify,
    recordError: vi.fn(),
    renewSession,
    ...overrides,
  });
  return { qps, notify, renewSession };
}

describe('401 gets one silent renewal and one retry, then sign-in', () => {
  it('a refused token is renewed once and the call retried with the new one', async () => {
    answers.permissions = (request) =>
      request.headers.authorization === 'Bearer new-token' ? ok : refused(401);
    const { qps, renewSession, notify } = client();
    await expect(qps.getPermissions()).resolves.toEqual([{ name: 'QAP.HomePage' }]);
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([
      'Bearer old-token',
      'Bearer new-token',
    ]);
    expect(notify).not.toHaveBeenCalled();
  });

  it('the renewal is told which access token the API refused, so it never hands that one back', async () => {
    answers.permissions = (request) =>
      request.headers.authorization === 'Bearer new-token' ? ok : refused(401);
    const { qps, renewSession } = client();
    await qps.getPermissions();
    expect(renewSession).toHaveBeenCalledWith('old-token');
  });

  it('when renewal fails, the user is told the sign-in has ended, once, and nothing is retried', async () => {
    answers.permissions = () => refused(401);
    const { qps, notify } = client({ renewSession: vi.fn(async () => false) });
    await expect(qps.getPermissions()).rejects.toThrow(ENGLISH_FAILURE_TEXTS.unauthorized);
    expect(server.requests).toHaveLength(1);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({ color: 'red', message: ENGLISH_FAILURE_TEXTS.unauthorized });
  });
});

describe('429 honours Retry-After with one retry, and says "too many requests"', () => {
  it('a read waits for Retry-After and is sent once more', async () => {
    let calls = 0;
    answers.permissions = () => (calls++ === 0 ? refused(429, { 'retry-after': '0' }) : ok);
    const { qps, notify } = client();
    await expect(qps.getPermissions()).resolves.toHaveLength(1);
    expect(server.requests).toHaveLength(2);
    expect(notify).not.toHaveBeenCalled();
  });

  it('the retry is sent only after the seconds Retry-After names', async () => {
    const arrivals: number[] = [];
    answers.permissions = () => {
      arrivals.push(Date.now());
      return arrivals.length === 1 ? refused(429, { 'retry-after': '1' }) : ok;
    };
    const { qps } = client();
    await expect(qps.getPermissions()).resolves.toHaveLength(1);
    expect(arrivals).toHaveLength(2);
    // one second asked for; a little slack for timer rounding
    expect(arrivals[1] - arrivals[0]).toBeGreaterThanOrEqual(950);
  });

  it('refused twice: one notification in the words for too many requests', async () => {
    answers.permissions = () => refused(429, { 'retry-after': '0' });
    const { qps, notify } = client();
    await expect(qps.getPermissions()).rejects.toThrow(ENGLISH_FAILURE_TEXTS.tooManyRequests);
    expect(server.requests).toHaveLength(2);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('a saved view created while the API answers 429 is sent once, so it is never created twice', async () => {
    answers.views = () => refused(429, { 'retry-after': '0' });
    const { qps, notify } = client();
    await expect(qps.createSavedView({ name: 'Kenya', path: '/home' })).rejects.toThrow(
      ENGLISH_FAILURE_TEXTS.tooManyRequests,
    );
    expect(server.requests).toHaveLength(1);
    expect(notify).toHaveBeenCalledWith({ color: 'red', message: ENGLISH_FAILURE_TEXTS.tooManyRequests });
  });

  it('a change (PUT) is never sent twice', async () => {
    answers.settings = () => refused(429, { 'retry-after': '0' });
    const { qps } = client();
    await expect(qps.putUserSetting('language', 'fr-FR')).rejects.toThrow(
      ENGLISH_FAILURE_TEXTS.tooManyRequests,
    );
    expect(server.requests).toHaveLength(1);
  });
});

describe('each failure says what it is; only a lost connection says to check it', () => {
  for (const [status, kind] of [
    [403, 'forbidden'],
    [404, 'notFound'],
  ] as const) {
    it(`${status} says ${kind}`, async () => {
      answers.permissions = () => refused(status);
      const { qps, notify } = client();
      await expect(qps.getPermissions()).rejects.toThrow(ENGLISH_FAILURE_TEXTS[kind]);
      expect(notify).toHaveBeenCalledWith({ color: 'red', message: ENGLISH_FAILURE_TEXTS[kind] });
    });
  }

  it('a request left hanging is aborted and says the server took too long, not to check the connection', async () => {
    // The spec's 120 s, shortened here so the test does not wait two minutes.
    const create = axios.create.bind(axios);
    vi.spyOn(axios, 'create').mockImplementation((config) => create({ ...config, timeout: 100 }));
    answers.permissions = () => ({ ...ok, delayMs: 2_000 });
    try {
      const { qps } = client();
      await expect(qps.getPermissions()).rejects.toThrow(ENGLISH_FAILURE_TEXTS.timeout);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('an unreachable server says to check the connection', async () => {
    const { qps } = client({ baseUrl: 'http://127.0.0.1:9' });
    await expect(qps.getPermissions()).rejects.toThrow(ENGLISH_FAILURE_TEXTS.offline);
  });

  it('the words come from the portal, in the user’s language', async () => {
    answers.permissions = () => refused(404);
    const { qps, notify } = client({ describeFailure: (kind) => `fr:${kind}` });
    await expect(qps.getPermissions()).rejects.toThrow('fr:notFound');
    expect(notify).toHaveBeenCalledWith({ color: 'red', message: 'fr:notFound' });
  });
});
