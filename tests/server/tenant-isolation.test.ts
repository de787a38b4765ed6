import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, type Page } from '../../contract/facility-list.schemas';
import { bumpDataVersion } from '../../server/db/data-version';
import { type CallOptions, call, ENVIRONMENTS, startTestApi, type TestApi, USERS } from './support/test-api';

type PublicPage = Page<{ id: number; certificateId: number }>;

let api: TestApi;
let analyst: string;
let foreign: { facilityId: number; activityId: number; surveyId: number; contractId: number };
beforeAll(async () => {
  api = await startTestApi('isolation');
  analyst = await api.token(USERS.analyst);
  const first = async (sql: string) => (await api.db.query<{ id: number }>(sql)).rows[0].id;
  foreign = {
    facilityId: await first(
      `SELECT id FROM facilities WHERE environment_id = 'maisha-production' AND is_cert_active ORDER BY id LIMIT 1`,
    ),
    activityId: await first(
      `SELECT a.id FROM activities a JOIN facilities f ON f.environment_id = a.environment_id AND f.id = a.facility_id WHERE f.environment_id = 'maisha-production' ORDER BY a.id LIMIT 1`,
    ),
    surveyId: await first(
      `SELECT id FROM surveys WHERE environment_id = 'maisha-production' ORDER BY id LIMIT 1`,
    ),
    contractId: await first(
      `SELECT id FROM contracts WHERE environment_id = 'maisha-production' ORDER BY id LIMIT 1`,
    ),
  };
});
afterAll(() => api?.close());

type Call = [string, Omit<CallOptions, 'token' | 'environmentId'>];

/** The facility answers: each needs the environment header and is cached. */
const FACILITY_CALLS: Call[] = [
  ['/api/qps/facility', { body: {} }],
  ['/api/qps/facility/list', { body: { limit: 10 } }],
  ['/api/qps/facility/map', { body: { zoom: 0 } }],
  ['/api/qps/facility/areas', { body: {} }],
  ['/api/qps/geo/places', {}],
  ['/api/qps/facility/country', { body: {} }],
  ['/api/qps/facility/region', { body: {} }],
  ['/api/qps/facility/district', { body: {} }],
  ['/api/qps/facility/contract', { body: {} }],
  ['/api/qps/facility/surveys', {}],
  ['/api/qps/facility/facilityGroup', {}],
];

/** Every call that needs the environment header, with a valid request otherwise. */
const ENVIRONMENT_CALLS: Call[] = [
  ...FACILITY_CALLS,
  ['/api/qps/facility/set', { body: {} }],
  ['/api/qps/facility/export', { body: {} }],
  ['/api/qps/survey/answers', { body: { surveyId: 1 } }],
  ['/api/qps/facility/1/thumbnail', {}],
  ['/api/qps/activity/download/1', {}],
  ['/api/qps/query/getResult?hint=Home/Summary', { body: { key: 'Home/Summary' } }],
  ['/api/qps/permission/permissions', {}],
  ['/api/qps/Telemetry/Page', { method: 'POST', headers: { page: 'Home' } }],
  ['/api/qps/users/settings', {}],
  ['/api/qps/users/settings', { method: 'PUT', body: { key: 'language', value: 'en-US' } }],
];

