/** The anonymous public endpoints are limited per address; signed-in calls are not. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_REQUESTS_PER_MINUTE } from '../../server/api/public-rate-limit';
import { readServerConfig } from '../../server/config/server-config';
import { call, ENVIRONMENTS, startTestApi, type TestApi, USERS } from './support/test-api';

const PER_MINUTE = 5;
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('public-rate-limit', 40, { publicRequestsPerMinute: PER_MINUTE });
});
afterAll(() => api?.close());

const publicList = () => call<{ error?: { message: string } }>(api, '/api/qps/public/facilities?limit=5');

describe('the anonymous public endpoints are rate-limited per address', () => {
  it('past the limit an address gets 429 with Retry-After and a message, not the answer', async () => {
    const statuses: number[] = [];
    for (let sent = 0; sent < PER_MINUTE; sent++) statuses.push((await publicList()).status);
    expect(statuses).toEqual(Array(PER_MINUTE).fill(200));
    const refused = await publicList();
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body.error?.message).toMatch(/^Too many requests from this address: try again in /);
  });

  it('each public endpoint counts on its own: the certificate still answers after the list ran out', async () => {
    const list = await publicList();
    expect(list.status).toBe(429);
    const certificate = await call(api, '/api/qps/public/facilities/999999');
    expect(certificate.status).toBe(404);
  });

  it('a signed-in user at the same address is not limited and gets no limit headers', async () => {
    expect((await publicList()).status).toBe(429);
    const token = await api.token(USERS.analyst);
    const answers = await Promise.all(
      Array.from({ length: PER_MINUTE * 4 }, () =>
        call(api, '/api/qps/environment', { token, environmentId: ENVIRONMENTS.afyaProduction }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(PER_MINUTE * 4).fill(200));
    expect(answers.some((answer) => answer.headers.has('x-ratelimit-limit'))).toBe(false);
  });
});

describe('the limit is a setting', () => {
  it(`QAP_PUBLIC_RATE_LIMIT sets it (default ${DEFAULT_PUBLIC_REQUESTS_PER_MINUTE} a minute, 0 turns it off)`, () => {
    expect(readServerConfig({}).publicRequestsPerMinute).toBe(DEFAULT_PUBLIC_REQUESTS_PER_MINUTE);
    expect(readServerConfig({ QAP_PUBLIC_RATE_LIMIT: '0' }).publicRequestsPerMinute).toBe(0);
    expect(() => readServerConfig({ QAP_PUBLIC_RATE_LIMIT: 'many' })).toThrow(/QAP_PUBLIC_RATE_LIMIT/);
  });
});
