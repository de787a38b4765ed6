import Fastify from 'fastify';
import { createLocalJWKSet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import * as answers from '../../server/api/answers.schemas';
import { createApiRoutes } from '../../server/api/api-route';
import { createAuthenticator } from '../../server/api/authenticate';
import { authenticateRoutes } from '../../server/api/route-auth';
import { apiRoutes } from '../security/routes';
import { call, ENVIRONMENTS, startTestApi, type TestApi, USERS } from './support/test-api';

/**
 * Each route is declared once (schemas, access, answers); the OpenAPI document is made
 * from the declarations, and authentication runs for every route not declared anonymous.
 */
interface Operation {
  security: unknown[];
  parameters?: { name: string; in: string; required: boolean }[];
}
interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let api: TestApi;
let document: OpenApi;
beforeAll(async () => {
  api = await startTestApi('openapi');
  const answer = await call<OpenApi>(api, '/api/openapi.json');
  expect(answer.status).toBe(200);
  document = answer.body;
});
afterAll(() => api?.close());

/** `METHOD /path/{param}` of every operation in the document. */
const documented = () =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1, served at /api/openapi.json', () => {
    expect(document.openapi).toBe('3.1.0');
  });

  it('lists every registered route, and only those', () => {
    // Fastify's router, read from its own print-out (HEAD, added beside each GET by Fastify, and the
    // CORS plugin's OPTIONS * are left out)
    const routes = apiRoutes(api.app).map(({ method, url }) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`);
    expect(routes.length).toBeGreaterThanOrEqual(30);
    expect([...documented()].sort()).toEqual([...routes].sort());
  });

  it('names the parameters each route declares', () => {
    const thumbnail = document.paths['/api/qps/facility/{id}/thumbnail'].get;
    expect(thumbnail.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'id', in: 'path', required: true }),
        expect.objectContaining({ name: 'environmentid', in: 'header', required: true }),
      ]),
    );
    const search = document.paths['/api/qps/public/facilities'].get;
    expect(search.security).toEqual([]);
    expect(search.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['tenantId', 'search', 'level', 'offset', 'limit']),
    );
  });
});

describe('authentication as a hook', () => {
  it('every route the document does not mark anonymous refuses a call without a token', async () => {
    let protectedRoutes = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const answer = await call(api, path.replace(/\{\w+\}/g, '1'), {
          method: method.toUpperCase() as 'GET',
          environmentId: ENVIRONMENTS.afyaProduction,
          ...(method === 'get' || method === 'delete' ? {} : { body: {} }),
        });
        const anonymous = operation.security.length === 0;
        if (!anonymous) protectedRoutes += 1;
        expect(answer.status === 401, `${method} ${path}`).toBe(!anonymous);
      }
    }
    expect(protectedRoutes).toBeGreaterThanOrEqual(20);
  });

  it('checks the environment before the route runs', async () => {
    const answer = await call(api, '/api/qps/facility/surveys', {
      token: await api.token(USERS.analyst),
      environmentId: ENVIRONMENTS.maishaProduction,
    });
    expect(answer.status).toBe(403);
  });

  it('a route declared without saying who may call it is protected', async () => {
    const app = Fastify();
    authenticateRoutes(
      app,
      createAuthenticator(api.db, {
        issuer: 'http://idp.test',
        audience: 'qap-api',
        jwks: createLocalJWKSet({ keys: [] }),
      }),
    );
    createApiRoutes(app).add({
      method: 'GET',
      url: '/api/qps/new-route',
      summary: 'A route someone adds later',
      answers: { 200: { description: 'text', type: 'text/plain' } },
      handler: async () => 'open',
    });
    const answer = await app.inject({ method: 'GET', url: '/api/qps/new-route' });
    await app.close();
    expect(answer.statusCode).toBe(401);
  });
});

describe('validation by the declared schemas', () => {
  it('keeps the 400 that names the part and the field', async () => {
    const token = await api.token(USERS.analyst);
    const environmentId = ENVIRONMENTS.afyaProduction;
    const body = await call<{ error: { message: string } }>(api, '/api/qps/facility', {
      token,
      environmentId,
      body: { countryIds: 'Kenya' },
    });
    expect(body.status).toBe(400);
    expect(body.body.error.message).toMatch(/^Invalid body: countryIds: /);
    const path = await call<{ error: { message: string } }>(api, '/api/qps/facility/abc/thumbnail', {
      token,
      environmentId,
    });
    expect(path.body.error.message).toMatch(/^Invalid path: id: /);
    const query = await call<{ error: { message: string } }>(api, '/api/qps/language?debug=1');
    expect(query.body.error.message).toMatch(/^Invalid query: .*debug/);
  });
});

describe('the declared answers', () => {
  it('are what the routes answer, field for field', async () => {
    const token = await api.token(USERS.analyst);
    const environmentId = ENVIRONMENTS.afyaProduction;
    const filter = { activeStates: [true] };
    const page = await call<{ items: { id: number }[] }>(api, '/api/qps/public/facilities');
    const publicId = page.body.items[0].id;
    const view = await call(api, '/api/qps/views', {
      token,
      environmentId,
      body: { name: 'Declared answers', path: '/home' },
    });
    const cases: [string, ZodType, Awaited<ReturnType<typeof call>>][] = [
      ['environments', answers.environments, await call(api, '/api/qps/environment', { token })],
      ['tenant environment', answers.environment, await call(api, '/api/qps/environment/tenant')],
      ['languages', answers.languages, await call(api, '/api/qps/language')],
      [
        'permissions',
        answers.permissions,
        await call(api, '/api/qps/permission/permissions', { token, environmentId }),
      ],
      ['tenant configuration', answers.tenantConfiguration, await call(api, '/api/tenant/configuration')],
      [
        'facilities',
        answers.facilities,
        await call(api, '/api/qps/facility', { token, environmentId, body: filter }),
      ],
      [
        'countries',
        answers.countries,
        await call(api, '/api/qps/facility/country', { token, environmentId, body: filter }),
      ],
      [
        'regions',
        answers.regions,
        await call(api, '/api/qps/facility/region', { token, environmentId, body: filter }),
      ],
      [
        'districts',
        answers.districts,
        await call(api, '/api/qps/facility/district', { token, environmentId, body: filter }),
      ],
      [
        'contracts',
        answers.contractData,
        await call(api, '/api/qps/facility/contract', { token, environmentId, body: filter }),
      ],
      ['surveys', answers.surveys, await call(api, '/api/qps/facility/surveys', { token, environmentId })],
      [
        'facility groups',
        answers.facilityGroups,
        await call(api, '/api/qps/facility/facilityGroup', { token, environmentId }),
      ],
      [
        'facility set',
        answers.facilitySet,
        await call(api, '/api/qps/facility/set', { token, environmentId, body: filter }),
      ],
      [
        'list',
        answers.facilityPage,
        await call(api, '/api/qps/facility/list', { token, environmentId, body: { filter } }),
      ],
      [
        'map',
        answers.facilityMap,
        await call(api, '/api/qps/facility/map', { token, environmentId, body: { filter, zoom: 8 } }),
      ],
      [
        'areas',
        answers.mapAreas,
        await call(api, '/api/qps/facility/areas', { token, environmentId, body: { filter } }),
      ],
      ['places', answers.places, await call(api, '/api/qps/geo/places', { token, environmentId })],
      ['public page', answers.publicFacilityPage, page],
      [
        'public facility',
        answers.publicFacilityDetails,
        await call(api, `/api/qps/public/facilities/${publicId}`),
      ],
      ['saved view', answers.savedView, view],
      ['saved views', answers.savedViews, await call(api, '/api/qps/views', { token, environmentId })],
    ];
    for (const [name, schema, answer] of cases) {
      expect(answer.status, name).toBeLessThan(300);
      const parsed = schema.safeParse(answer.body);
      expect(parsed.error?.issues.slice(0, 3), name).toBeUndefined();
      // what the schema does not name would be stripped: the answer holds nothing else
      expect(parsed.data, name).toEqual(answer.body);
    }
  });
});
