import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_PARAMS } from '../../contract/query.schemas';
import {
  type ApiAnswer,
  call,
  ENVIRONMENTS,
  startTestApi,
  type TestApi,
  USERS,
} from '../server/support/test-api';
import { ANONYMOUS_ROUTE, type ApiRoute, apiRoutes } from './routes';

/**
 * Part 1: every signed-in route × a foreign environment id × foreign resource
 * ids × each demo user. A LEAK is a 2xx answer whose body holds any of the other tenant's data:
 * the name of one of its facilities, surveys or contracts (names that only the other tenant has),
 * one of its environment ids, or its facility-set handle, unless the caller sent that very string
 * itself (PUT users/settings stores and returns what it is given). A 2xx that is empty, or carries
 * only the caller's own tenant's data, is not a leak.
 */

type Tenant = 'afya' | 'maisha';
interface Foreign {
  environmentId: string;
  facilityId: number;
  activityId: number;
  surveyId: number;
  contractId: number;
  handle: string;
  /** A saved view of that tenant's analyst, by id. */
  viewId: string;
  /** Strings only that tenant has: facility, survey, contract and view names, environment ids, the handle. */
  markers: string[];
}

let api: TestApi;
const foreignOf: Partial<Record<Tenant, Foreign>> = {};
let routes: ApiRoute[] = [];

const OWN_ENVIRONMENT: Record<Tenant, string> = {
  afya: ENVIRONMENTS.afyaProduction,
  maisha: ENVIRONMENTS.maishaProduction,
};
const CALLERS: { user: string; tenant: Tenant }[] = [
  { user: USERS.analyst, tenant: 'afya' },
  { user: USERS.facilityUser, tenant: 'afya' },
  { user: USERS.viewer, tenant: 'afya' },
  { user: USERS.secondTenantAnalyst, tenant: 'maisha' },
];

async function tenantData(tenant: Tenant, other: Tenant): Promise<Omit<Foreign, 'handle' | 'viewId'>> {
  const rows = async (sql: string, params: unknown[]) =>
    (await api.db.query<{ v: string }>(sql, params)).rows.map((row) => String(row.v));
  const like = `${tenant}-%`;
  const otherLike = `${other}-%`;
  const names = async (table: string) => {
    const mine = await rows(`SELECT DISTINCT name AS v FROM ${table} WHERE environment_id LIKE $1`, [like]);
    const theirs = new Set(
      await rows(`SELECT DISTINCT name AS v FROM ${table} WHERE environment_id LIKE $1`, [otherLike]),
    );
    // a name both tenants have proves nothing; short names would match by chance
    return mine.filter((name) => !theirs.has(name) && name.length >= 6);
  };
  const first = async (sql: string) => Number((await rows(sql, [like]))[0]);
  const environmentIds = await rows(`SELECT id AS v FROM environments WHERE id LIKE $1`, [like]);
  return {
    environmentId: OWN_ENVIRONMENT[tenant],
    facilityId: await first(
      `SELECT id AS v FROM facilities WHERE environment_id LIKE $1 ORDER BY id LIMIT 1`,
    ),
    activityId: await first(
      `SELECT a.id AS v FROM activities a JOIN facilities f ON f.id = a.facility_id WHERE f.environment_id LIKE $1 ORDER BY a.id LIMIT 1`,
    ),
    surveyId: await first(`SELECT id AS v FROM surveys WHERE environment_id LIKE $1 ORDER BY id LIMIT 1`),
    contractId: await first(`SELECT id AS v FROM contracts WHERE environment_id LIKE $1 ORDER BY id LIMIT 1`),
    markers: [
      ...environmentIds,
      ...(await names('facilities')),
      ...(await names('surveys')),
      ...(await names('contracts')),
    ],
  };
}

beforeAll(async () => {
  api = await startTestApi('security_matrix');
  routes = apiRoutes(api.app);
  for (const [tenant, other, owner] of [
    ['afya', 'maisha', USERS.analyst],
    ['maisha', 'afya', USERS.secondTenantAnalyst],
  ] as const) {
    const data = await tenantData(tenant, other);
    const set = await call<{ handle: string }>(api, '/api/qps/facility/set', {
      token: await api.token(owner),
      environmentId: data.environmentId,
      body: {},
    });
    expect(set.status).toBe(200);
    const viewName = `Private view of ${tenant}`;
    const view = await call<{ id: string }>(api, '/api/qps/views', {
      token: await api.token(owner),
      environmentId: data.environmentId,
      body: { name: viewName, path: `/home?view=${tenant}` },
    });
    expect(view.status).toBe(201);
    // the tenant a caller is NOT in is the foreign one
    foreignOf[other] = {
      ...data,
      handle: set.body.handle,
      viewId: view.body.id,
      markers: [...data.markers, set.body.handle, viewName],
    };
  }
});
afterAll(() => api?.close());

