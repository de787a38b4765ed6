import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID_LIST } from '../../contract/query.schemas';
import { call, ENVIRONMENTS, query, startTestApi, type TestApi, USERS } from './support/test-api';

/** The filter travels, not the ids; a handle resolves only for its owner. */
let api: TestApi;
let analyst: string;
const environmentId = ENVIRONMENTS.afyaProduction;
type ErrorBody = { error: { message: string } };
type FacilitySet = { handle: string; count: number };

beforeAll(async () => {
  api = await startTestApi('facility-sets');
  analyst = await api.token(USERS.analyst);
});
afterAll(() => api?.close());

const issue = async (token: string, filter: unknown, environment: string = environmentId) =>
  call<FacilitySet>(api, '/api/qps/facility/set', { token, environmentId: environment, body: filter });
const summaryCount = async (
  token: string,
  params: Record<string, unknown>,
  environment: string = environmentId,
) => {
  const answer = await query<{ facilityCount: number }>(api, token, 'Home/Summary', params, environment);
  return { status: answer.status, count: answer.rows[0]?.facilityCount, body: answer.body };
};
const certified = { awardedLevels: [1, 2, 3, 4, 5] };

describe('POST /api/qps/facility/set', () => {
  it('issues a handle with the count Home/Summary gives for the same filter', async () => {
    const answer = await issue(analyst, certified);
    expect(answer.status).toBe(200);
    expect(answer.body.handle).toMatch(/^fs_[A-Za-z0-9_-]{22,64}$/);
    expect(answer.body.count).toBe((await summaryCount(analyst, { filter: certified })).count);
    expect(answer.body.count).toBeGreaterThan(0);
  });

  it('the same filter, written in another order, gets the same handle', async () => {
    const first = await issue(analyst, { awardedLevels: [1, 2, 3, 4, 5], regionIds: [] });
    const second = await issue(analyst, { awardedLevels: [5, 4, 3, 2, 1, 1] });
    expect(second.body.handle).toBe(first.body.handle);
  });

  it('a contract selection, written in another order, gets the same handle, which counts as the filter does', async () => {
    const { rows } = await api.db.query<{ id: number }>(
      'SELECT id FROM contracts WHERE environment_id = $1 ORDER BY id LIMIT 2',
      [environmentId],
    );
    const [a, b] = rows.map((row) => row.id);
    const groups = [
      { roleId: 2, organizationId: 5 },
      { roleId: 1, organizationId: 1 },
    ];
    const first = await issue(analyst, { contractIds: [a, null, b], contractGroups: groups });
    const second = await issue(analyst, {
      contractIds: [b, a, null, a],
      contractGroups: [...groups].reverse(),
    });
    expect(second.body.handle).toBe(first.body.handle);
    const bare = await issue(analyst, { contractIds: [a, b] });
    expect(bare.body.handle).not.toBe(first.body.handle);
    expect(bare.body.count).toBe((await summaryCount(analyst, { filter: { contractIds: [b, a] } })).count);
  });

  it('every facility-scoped getResult key answers the handle as it answers the filter', async () => {
    const { handle } = (await issue(analyst, certified)).body;
    for (const [key, extra] of [
      ['Home/Summary', {}],
      ['Network/Aggregates', { groupBy: 'region' }],
      ['FacilityNumbers/Counts', {}],
      ['General/AppToggles', {}],
    ] as const) {
      const byHandle = await query(api, analyst, key, { ...extra, facilitySet: handle });
      const byFilter = await query(api, analyst, key, { ...extra, filter: certified });
      expect(byHandle.status, key).toBe(200);
      expect(byHandle.body.data, key).toBe(byFilter.body.data);
    }
  });

  it('a filter naming unknown ids selects nothing (an empty answer, not an error)', async () => {
    const answer = await issue(analyst, { regionIds: [2_000_000_000] });
    expect(answer.status).toBe(200);
    expect(answer.body.count).toBe(0);
    const list = await call<{ total: number; items: unknown[] }>(api, '/api/qps/facility/list', {
      token: analyst,
      environmentId,
      body: { facilitySet: answer.body.handle },
    });
    expect(list.body).toMatchObject({ total: 0, items: [] });
  });

  it('a filter id list over 200,000 ids is a 400 naming the list', async () => {
    const answer = await call<ErrorBody>(api, '/api/qps/facility/set', {
      token: analyst,
      environmentId,
      body: { regionIds: Array(200_001).fill(1) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain('regionIds');
  });

  it('a filter and a handle together are a 400', async () => {
    const { handle } = (await issue(analyst, certified)).body;
    const answer = await call<ErrorBody>(api, '/api/qps/facility/list', {
      token: analyst,
      environmentId,
      body: { filter: {}, facilitySet: handle },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toMatch(/filter or facilitySet/);
  });
});

describe('a handle from another user, tenant or environment is a 404', () => {
  const expectNotFound = async (token: string, handle: string, environment: string = environmentId) => {
    const list = await call<ErrorBody>(api, '/api/qps/facility/list', {
      token,
      environmentId: environment,
      body: { facilitySet: handle },
    });
    expect(list.status).toBe(404);
    expect(list.body.error.message).toContain(handle);
    const summary = await summaryCount(token, { facilitySet: handle }, environment);
    expect(summary.status).toBe(404);
  };

  it('a cached answer is never another user’s: the same filter, asked by two users, gives two handles', async () => {
    const viewer = await api.token(USERS.viewer);
    const first = (await issue(analyst, certified)).body;
    const again = (await issue(analyst, certified)).body;
    const theirs = (await issue(viewer, certified)).body;
    expect(again).toEqual(first);
    expect(theirs.handle).not.toBe(first.handle);
    await expectNotFound(viewer, first.handle);
  });

  it('another user of the same tenant and environment', async () => {
    const { handle } = (await issue(analyst, certified)).body;
    await expectNotFound(await api.token(USERS.viewer), handle);
  });

  it('a user of another tenant, in its own environment', async () => {
    const { handle } = (await issue(analyst, certified)).body;
    await expectNotFound(await api.token(USERS.secondTenantAnalyst), handle, ENVIRONMENTS.maishaProduction);
  });

  it('the same user in another environment of its tenant', async () => {
    const { handle } = (await issue(analyst, certified)).body;
    await expectNotFound(analyst, handle, ENVIRONMENTS.afyaTraining);
  });

  it('a handle never issued', async () => {
    await expectNotFound(analyst, `fs_${'A'.repeat(32)}`);
  });

  it('something that is not a handle at all is a 400', async () => {
    const answer = await call<ErrorBody>(api, '/api/qps/facility/list', {
      token: analyst,
      environmentId,
      body: { facilitySet: 'fs_../../etc' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain('facilitySet');
  });
});

describe('General/AppToggles keeps the spec’s id-list form', () => {
  it('filteredFacilities ids answer as the filter selecting those facilities does', async () => {
    const { rows } = await api.db.query<{ id: number }>(
      'SELECT id FROM facilities WHERE environment_id = $1 AND awarded_level IS NOT NULL ORDER BY id',
      [environmentId],
    );
    const byIds = await query(api, analyst, 'General/AppToggles', {
      filteredFacilities: rows.map((row) => row.id),
    });
    const byFilter = await query(api, analyst, 'General/AppToggles', { filter: certified });
    expect(byIds.status).toBe(200);
    expect(byIds.body.data).toBe(byFilter.body.data);
  });

  it('unknown ids list nothing: every data-driven toggle is off', async () => {
    const answer = await query<Record<string, unknown>>(api, analyst, 'General/AppToggles', {
      filteredFacilities: [2_000_000_000],
    });
    expect(answer.status).toBe(200);
    const { filterHides, ...toggles } = answer.rows[0];
    expect(Object.values(toggles).every((value) => value === false)).toBe(true);
    expect(filterHides).toEqual(['showNetworkTab', 'showFacilityNumbersTab', 'showYearlyPerformanceTab']);
  });

  it(`more than ${MAX_ID_LIST} ids are a 400 with a message`, async () => {
    const answer = await call<ErrorBody>(api, '/api/qps/query/getResult?hint=General/AppToggles', {
      token: analyst,
      environmentId,
      body: { key: 'General/AppToggles', filteredFacilities: Array(MAX_ID_LIST + 1).fill(1) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain('filteredFacilities');
  });

  it('a body over the body limit is a 413 with a JSON message', async () => {
    const answer = await call<ErrorBody>(api, '/api/qps/query/getResult?hint=General/AppToggles', {
      token: analyst,
      environmentId,
      body: {
        key: 'General/AppToggles',
        filteredFacilities: Array.from({ length: 150_000 }, (_, index) => 1_000_000 + index),
      },
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.body.error.message).toMatch(/larger than .* bytes/);
  });
});
