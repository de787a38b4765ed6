import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpDataVersion } from '../../server/db/data-version';
import { refreshAnalytics } from '../../server/db/analytics-refresh';
import {
  call,
  ENVIRONMENTS,
  PORTAL_ORIGIN,
  query,
  startTestApi,
  type TestApi,
  USERS,
} from './support/test-api';

/** Answers cached by (environment, data version, query, parameters), with ETags. */
let api: TestApi;
let analyst: string;
const environmentId = ENVIRONMENTS.afyaProduction;
beforeAll(async () => {
  api = await startTestApi('answer-cache');
  analyst = await api.token(USERS.analyst);
});
afterAll(() => api?.close());

const summary = (headers: Record<string, string> = {}) =>
  call<{ data: string }>(api, '/api/qps/query/getResult?hint=Home/Summary', {
    token: analyst,
    environmentId,
    body: { key: 'Home/Summary', culture: 'en-US', filter: {} },
    headers,
  });
const activeCountOf = (answer: { body: { data: string } }) =>
  (JSON.parse(answer.body.data) as { activeCount: number }[])[0].activeCount;
type Flags = { id: number; is_cert_active: boolean; is_self_active: boolean; is_entry_active: boolean };

describe('a repeated request with the ETag it was given gets 304', () => {
  const CALLS: [
    string,
    () => Promise<{ status: number; headers: Headers; text: string }>,
    (etag: string) => Promise<{ status: number; text: string }>,
  ][] = [
    ['POST getResult', () => summary(), (etag) => summary({ 'If-None-Match': etag })],
    [
      'POST /api/qps/facility/list',
      () => call(api, '/api/qps/facility/list', { token: analyst, environmentId, body: { limit: 5 } }),
      (etag) =>
        call(api, '/api/qps/facility/list', {
          token: analyst,
          environmentId,
          body: { limit: 5 },
          headers: { 'If-None-Match': etag },
        }),
    ],
    [
      'GET /api/qps/public/facilities',
      () => call(api, '/api/qps/public/facilities?limit=5'),
      (etag) => call(api, '/api/qps/public/facilities?limit=5', { headers: { 'If-None-Match': etag } }),
    ],
  ];
  for (const [name, first, again] of CALLS) {
    it(name, async () => {
      const answer = await first();
      expect(answer.status).toBe(200);
      const etag = answer.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
      expect(answer.headers.get('cache-control')).toMatch(/no-cache|no-store/);
      const repeat = await again(etag);
      expect(repeat.status).toBe(304);
      expect(repeat.text).toBe('');
    });
  }

  it('signed-in answers are stored by no cache, public ones may be kept and revalidated', async () => {
    const signedIn = await summary();
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    for (const name of ['Authorization', 'Origin', 'environmentId', 'culture'])
      expect(signedIn.headers.get('vary')?.split(/,\s*/)).toContain(name);
    expect(signedIn.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await call(api, '/api/qps/public/facilities')).headers.get('cache-control')).toBe(
      'public, no-cache',
    );
  });
});

describe('the portal, from its own origin, can revalidate', () => {
  it('If-None-Match may be sent and the ETag read across origins', async () => {
    const preflight = await call(api, '/api/qps/facility/list', {
      method: 'OPTIONS',
      headers: {
        Origin: PORTAL_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,environmentid,if-none-match',
      },
    });
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('if-none-match');
    // A browser keeps the preflight for 10 minutes instead of repeating it before each call.
    expect(preflight.headers.get('access-control-max-age')).toBe('600');
    const answer = await call(api, '/api/qps/facility/list', {
      token: analyst,
      environmentId,
      body: {},
      headers: { Origin: PORTAL_ORIGIN },
    });
    expect(answer.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('etag');
  });
});

describe('a stale ETag gets the fresh answer', () => {
  it('an ETag the server never gave is answered in full with the current ETag', async () => {
    const current = await summary();
    const stale = await summary({ 'If-None-Match': '"not-the-current-answer"' });
    expect(stale.status).toBe(200);
    expect(stale.body.data).toBe(current.body.data);
    expect(stale.headers.get('etag')).toBe(current.headers.get('etag'));
  });

  it('a different request does not share the ETag', async () => {
    const all = await summary();
    const levelOne = await call(api, '/api/qps/query/getResult?hint=Home/Summary', {
      token: analyst,
      environmentId,
      body: { key: 'Home/Summary', culture: 'en-US', filter: { awardedLevels: [1] } },
      headers: { 'If-None-Match': all.headers.get('etag') ?? '' },
    });
    expect(levelOne.status).toBe(200);
    expect(levelOne.headers.get('etag')).not.toBe(all.headers.get('etag'));
  });
});

describe('If-None-Match is honoured only where the answer exists', () => {
  const surveyAnswers = (surveyId: number) =>
    call(api, '/api/qps/survey/answers', {
      token: analyst,
      environmentId,
      body: { surveyId },
      headers: { 'If-None-Match': '*' },
    });

  it('If-None-Match: * for a survey that does not exist is 404, not 304', async () => {
    const answer = await surveyAnswers(999_999);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('etag')).toBeNull();
  });

  it('If-None-Match: * for a survey that exists is 304', async () => {
    const surveys = await call<{ id: number }[]>(api, '/api/qps/facility/surveys', {
      token: analyst,
      environmentId,
    });
    expect((await surveyAnswers(surveys.body[0].id)).status).toBe(304);
  });
});