/** Bodies naming the other tenant's resources, in every shape a route takes them. */
function foreignBodies(route: ApiRoute, foreign: Foreign): unknown[] {
  const ids = {
    contractIds: [foreign.contractId],
    surveyIds: [foreign.surveyId],
    contractFacilityIds: [foreign.facilityId],
  };
  if (route.url === '/api/qps/query/getResult') {
    return Object.keys(QUERY_PARAMS).flatMap((key) => [
      { key, culture: 'en-US' },
      { key, culture: 'en-US', facilityId: foreign.facilityId },
      { key, culture: 'en-US', filter: ids },
      { key, culture: 'en-US', facilitySet: foreign.handle },
      { key, culture: 'en-US', facilityIds: [foreign.facilityId] },
      { key, culture: 'en-US', filteredFacilities: [foreign.facilityId] },
    ]);
  }
  return [
    {},
    ids,
    { filter: ids },
    { facilitySet: foreign.handle },
    { surveyId: foreign.surveyId },
    { facilityId: foreign.facilityId, activityId: foreign.activityId },
    { key: 'language', value: 'en-US' },
  ];
}

/** The route's path with each `:param` replaced by a foreign id. */
function foreignPaths(route: ApiRoute, foreign: Foreign): string[] {
  if (!route.url.includes(':')) return [route.url];
  return [foreign.facilityId, foreign.activityId, foreign.surveyId, foreign.contractId, foreign.viewId].map(
    (id) => route.url.replace(/:[A-Za-z]+/g, String(id)),
  );
}

interface Tried {
  requests: number;
  leaks: string[];
  fiveXx: string[];
  byStatus: Record<string, number>;
}

function check(tried: Tried, label: string, answer: ApiAnswer, foreign: Foreign, sent: string) {
  tried.requests += 1;
  tried.byStatus[answer.status] = (tried.byStatus[answer.status] ?? 0) + 1;
  if (answer.status >= 500) tried.fiveXx.push(`${label} -> ${answer.status}`);
  if (answer.status >= 200 && answer.status < 300) {
    // what the caller sent itself (a handle stored in its own settings) is an echo, not a leak
    const marker = foreign.markers.find((text) => answer.text.includes(text) && !sent.includes(text));
    if (marker) tried.leaks.push(`${label} -> ${answer.status} carries "${marker}"`);
  }
}

describe('the cross-tenant matrix', () => {
  it('covers every signed-in route the API registers', () => {
    const signedIn = routes.filter((route) => !ANONYMOUS_ROUTE.test(route.url));
    console.log(
      `[security] matrix routes: ${signedIn.length} signed-in of ${routes.length} (${signedIn.map((r) => `${r.method} ${r.url}`).join(', ')})`,
    );
    expect(signedIn.length).toBeGreaterThanOrEqual(20);
    expect(signedIn.map((r) => r.url)).toContain('/api/qps/query/getResult');
    expect(foreignOf.afya?.markers.length).toBeGreaterThan(5);
    expect(foreignOf.maisha?.markers.length).toBeGreaterThan(5);
  });

  it('no route answers any demo user with the other tenant’s data', async () => {
    const tried: Tried = { requests: 0, leaks: [], fiveXx: [], byStatus: {} };
    const signedIn = routes.filter((route) => !ANONYMOUS_ROUTE.test(route.url));
    for (const { user, tenant } of CALLERS) {
      const token = await api.token(user);
      const foreign = foreignOf[tenant] as Foreign;
      // the foreign environment, the caller's own one, and none at all
      const environments = [foreign.environmentId, OWN_ENVIRONMENT[tenant], undefined];
      for (const route of signedIn) {
        for (const path of foreignPaths(route, foreign)) {
          const bodies = route.method === 'GET' ? [undefined] : foreignBodies(route, foreign);
          for (const environmentId of environments) {
            await Promise.all(
              bodies.map(async (body) => {
                const answer = await call(api, path, {
                  method: route.method,
                  token,
                  environmentId,
                  body,
                  headers: route.url === '/api/qps/Telemetry/Page' ? { page: 'Home' } : undefined,
                });
                const label = `${user} ${route.method} ${path} env=${environmentId ?? '-'} body=${JSON.stringify(body)}`;
                check(tried, label, answer, foreign, label);
              }),
            );
          }
        }
      }
    }
    console.log(
      `[security] matrix: ${tried.requests} requests, ${tried.leaks.length} leaks, ${tried.fiveXx.length} × 5xx, statuses ${JSON.stringify(tried.byStatus)}`,
    );
    expect(tried.leaks).toEqual([]);
    expect(tried.fiveXx).toEqual([]);
  });
});