describe('a tenant-A user naming tenant B’s environment is refused everywhere', () => {
  for (const [path, options] of ENVIRONMENT_CALLS) {
    it(`${options.method ?? (options.body ? 'POST' : 'GET')} ${path} -> 403`, async () => {
      const answer = await call<{ error: { message: string } }>(api, path, {
        ...options,
        token: analyst,
        environmentId: ENVIRONMENTS.maishaProduction,
      });
      expect(answer.status).toBe(403);
      expect(answer.body.error.message).toMatch(/environment/);
    });
  }

  it('an environment id that does not exist is refused the same way', async () => {
    const answer = await call(api, '/api/qps/facility', {
      token: analyst,
      environmentId: 'no-such-env',
      body: {},
    });
    expect(answer.status).toBe(403);
  });

  it('the tenant environment itself is not a working environment', async () => {
    const answer = await call(api, '/api/qps/facility', {
      token: analyst,
      environmentId: 'afya-tenant',
      body: {},
    });
    expect(answer.status).toBe(403);
  });

  it('without the environment header the call is a 400 naming it', async () => {
    const answer = await call<{ error: { message: string } }>(api, '/api/qps/facility', {
      token: analyst,
      body: {},
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain('environmentid');
  });
});

describe('tenant B’s resources requested from tenant A’s environment are not found', () => {
  const inOwnEnvironment = () => ({ token: analyst, environmentId: ENVIRONMENTS.afyaProduction });
  it('facility thumbnail', async () => {
    expect(
      (await call(api, `/api/qps/facility/${foreign.facilityId}/thumbnail`, inOwnEnvironment())).status,
    ).toBe(404);
  });
  it('activity document', async () => {
    expect(
      (await call(api, `/api/qps/activity/download/${foreign.activityId}`, inOwnEnvironment())).status,
    ).toBe(404);
  });
  it('survey answers', async () => {
    const answer = await call(api, '/api/qps/survey/answers', {
      ...inOwnEnvironment(),
      body: { surveyId: foreign.surveyId },
    });
    expect(answer.status).toBe(404);
  });
  it('facility queries', async () => {
    for (const [key, params] of [
      ['Facility/Details', { facilityId: foreign.facilityId }],
      ['MomCare/Indicators', { facilityId: foreign.facilityId }],
      ['Benchmarking/Peers', { facilityId: foreign.facilityId }],
      ['BenchmarkingV2/Comparison', { facilityIds: [foreign.facilityId] }],
    ] as const) {
      const answer = await call(api, `/api/qps/query/getResult?hint=${key}`, {
        ...inOwnEnvironment(),
        body: { key, ...params },
      });
      expect(answer.status, key).toBe(404);
    }
  });
  it('a comparison of own facilities with one of tenant B’s is not found, naming that facility', async () => {
    const own = await api.db.query<{ id: number }>(
      `SELECT id FROM facilities WHERE environment_id = 'afya-production' ORDER BY id LIMIT 2`,
    );
    const [first, second] = own.rows.map((row) => Number(row.id));
    const answer = await call<{ error: { message: string } }>(
      api,
      '/api/qps/query/getResult?hint=BenchmarkingV2/Comparison',
      {
        ...inOwnEnvironment(),
        body: { key: 'BenchmarkingV2/Comparison', facilityIds: [first, foreign.facilityId, second] },
      },
    );
    expect(answer.status).toBe(404);
    expect(answer.body.error.message).toBe(`Facility ${foreign.facilityId} not found.`);
    const allOwn = await call(api, '/api/qps/query/getResult?hint=BenchmarkingV2/Comparison', {
      ...inOwnEnvironment(),
      body: { key: 'BenchmarkingV2/Comparison', facilityIds: [first, second] },
    });
    expect(allOwn.status).toBe(200);
  });
  it('tenant B’s facility ids in a filter select nothing', async () => {
    const answer = await call<unknown[]>(api, '/api/qps/facility', {
      ...inOwnEnvironment(),
      body: { contractFacilityIds: [foreign.facilityId] },
    });
    expect(answer.body).toEqual([]);
  });
  it('tenant B’s contract id in a filter selects nothing', async () => {
    const answer = await call<unknown[]>(api, '/api/qps/facility', {
      ...inOwnEnvironment(),
      body: { activeStates: [], contractIds: [foreign.contractId] },
    });
    expect(answer.body).toEqual([]);
  });
  it('public facility of tenant B asked for under tenant A', async () => {
    expect((await call(api, `/api/qps/public/facilities/${foreign.facilityId}?tenantId=afya`)).status).toBe(
      404,
    );
    expect(
      (await call(api, `/api/qps/public/facilities/${foreign.facilityId}/thumbnail?tenantId=afya`)).status,
    ).toBe(404);
    expect((await call(api, `/api/qps/public/facilities/${foreign.facilityId}?tenantId=maisha`)).status).toBe(
      200,
    );
  });
});

describe('public view', () => {
  it('lists only certified facilities of the tenant, anonymously', async () => {
    const afya = await call<PublicPage>(api, `/api/qps/public/facilities?limit=${MAX_PAGE_SIZE}`);
    const maisha = await call<PublicPage>(
      api,
      `/api/qps/public/facilities?tenantId=maisha&limit=${MAX_PAGE_SIZE}`,
    );
    expect(afya.status).toBe(200);
    expect(afya.body.items.length).toBeGreaterThan(0);
    expect(afya.body.items.every((facility) => facility.certificateId > 0)).toBe(true);
    const afyaIds = new Set(afya.body.items.map((facility) => facility.id));
    expect(maisha.body.items.some((facility) => afyaIds.has(facility.id))).toBe(false);
  });

  it('a facility’s details need its own certificate id when one is given', async () => {
    const [facility] = (await call<PublicPage>(api, '/api/qps/public/facilities')).body.items;
    const right = await call(
      api,
      `/api/qps/public/facilities/${facility.id}?certificateId=${facility.certificateId}&tenantId=afya`,
    );
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ id: facility.id, isCertActive: true });
    const wrong = await call(
      api,
      `/api/qps/public/facilities/${facility.id}?certificateId=${facility.certificateId + 1}`,
    );
    expect(wrong.status).toBe(404);
    const thumbnail = await call(api, `/api/qps/public/facilities/${facility.id}/thumbnail?tenantId=afya`);
    expect(thumbnail.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });
});

/** Every cached answer with parameters that mean the same in any environment. */
const CACHED_CALLS: Call[] = [
  ...FACILITY_CALLS,
  ['/api/qps/facility/list', { body: { filter: { awardedLevels: [1, 2] }, sort: 'latestScore' } }],
  ...(
    [
      ['Home/Summary', {}],
      ['Home/RecentAssessments', {}],
      ['Home/PeriodAssessments', { period: '2025-Q2' }],
      // (General/AppToggles and General/SyncProgress answer alike in both seeded tenants: they could not show a leak)
      ['General/FacilityCategories', {}],
      ['Network/Aggregates', { groupBy: 'district' }],
      ['YearlyPerformance/Overall', {}],
      ['YearlyPerformance/ServiceElements', {}],
      ['YearlyPerformance/Overall', { period: '2024-Q2' }],
      ['YearlyPerformance/PeriodAssessments', { period: '2025' }],
      ['FacilityNumbers/Counts', {}],
      ['FacilityNumbers/Pivot', { rows: 'region', columns: 'level' }],
    ] as const
  ).map(
    ([key, params]) =>
      [`/api/qps/query/getResult?hint=${key}`, { body: { key, culture: 'en-US', ...params } }] as Call,
  ),
];

/** Moves the environments to one data version none of them has had. */
const alignDataVersions = (environmentIds: string[]) =>
  api.db.query(
    'UPDATE data_versions SET version = (SELECT max(version) + 1 FROM data_versions) WHERE environment_id = ANY($1)',
    [environmentIds],
  );

interface Asker {
  token: () => Promise<string>;
  environmentId: string;
}

/**
 * Warms the cache as `warmer`, then asks as `asker` with the same request; the answer must be the
 * one the asker gets with nothing cached (its environment's data version moved on first). Both
 * environments start at the same, never used data version, so only the scope tells them apart.
 */
async function expectNoCacheLeak(path: string, options: CallOptions, warmer: Asker, asker: Asker) {
  const ask = async (who: Asker) =>
    call(api, path, { ...options, token: await who.token(), environmentId: who.environmentId });
  await alignDataVersions([warmer.environmentId, asker.environmentId]);
  const warmed = await ask(warmer);
  const answered = await ask(asker);
  await bumpDataVersion(api.db, [asker.environmentId]);
  const uncached = await ask(asker);
  expect([warmed.status, answered.status, uncached.status], path).toEqual([200, 200, 200]);
  expect(answered.text, path).toBe(uncached.text);
  expect(answered.text, `${path}: the two scopes must differ for this check to mean anything`).not.toBe(
    warmed.text,
  );
}

describe('no cache entry answers another tenant, environment or facility scope (0 leaks)', () => {
  const tenantB: Asker = {
    token: () => api.token(USERS.secondTenantAnalyst),
    environmentId: ENVIRONMENTS.maishaProduction,
  };
  const tenantA: Asker = { token: async () => analyst, environmentId: ENVIRONMENTS.afyaProduction };
  const trainingA: Asker = { token: async () => analyst, environmentId: ENVIRONMENTS.afyaTraining };
  const facilityUserA: Asker = {
    token: () => api.token(USERS.facilityUser),
    environmentId: ENVIRONMENTS.afyaProduction,
  };

  for (const [path, options] of CACHED_CALLS) {
    it(`${path} ${JSON.stringify(options.body ?? {})}: warmed by tenant B, asked by tenant A`, async () => {
      await expectNoCacheLeak(path, options, tenantB, tenantA);
    });
  }

  it('warmed in one environment of the tenant, asked in the other', async () => {
    for (const [path, options] of CACHED_CALLS.slice(0, 4)) {
      await expectNoCacheLeak(path, options, tenantA, trainingA);
    }
  });

  it('warmed by an analyst, asked by a facility user of the same environment', async () => {
    for (const [path, options] of CACHED_CALLS.slice(0, 4)) {
      await expectNoCacheLeak(path, options, tenantA, facilityUserA);
    }
  });

  it('the public list warmed for tenant B does not answer tenant A', async () => {
    await alignDataVersions([ENVIRONMENTS.maishaProduction, ENVIRONMENTS.afyaProduction]);
    const warmed = await call(api, '/api/qps/public/facilities?tenantId=maisha&limit=5');
    const answered = await call(api, '/api/qps/public/facilities?tenantId=afya&limit=5');
    await bumpDataVersion(api.db, [ENVIRONMENTS.afyaProduction]);
    const uncached = await call(api, '/api/qps/public/facilities?tenantId=afya&limit=5');
    expect(answered.text).toBe(uncached.text);
    expect(answered.text).not.toBe(warmed.text);
  });

  it('tenant B’s facility-set handle is not found for tenant A', async () => {
    const issued = await call<{ handle: string }>(api, '/api/qps/facility/set', {
      token: await tenantB.token(),
      environmentId: tenantB.environmentId,
      body: {},
    });
    const answer = await call(api, '/api/qps/facility/list', {
      token: analyst,
      environmentId: ENVIRONMENTS.afyaProduction,
      body: { facilitySet: issued.body.handle },
    });
    expect(answer.status).toBe(404);
  });
});
