import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshAnalytics } from '../../server/db/analytics-refresh';
import { call, ENVIRONMENTS, startTestApi, type TestApi, USERS } from './support/test-api';

/** Prometheus metrics on the API, readable only by whom the configuration names. */
const SECRET = 'metrics-secret-for-the-test';
const environmentId = ENVIRONMENTS.afyaProduction;

/** The value of one series: `name` with every label in `labels` (other labels may follow). */
function seriesValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
  const line = text
    .split('\n')
    .find(
      (candidate) =>
        (candidate.startsWith(`${name}{`) || candidate.startsWith(`${name} `)) &&
        wanted.every((pair) => candidate.includes(pair)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics with a bearer secret (METRICS_TOKEN)', () => {
  let api: TestApi;
  let analyst: string;
  beforeAll(async () => {
    api = await startTestApi('metrics', 40, { metrics: { allow: [], token: SECRET } });
    analyst = await api.token(USERS.analyst);
  });
  afterAll(() => api?.close());

  const metrics = async () => {
    const answer = await call(api, '/metrics', { headers: { Authorization: `Bearer ${SECRET}` } });
    expect(answer.status).toBe(200);
    return answer.text;
  };

  it('is refused to anyone else: no secret, another secret, a signed-in user', async () => {
    expect((await call(api, '/metrics')).status).toBe(403);
    expect((await call(api, '/metrics', { headers: { Authorization: 'Bearer guess' } })).status).toBe(403);
    expect((await call(api, '/metrics', { token: analyst })).status).toBe(403);
  });

  it('answers in the Prometheus text format', async () => {
    const answer = await call(api, '/metrics', { headers: { Authorization: `Bearer ${SECRET}` } });
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.text).toContain('# TYPE qap_http_request_duration_seconds histogram');
  });

  it('counts and times requests per route and status', async () => {
    const series = { method: 'GET', route: '/api/qps/facility/surveys' };
    const before = await metrics();
    for (const token of [analyst, analyst, 'not-a-token'])
      await call(api, '/api/qps/facility/surveys', { token, environmentId });
    const after = await metrics();
    const count = (text: string, status: string) =>
      seriesValue(text, 'qap_http_request_duration_seconds_count', { ...series, status }) ?? 0;
    expect(count(after, '200') - count(before, '200')).toBe(2);
    expect(count(after, '401') - count(before, '401')).toBe(1);
    expect(
      seriesValue(after, 'qap_http_request_duration_seconds_sum', { ...series, status: '200' }),
    ).toBeGreaterThan(0);
    // probing paths do not make series of their own
    await call(api, '/api/qps/no-such-path-1234');
    expect(await metrics()).not.toContain('no-such-path-1234');
  });

  it('shows the answer cache’s hits, misses and bytes', async () => {
    const before = await metrics();
    const body = { awardedLevels: [1, 2, 3, 4, 5] };
    await call(api, '/api/qps/facility/region', { token: analyst, environmentId, body });
    await call(api, '/api/qps/facility/region', { token: analyst, environmentId, body });
    const after = await metrics();
    const delta = (name: string) => (seriesValue(after, name) ?? 0) - (seriesValue(before, name) ?? 0);
    expect(delta('qap_answer_cache_misses_total')).toBe(1);
    expect(delta('qap_answer_cache_hits_total')).toBe(1);
    expect(seriesValue(after, 'qap_answer_cache_bytes')).toBeGreaterThan(0);
    expect(seriesValue(after, 'qap_answer_cache_entries')).toBeGreaterThan(0);
  });

  it('shows the database pool and the analytics refreshes', async () => {
    const runs = (text: string) =>
      seriesValue(text, 'qap_analytics_refresh_seconds_count', { outcome: 'ok' }) ?? 0;
    const before = await metrics();
    await api.db.transaction((tx) => refreshAnalytics(tx, [environmentId]));
    const after = await metrics();
    expect(runs(after) - runs(before)).toBe(1);
    expect(seriesValue(after, 'qap_db_pool_in_use')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(after, 'qap_db_pool_waiting')).toBe(0);
  });
});

describe('GET /metrics for an allowed address (METRICS_ALLOW)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('metrics-allow', 40, { metrics: { allow: ['127.0.0.1'] } });
  });
  afterAll(() => api?.close());

  it('answers that address without a secret', async () => {
    const answer = await call(api, '/metrics');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('qap_db_pool_in_use');
  });
});