describe('cache invalidation when data changes', () => {
  it('an answer is kept until the environment’s data version moves, then it is fresh with a new ETag', async () => {
    const before = await summary();
    const active = activeCountOf(before);
    const { rows } = await api.db.query<Flags>(
      `SELECT id, is_cert_active, is_self_active, is_entry_active FROM facilities
       WHERE environment_id = $1 AND (is_cert_active OR is_self_active OR is_entry_active) ORDER BY id LIMIT 1`,
      [environmentId],
    );
    const setFlags = (flags: Flags) =>
      api.db.query(
        'UPDATE facilities SET is_cert_active = $2, is_self_active = $3, is_entry_active = $4 WHERE id = $1',
        [flags.id, flags.is_cert_active, flags.is_self_active, flags.is_entry_active],
      );
    // one active facility stops being active: the data changes under the cache
    await setFlags({ id: rows[0].id, is_cert_active: false, is_self_active: false, is_entry_active: false });
    try {
      const unchanged = await summary();
      expect(activeCountOf(unchanged)).toBe(active);
      expect(unchanged.headers.get('etag')).toBe(before.headers.get('etag'));

      await api.db.transaction((tx) => refreshAnalytics(tx, [environmentId]));
      const withOldEtag = await summary({ 'If-None-Match': before.headers.get('etag') ?? '' });
      expect(withOldEtag.status).toBe(200);
      expect(activeCountOf(withOldEtag)).toBe(active - 1);
      expect(withOldEtag.headers.get('etag')).not.toBe(before.headers.get('etag'));
    } finally {
      await setFlags(rows[0]);
      await api.db.transaction((tx) => refreshAnalytics(tx, [environmentId]));
    }
  });

  it('another environment’s data version does not move this one’s answers', async () => {
    const before = await summary();
    await bumpDataVersion(api.db, [ENVIRONMENTS.maishaProduction]);
    const after = await summary({ 'If-None-Match': before.headers.get('etag') ?? '' });
    expect(after.status).toBe(304);
  });
});

describe('cached answers are the same answers', () => {
  it('a cached answer sent gzip-compressed decodes to the same JSON as the first answer', async () => {
    const body = { limit: 200 };
    const first = await call(api, '/api/qps/facility/list', { token: analyst, environmentId, body });
    const second = await call(api, '/api/qps/facility/list', {
      token: analyst,
      environmentId,
      body,
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(second.headers.get('content-encoding')).toBe('gzip');
    expect(second.text).toBe(first.text);
    const plain = await call(api, '/api/qps/facility/list', {
      token: analyst,
      environmentId,
      body,
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.text).toBe(first.text);
  });

  it('the culture is part of the key: texts follow the culture asked for', async () => {
    const english = await query(api, analyst, 'Home/Summary');
    const french = await call<{ texts: string }>(api, '/api/qps/query/getResult?hint=Home/Summary', {
      token: analyst,
      environmentId,
      body: { key: 'Home/Summary', culture: 'fr-FR' },
    });
    expect(JSON.parse(french.body.texts).culture).toBe('fr-FR');
    expect(JSON.parse(english.body.texts).culture).toBe('en-US');
  });
});
