import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_PARAMS } from '../../contract/query.schemas';
import { routingProblems, tenantTablesOf } from './support/plan-routing';
import type { RecordedQuery } from './support/recording-database';
import { call, ENVIRONMENTS, startTestApi, type TestApi, USERS } from './support/test-api';

/**
 * The stand-in for a Citus coordinator's router planner: every statement the API runs while a user
 * walks through the pages is explained, and each tenant table it reads must be narrowed to one
 * environment by a constant, with no correlated subquery. On Citus such a statement goes to one shard.
 */
let api: TestApi;
const recorded: RecordedQuery[] = [];

const filter = { activeStates: [true] };
const period = '2025';

/** Every getResult key with the parameters a page sends. */
function pageQueries(facilityId: number, compared: number[]): Record<string, Record<string, unknown>> {
  return {
    'General/AppToggles': { filter },
    'General/SyncProgress': {},
    'General/FacilityCategories': {},
    'General/Targets': {},
    'General/ServiceElements': {},
    'Home/Summary': { filter },
    'Home/RecentAssessments': { filter, limit: 10 },
    'Home/PeriodAssessments': { filter, period },
    'Home/AssessmentYears': { filter },
    'Facility/Details': { facilityId },
    'Facility/ServiceElementScores': { facilityId },
    'Facility/AssessmentHistory': { facilityId },
    'Facility/HistoryReferences': { facilityId },
    'Facility/Activities': { facilityId },
    'MomCare/Indicators': { facilityId },
    'MomCare/PeriodTotals': { facilityId, period },
    'Benchmarking/Peers': { filter, facilityId, peerGroup: 'network' },
    'BenchmarkingV2/Comparison': { filter, facilityIds: compared },
    'Network/Aggregates': { filter, groupBy: 'district' },
    'YearlyPerformance/Overall': { filter },
    'YearlyPerformance/ServiceElements': { filter },
    'YearlyPerformance/References': { filter },
    'YearlyPerformance/PeriodAssessments': { filter, period },
    'YearlyPerformance/PeriodElements': { filter, period },
    'FacilityNumbers/Counts': { filter },
    'FacilityNumbers/Pivot': { filter, rows: 'contract', columns: 'survey' },
  };
}

/** The facility calls of the filter panel, lists, map and facility pages. */
const FACILITY_CALLS: [string, unknown][] = [
  ['/api/qps/facility', filter],
  ['/api/qps/facility/country', filter],
  ['/api/qps/facility/region', filter],
  ['/api/qps/facility/district', filter],
  ['/api/qps/facility/contract', filter],
  ['/api/qps/facility/surveys', undefined],
  ['/api/qps/facility/facilityGroup', undefined],
  ['/api/qps/facility/list', { filter, offset: 0, limit: 50, search: 'hos' }],
  ['/api/qps/facility/map', { filter, zoom: 6 }],
  ['/api/qps/facility/set', filter],
  ['/api/qps/views', undefined],
  ['/api/qps/environment', undefined],
];

async function walk(user: string, keys: Record<string, Record<string, unknown>>) {
  const token = await api.token(user);
  const environmentId = ENVIRONMENTS.afyaProduction;
  for (const [path, body] of FACILITY_CALLS) {
    const answer = await call(api, path, { token, environmentId, body, method: body ? 'POST' : 'GET' });
    expect(answer.status, path).toBeLessThan(400);
  }
  for (const [key, params] of Object.entries(keys)) {
    const answer = await call(api, `/api/qps/query/getResult?hint=${key}`, {
      token,
      environmentId,
      body: { key, culture: 'en-US', ...params },
    });
    expect(answer.status, key).toBe(200);
  }
}

beforeAll(async () => {
  api = await startTestApi('routing', 40, { onQuery: (query) => recorded.push(query) });
  const { rows } = await api.db.query<{ id: number }>(
    `SELECT id FROM facilities WHERE environment_id = 'afya-production' AND awarded_level IS NOT NULL
     ORDER BY id LIMIT 3`,
  );
  await walk(
    USERS.analyst,
    pageQueries(
      rows[0].id,
      rows.map((row) => row.id),
    ),
  );
  const { rows: own } = await api.db.query<{ id: number }>(
    'SELECT facility_id AS id FROM users WHERE id = $1',
    [USERS.facilityManager],
  );
  await walk(USERS.facilityManager, pageQueries(own[0].id, [own[0].id]));
  // the contract and survey selections read their own tables
  const { rows: chosen } = await api.db.query<{ contract: number; survey: number }>(
    `SELECT (SELECT min(id) FROM contracts WHERE environment_id = 'afya-production') AS contract,
       (SELECT min(id) FROM surveys WHERE environment_id = 'afya-production') AS survey`,
  );
  const answers = await call(api, `/api/qps/survey/answers`, {
    token: await api.token(USERS.analyst),
    environmentId: ENVIRONMENTS.afyaProduction,
    method: 'POST',
    body: { surveyId: chosen[0].survey, filter },
  });
  expect(answers.status).toBe(200);
  // the public register, anonymous
  const register = await call<{ items: { id: number; certificateId: number }[] }>(
    api,
    '/api/qps/public/facilities?tenantId=afya',
  );
  const [listed] = register.body.items;
  const details = await call(
    api,
    `/api/qps/public/facilities/${listed.id}?certificateId=${listed.certificateId}&tenantId=afya`,
  );
  expect(details.status).toBe(200);
  const narrowed = {
    activeStates: [true],
    contractIds: [chosen[0].contract, null],
    surveyIds: [chosen[0].survey],
    assessedIn: { year: 2024 },
    intakeFilters: { filterType: 'ByServiceElementScore', serviceElementId: 1, minScore: 50, maxScore: 100 },
  };
  const token = await api.token(USERS.analyst);
  const narrowedQueries: [string, Record<string, unknown>][] = [
    ['Home/Summary', {}],
    ['Home/RecentAssessments', {}],
    ['FacilityNumbers/Counts', {}],
    ['FacilityNumbers/Pivot', { rows: 'facilityGroup', columns: 'contractGroup' }],
  ];
  for (const [key, params] of narrowedQueries) {
    const answer = await call(api, `/api/qps/query/getResult?hint=${key}`, {
      token,
      environmentId: ENVIRONMENTS.afyaProduction,
      body: { key, culture: 'en-US', filter: narrowed, ...params },
    });
    expect(answer.status, key).toBe(200);
  }
}, 120_000);
afterAll(() => api?.close());

describe('every query routes to one environment (the stand-in for Citus routing)', () => {
  it('the walk asks every getResult key', () => {
    expect(Object.keys(pageQueries(1, [1])).sort()).toEqual(Object.keys(QUERY_PARAMS).sort());
  });

  it('every tenant table a page reads is filtered by a constant environment id, with no correlated subquery', async () => {
    const tenantTables = await tenantTablesOf(api.db);
    const statements = new Map<string, RecordedQuery>();
    for (const query of recorded) {
      if (/^\s*(SELECT|WITH|INSERT|UPDATE|DELETE)\b/i.test(query.sql))
        statements.set(`${query.sql}\n${JSON.stringify(query.params)}`, query);
    }
    expect(statements.size).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const { sql, params } of statements.values()) {
      for (const problem of await routingProblems(api.db, sql, params, tenantTables))
        problems.push(`${problem}: ${sql.replace(/\s+/g, ' ').slice(0, 160)}`);
    }
    expect([...new Set(problems)]).toEqual([]);
  });
});
