import type { FastifyInstance } from 'fastify';
import { tenantQuerySchema } from '../../../contract/common.schemas.js';
import {
  telemetryHeadersSchema,
  tenantEnvironmentQuerySchema,
  userSettingsPutSchema,
  userSettingsSchema,
  userSettingUpdateSchema,
} from '../../../contract/session.schemas.js';
import { saveUserSettings } from '../../db/users.js';
import { badRequest, notFound } from '../http-error.js';
import { tenantEnvironment, toEnvironment, userEnvironments } from '../user-environments.js';
import { noQuery, validate } from '../validate.js';
import type { RouteDeps } from './route-deps.js';

async function languages(deps: RouteDeps) {
  const { rows } = await deps.db.query<{ cultureName: string }>(
    'SELECT culture_name AS "cultureName" FROM languages ORDER BY sort_order',
  );
  return rows;
}

/** Environments, languages, permissions, user settings, page telemetry and the tenant configuration. */
export function sessionRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, auth } = deps;

  app.get('/api/qps/environment', async (request) => {
    validate(noQuery, request.query, 'query');
    const { user } = await auth.signedIn(request);
    return (await userEnvironments(db, user)).map(toEnvironment);
  });

  // Anonymous. The tenant comes from ?tenantId, else a tenantId header, else the first tenant.
  app.get('/api/qps/environment/tenant', async (request) => {
    const { tenantId } = validate(tenantEnvironmentQuerySchema, request.query, 'query');
    const headerTenant = request.headers.tenantid;
    const environment = await tenantEnvironment(
      db,
      tenantId ?? (typeof headerTenant === 'string' ? headerTenant : undefined),
    );
    if (!environment) throw notFound('Tenant not found.');
    return toEnvironment(environment);
  });

  app.get('/api/qps/language', async (request) => {
    validate(noQuery, request.query, 'query');
    return languages(deps);
  });

  app.get('/api/qps/permission/permissions', async (request) => {
    validate(noQuery, request.query, 'query');
    const { user } = await auth.inEnvironment(request);
    return user.permissions.map((name) => ({ name }));
  });

  app.get('/api/qps/users/settings', async (request) => {
    validate(noQuery, request.query, 'query');
    const { user } = await auth.inEnvironment(request);
    return user.settings;
  });

  app.put('/api/qps/users/settings', async (request) => {
    validate(noQuery, request.query, 'query');
    const { user } = await auth.inEnvironment(request);
    const body = validate(userSettingsPutSchema, request.body, 'body');
    const single = userSettingUpdateSchema.safeParse(body);
    // a one-key update must leave a valid whole record too
    const next = validate(
      userSettingsSchema,
      single.success ? { ...user.settings, [single.data.key]: single.data.value } : body,
      'body',
    );
    if (typeof next.language === 'string') {
      const known = (await languages(deps)).some((language) => language.cultureName === next.language);
      if (!known) throw badRequest(`Invalid body: language ${next.language} is not an available language.`);
    }
    return saveUserSettings(db, user.id, next);
  });

  app.post('/api/qps/Telemetry/Page', async (request, reply) => {
    validate(noQuery, request.query, 'query');
    const { user, environment } = await auth.inEnvironment(request);
    if (request.body !== undefined && request.body !== null && request.body !== '') {
      throw badRequest('Invalid body: the body must be empty; page and facilityId travel as headers.');
    }
    const headers = validate(telemetryHeadersSchema, request.headers, 'headers');
    await db.query(
      'INSERT INTO page_telemetry (user_id, environment_id, page, facility_id, last_page) VALUES ($1, $2, $3, $4, $5)',
      [user.id, environment.id, headers.page, headers.facilityid ?? null, headers.lastpage ?? null],
    );
    return reply.code(204).send();
  });

  // Anonymous: the tenant service's view of a tenant (tenantId query, default the first tenant).
  app.get('/api/tenant/configuration', async (request) => {
    const { tenantId } = validate(tenantQuerySchema, request.query, 'query');
    const environment = await tenantEnvironment(db, tenantId);
    if (!environment) throw notFound('Tenant not found.');
    const { rows } = await db.query<{ name: string }>('SELECT name FROM tenants WHERE id = $1', [
      environment.tenant_id,
    ]);
    const available = await languages(deps);
    return {
      tenantId: environment.tenant_id,
      name: rows[0].name,
      tenantEnvironment: toEnvironment(environment),
      languages: available,
      defaultCulture: available[0]?.cultureName ?? 'en-US',
    };
  });
}
