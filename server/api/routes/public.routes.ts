import type { FastifyInstance } from 'fastify';
import {
  facilityIdParamsSchema,
  publicFacilitiesQuerySchema,
  publicFacilityQuerySchema,
} from '../../../contract/facility.schemas.js';
import { publicFacilities, publicFacility, thumbnailFacts } from '../../queries/public-facilities.js';
import { facilityThumbnailSvg } from '../generated-files.js';
import { notFound } from '../http-error.js';
import { publicEnvironmentId } from '../user-environments.js';
import { validate } from '../validate.js';
import type { RouteDeps } from './route-deps.js';

/**
 * Anonymous public view: certified facilities of a tenant's first working environment
 * (tenantId query; default the first tenant). Anything else answers 404.
 */
export function publicRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  const environmentFor = async (tenantId: string | undefined) => {
    const environmentId = await publicEnvironmentId(db, tenantId);
    if (!environmentId) throw notFound('Tenant not found.');
    return environmentId;
  };

  app.get('/api/qps/public/facilities', async (request) => {
    const { tenantId } = validate(publicFacilitiesQuerySchema, request.query, 'query');
    return publicFacilities(db, await environmentFor(tenantId));
  });

  app.get('/api/qps/public/facilities/:id', async (request) => {
    const { id } = validate(facilityIdParamsSchema, request.params, 'path');
    const { tenantId, certificateId } = validate(publicFacilityQuerySchema, request.query, 'query');
    const facility = await publicFacility(db, await environmentFor(tenantId), id, certificateId);
    if (!facility) throw notFound(`Facility ${id} not found.`);
    return facility;
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
