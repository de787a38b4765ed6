import {
  facilityIdParamsSchema,
  publicFacilitiesQuerySchema,
  publicFacilityQuerySchema,
} from '../../../contract/facility.schemas.js';
import { publicFacilityPageQuerySchema } from '../../../contract/facility-list.schemas.js';
import { publicFacility, publicFacilityPage, thumbnailFacts } from '../../queries/public-facilities.js';
import * as answers from '../answers.schemas.js';
import type { ApiRoutes } from '../api-route.js';
import { replyCached } from '../cached-reply.js';
import { facilityThumbnailSvg } from '../generated-files.js';
import { notFound } from '../http-error.js';
import { publicEnvironmentId } from '../user-environments.js';
import type { RouteDeps } from './route-deps.js';

const NOT_FOUND = {
  description: 'No such tenant, or no such certified facility in it',
  schema: answers.errorAnswer,
};

/**
 * Anonymous public view: certified facilities of a tenant's first working environment
 * (tenantId query; default the specially recognised tenant, else the first). Anything else answers 404.
 */
export function publicRoutes(routes: ApiRoutes, deps: RouteDeps): void {
  const { db, specialTenantId } = deps;
  const environmentFor = async (tenantId: string | undefined) => {
    const environmentId = await publicEnvironmentId(db, tenantId, specialTenantId);
    if (!environmentId) throw notFound('Tenant not found.');
    return environmentId;
  };

  routes.add({
    method: 'GET',
    url: '/api/qps/public/facilities',
    summary: 'The certified facilities of a tenant, a page at a time, searched by name, code or place',
    access: 'anonymous',
    request: { querystring: publicFacilityPageQuerySchema },
    answers: {
      200: { description: 'Page<PublicFacility>', schema: answers.publicFacilityPage },
      404: NOT_FOUND,
    },
    handler: async (request, reply) => {
      const { tenantId, ...page } = request.query;
      const scope = { environmentId: await environmentFor(tenantId) };
      return replyCached(
        deps,
        request,
        reply,
        { route: 'public/facilities', scope, params: page, audience: 'public' },
        () => publicFacilityPage(db, scope.environmentId, page),
      );
    },
  });

  routes.add({
    method: 'GET',
    url: '/api/qps/public/facilities/:id',
    summary: 'One certified facility (and, when given, only under that certificate)',
    access: 'anonymous',
    request: { params: facilityIdParamsSchema, querystring: publicFacilityQuerySchema },
    answers: {
      200: { description: 'PublicFacilityDetails', schema: answers.publicFacilityDetails },
      404: NOT_FOUND,
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const { tenantId, certificateId } = request.query;
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
    },
  });

  routes.add({
    method: 'GET',
    url: '/api/qps/public/facilities/:id/thumbnail',
    summary: 'A certified facility’s thumbnail',
    access: 'anonymous',
    request: { params: facilityIdParamsSchema, querystring: publicFacilitiesQuerySchema },
    answers: { 200: { description: 'SVG image', type: 'image/svg+xml' }, 404: NOT_FOUND },
    handler: async (request, reply) => {
      const { id } = request.params;
      const facts = await thumbnailFacts(db, await environmentFor(request.query.tenantId), id, true);
      if (!facts) throw notFound(`Facility ${id} not found.`);
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', 'public, max-age=3600')
        .send(facilityThumbnailSvg(facts));
    },
  });
}
