import { z } from 'zod';
import { tenantIdSchema, tenantQuerySchema } from '../../../contract/common.schemas.js';
import {
  telemetryHeadersSchema,
  tenantEnvironmentQuerySchema,
  userSettingsPutSchema,
  userSettingsSchema,
  userSettingUpdateSchema,
} from '../../../contract/session.schemas.js';
import { saveUserSettings } from '../../db/users.js';
import * as answers from '../answers.schemas.js';
import type { ApiRoutes } from '../api-route.js';
import { badRequest, notFound } from '../http-error.js';
import { tenantEnvironment, toEnvironment, userEnvironments } from '../user-environments.js';
import { validate } from '../validate.js';
import type { RouteDeps } from './route-deps.js';

async function languages(deps: RouteDeps) {
  const { rows } = await deps.db.query<{ cultureName: string }>(
    'SELECT culture_name AS "cultureName" FROM languages ORDER BY sort_order',
  );
  return rows;
}

const TENANT_NOT_FOUND = { description: 'No such tenant', schema: answers.errorAnswer };

/** Environments, languages, permissions, user settings, page telemetry and the tenant configuration. */
export function sessionRoutes(routes: ApiRoutes, deps: RouteDeps): void {
  const { db } = deps;

  routes.add({
    method: 'GET',
    url: '/api/qps/environment',
    summary: 'The working environments of the caller’s tenant (no environmentId header needed)',
    access: 'signed-in',
    answers: { 200: { description: 'Environment[]', schema: answers.environments } },
    handler: async (_request, _reply, { user }) => (await userEnvironments(db, user)).map(toEnvironment),
  });

  routes.add({
    method: 'GET',
    url: '/api/qps/environment/tenant',
    summary:
      'The tenant environment (the signed-out theme): tenant from ?tenantId, else the tenantId header, else the first',
    access: 'anonymous',
    request: {
      querystring: tenantEnvironmentQuerySchema,
      headers: z.object({ tenantid: tenantIdSchema.optional() }),
    },
    answers: { 200: { description: 'Environment', schema: answers.environment }, 404: TENANT_NOT_FOUND },
    handler: async (request) => {
      const environment = await tenantEnvironment(db, request.query.tenantId ?? request.headers.tenantid);
      if (!environment) throw notFound('Tenant not found.');
      return toEnvironment(environment);
    },
  });

  routes.add({
    method: 'GET',
    url: '/api/qps/language',
    summary: 'The languages the portal offers',
    access: 'anonymous',
    answers: { 200: { description: 'LanguageOption[]', schema: answers.languages } },
    handler: () => languages(deps),
  });

  routes.add({
    method: 'GET',
    url: '/api/qps/permission/permissions',
    summary: 'The caller’s permissions',
    answers: { 200: { description: '[{ name }]', schema: answers.permissions } },
    handler: async (_request, _reply, { user }) => user.permissions.map((name) => ({ name })),
  });

  routes.add({
    method: 'GET',
    url: '/api/qps/users/settings',
    summary: 'The caller’s settings',
    answers: { 200: { description: 'The settings record', schema: answers.userSettings } },
    handler: async (_request, _reply, { user }) => user.settings,
  });

  routes.add({
    method: 'PUT',
    url: '/api/qps/users/settings',
    summary: 'Saves one setting ({ key, value }) or replaces the whole record',
    request: { body: userSettingsPutSchema },
    answers: { 200: { description: 'The settings record as saved', schema: answers.userSettings } },
    handler: async (request, _reply, { user }) => {
      const single = userSettingUpdateSchema.safeParse(request.body);
      // a one-key update must leave a valid whole record too
      const next = validate(
        userSettingsSchema,
        single.success ? { ...user.settings, [single.data.key]: single.data.value } : request.body,
        'body',
      );
      if (typeof next.language === 'string') {
        const known = (await languages(deps)).some((language) => language.cultureName === next.language);
        if (!known) throw badRequest(`Invalid body: language ${next.language} is not an available language.`);
      }
      return saveUserSettings(db, user.id, next);
    },
  });

  routes.add({
    method: 'POST',
    url: '/api/qps/Telemetry/Page',
    summary: 'Records a page view; the body is empty, page and facility travel as headers',
    request: { headers: telemetryHeadersSchema },
    answers: { 204: { description: 'Recorded' } },
    handler: async (request, reply, { user, environment }) => {
      if (request.body !== undefined && request.body !== null && request.body !== '') {
        throw badRequest('Invalid body: the body must be empty; page and facilityId travel as headers.');
      }
      const { page, facilityid, lastpage } = request.headers;
      await db.query(
        'INSERT INTO page_telemetry (user_id, environment_id, page, facility_id, last_page) VALUES ($1, $2, $3, $4, $5)',
        [user.id, environment.id, page, facilityid ?? null, lastpage ?? null],
      );
      return reply.code(204).send();
    },
  });

  routes.add({
    method: 'GET',
    url: '/api/tenant/configuration',
    summary: 'The tenant service’s view of a tenant (?tenantId, default the first tenant)',
    access: 'anonymous',
    request: { querystring: tenantQuerySchema },
    answers: {
      200: { description: 'TenantConfiguration', schema: answers.tenantConfiguration },
      404: TENANT_NOT_FOUND,
    },
    handler: async (request) => {
      const environment = await tenantEnvironment(db, request.query.tenantId);
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
    },
  });
}
