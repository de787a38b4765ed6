import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Environment } from '../../contract/domain.types';
import { type CallOptions, call, ENVIRONMENTS, startTestApi, type TestApi, USERS } from './support/test-api';

let api: TestApi;
let analyst: string;
beforeAll(async () => {
  api = await startTestApi('session');
  analyst = await api.token(USERS.analyst);
});
afterAll(() => api?.close());

const inAfya = { environmentId: ENVIRONMENTS.afyaProduction };

describe('environments', () => {
  it('GET /api/qps/environment lists the working environments of the user’s own tenant, with theme settings', async () => {
    const answer = await call<Environment[]>(api, '/api/qps/environment', { token: analyst });
    expect(answer.status).toBe(200);
    expect(answer.body.map((environment) => environment.id)).toEqual(['afya-production', 'afya-training']);
    for (const environment of answer.body) {
      expect(environment.tenantId).toBe('afya');
      expect(environment.environmentSettings.primaryColor).toMatch(/^#[0-9a-f]{6}$/);
      expect(environment.environmentSettings.qesLogo).toMatch(/^data:image\/svg\+xml;base64,/);
    }
  });

  it('a facility user only gets the environments that hold its facility', async () => {
    const answer = await call<Environment[]>(api, '/api/qps/environment', {
      token: await api.token(USERS.facilityUser),
    });
    expect(answer.body.map((environment) => environment.id)).toEqual(['afya-production']);
  });

  it('the tenant environment is anonymous and defaults to the first tenant', async () => {
    const fallback = await call<Environment>(api, '/api/qps/environment/tenant');
    expect(fallback.status).toBe(200);
    expect(fallback.body).toMatchObject({ id: 'afya-tenant', tenantId: 'afya' });
    const byQuery = await call<Environment>(api, '/api/qps/environment/tenant?tenantId=maisha');
    expect(byQuery.body).toMatchObject({ id: 'maisha-tenant', tenantId: 'maisha' });
    const byHeader = await call<Environment>(api, '/api/qps/environment/tenant', {
      headers: { tenantId: 'maisha' },
    });
    expect(byHeader.body.id).toBe('maisha-tenant');
  });

  it('an unknown tenant answers 404 with error.message', async () => {
    const answer = await call<{ error: { message: string } }>(
      api,
      '/api/qps/environment/tenant?tenantId=nobody',
    );
    expect(answer.status).toBe(404);
    expect(answer.body.error.message).toMatch(/tenant/i);
  });
});

it('GET /api/qps/language lists the four cultures anonymously', async () => {
  const answer = await call(api, '/api/qps/language');
  expect(answer.body).toEqual([
    { cultureName: 'en-US' },
    { cultureName: 'fr-FR' },
    { cultureName: 'sw-KE' },
    { cultureName: 'ar-SA' },
  ]);
});

it('GET /api/qps/permission/permissions answers the signed-in user’s permissions', async () => {
  const full = await call<{ name: string }[]>(api, '/api/qps/permission/permissions', {
    token: analyst,
    ...inAfya,
  });
  expect(full.body.map((permission) => permission.name)).toEqual([
    'QAP.HomePage',
    'QAP.DemoMode',
    'QAP.BenchmarkingPage',
    'QAP.BenchmarkingV2Page',
    'QAP.YearlyPerformancePage',
    'QAP.FacilityNumbersPage',
  ]);
  const viewer = await call(api, '/api/qps/permission/permissions', {
    token: await api.token(USERS.viewer),
    ...inAfya,
  });
  expect(viewer.body).toEqual([{ name: 'QAP.HomePage' }]);
});

describe('user settings', () => {
  it('PUT { key, value } updates one key and keeps the others; GET reads it back', async () => {
    const token = await api.token(USERS.viewer);
    await call(api, '/api/qps/users/settings', { method: 'PUT', token, ...inAfya, body: { theme: 'dark' } });
    const put = await call(api, '/api/qps/users/settings', {
      method: 'PUT',
      token,
      ...inAfya,
      body: { key: 'language', value: 'fr-FR' },
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ theme: 'dark', language: 'fr-FR' });
    const read = await call(api, '/api/qps/users/settings', { token, ...inAfya });
    expect(read.body).toEqual({ theme: 'dark', language: 'fr-FR' });
  });

  it('PUT with a whole record replaces the record', async () => {
    const token = await api.token(USERS.secondTenantAnalyst);
    const put = await call(api, '/api/qps/users/settings', {
      method: 'PUT',
      token,
      environmentId: ENVIRONMENTS.maishaProduction,
      body: { language: 'sw-KE' },
    });
    expect(put.body).toEqual({ language: 'sw-KE' });
  });

  it('a language that is not available is refused with 400', async () => {
    for (const body of [{ key: 'language', value: 'de-DE' }, { language: 'klingon' }]) {
      const answer = await call<{ error: { message: string } }>(api, '/api/qps/users/settings', {
        method: 'PUT',
        token: analyst,
        ...inAfya,
        body,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toMatch(/language/);
    }
    const read = await call(api, '/api/qps/users/settings', { token: analyst, ...inAfya });
    expect(read.body).toEqual({ language: 'en-US' });
  });

  // PostgreSQL text and jsonb cannot hold NUL or half a surrogate pair: refused up front, not a 500.
  it.each([
    ['a NUL character in a value', String.raw`{"key":"k1","value":"a\u0000b"}`],
    ['a lone surrogate in a value', String.raw`{"k1":"\ud800"}`],
  ])('text the database cannot store is a 400, not a 500: %s', async (_, rawBody) => {
    const answer = await call<{ error: { message: string } }>(api, '/api/qps/users/settings', {
      method: 'PUT',
      token: analyst,
      ...inAfya,
      rawBody,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(/NUL|Unicode/);
    const read = await call(api, '/api/qps/users/settings', { token: analyst, ...inAfya });
    expect(read.status).toBe(200);
  });
});

describe('page telemetry', () => {
  it('POST /api/qps/Telemetry/Page with an empty body stores page, facility and user', async () => {
    const answer = await call(api, '/api/qps/Telemetry/Page', {
      method: 'POST',
      token: analyst,
      ...inAfya,
      headers: { page: 'Facility', facilityId: '7', lastPage: 'Home' },
    });
    expect(answer.status).toBe(204);
    const { rows } = await api.db.query(
      'SELECT user_id, environment_id, page, facility_id, last_page FROM page_telemetry ORDER BY id DESC LIMIT 1',
    );
    expect(rows[0]).toEqual({
      user_id: USERS.analyst,
      environment_id: 'afya-production',
      page: 'Facility',
      facility_id: 7,
      last_page: 'Home',
    });
  });

  it('a missing or unknown page header, or a body, is refused with 400', async () => {
    const cases: Pick<CallOptions, 'headers' | 'body'>[] = [
      { headers: {} },
      { headers: { page: 'Nowhere' } },
      { headers: { page: 'Home' }, body: { page: 'Home' } },
    ];
    for (const extra of cases) {
      const answer = await call<{ error: { message: string } }>(api, '/api/qps/Telemetry/Page', {
        method: 'POST',
        token: analyst,
        ...inAfya,
        ...extra,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBeTruthy();
    }
  });
});

it('GET /api/tenant/configuration describes the tenant anonymously', async () => {
  const answer = await call(api, '/api/tenant/configuration?tenantId=maisha');
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({
    tenantId: 'maisha',
    name: 'Maisha Care Alliance',
    tenantEnvironment: { id: 'maisha-tenant' },
    defaultCulture: 'en-US',
  });
});
