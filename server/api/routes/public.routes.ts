import type { FastifyInstance } from 'fastify';
import {
  facilityIdParamsSchema,
  publicFacilitiesQuerySchema,
  publicFacilityQuerySchema,
} from '../../../contract/facility.schemas.js';
import { publicFacilityPageQuerySchema } from '../../../contract/facility-list.schemas.js';
import { publicFacility, publicFacilityPage, thumbnailFacts } from '../../queries/public-facilities.js';
import { replyCached } from '../cached-reply.js';
import { facilityThumbnailSvg } from '../generated-files.js';
import { notFound } from '../http-error.js';
import { publicEnvironmentId } from '../user-environments.js';
import { validate } from '../validate.js';
import type { RouteDeps } from './route-deps.js';

/**
 * Anonymous public view: certified facilities of a tenant's first working environment
 * (tenantId query; default the specially recognised tenant, else the first). Anything else answers 404.
 */
export function publicRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, specialTenantId } = deps;
  const environmentFor = async (tenantId: string | undefined) => {
    const environmentId = await publicEnvironmentId(db, tenantId, specialTenantId);
    if (!environmentId) throw notFound('Tenant not found.');
    return environmentId;
  };

  app.get('/api/qps/public/facilities', async (request, reply) => {
    const { tenantId, ...page } = validate(publicFacilityPageQuerySchema, request.query, 'query');
    const scope = { environmentId: await environmentFor(tenantId) };
    return replyCached(
      deps,
      request,
      reply,
      { route: 'public/facilities', scope, params: page, audience: 'public' },
      () => publicFacilityPage(db, scope.environmentId, page),
    );
  });

  app.get('/api/qps/public/facilities/:id', async (request, reply) => {
    const { id } = validate(facilityIdParamsSchema, request.params, 'path');
    const { tenantId, certificateId } = validate(publicFacilityQuerySchema, request.query, 'query');
    const scope = { environmentId: await environmentFor(tenantId) };
    const params = { id, certificateId };
    return replyCached(
      deps,
      request,
      reply,
      { route: 'public/facility', scope, params, audience: 'public' },
      async () => {
        const facility = await publicFacility(db, scope.environmentId, id, certificateId);
        if (!facility) throw notFound(`Facility ${id} not found.`);
        return facility;
      },
    );
  });

  app.get('/api/qps/public/facilities/:id/thumbnail', async (request, reply) => {
    const { id } = validate(facilityIdParamsSchema, request.params, 'path');
    const { tenantId } = validate(publicFacilitiesQuerySchema, request.query, 'query');
    const facts = await thumbnailFacts(db, await environmentFor(tenantId), id, true);
    if (!facts) throw notFound(`Facility ${id} not found.`);
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=3600')
      .send(facilityThumbnailSvg(facts));
  });
}
