import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import {
  facilityExportRequestSchema,
  facilityListRequestSchema,
} from '../../../contract/facility-list.schemas.js';
import { facilityMapRequestSchema } from '../../../contract/facility-map.schemas.js';
import type { FacilitySet } from '../../../contract/facility-set.schemas.js';
import { facilitySetRequestSchema } from '../../../contract/facility-set.schemas.js';
import type { WireFilter } from '../../../contract/filter.schemas.js';
import { mapAreasRequestSchema } from '../../../contract/map-areas.schemas.js';
import { facilityExportBatches } from '../../queries/facility-export.queries.js';
import { facilityMap } from '../../queries/facility-map.queries.js';
import { countSelection, facilityPage } from '../../queries/facility-page.queries.js';
import { mapAreas, tenantPlaces } from '../../queries/map-areas.queries.js';
import type { ScopeContext } from '../../queries/facility-scope.js';
import { replyCached } from '../cached-reply.js';
import { facilityCsv } from '../facility-csv.js';
import { canonicalFilter, type FacilitySelection, ownerOf, resolveSelection } from '../facility-selection.js';
import { saveFacilitySet } from '../facility-set-store.js';
import { noQuery, validate } from '../validate.js';
import type { RouteDeps } from './route-deps.js';

/**
 * The calls that keep the portal's downloads small: facility-set handles, paged lists, map
 * clusters, and the streamed CSV export (the one answer as big as the selection).
 */
export function facilityPageRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, auth } = deps;

  /** Authenticates, validates the body, and turns its filter or handle into the filter. */
  const selectionRequest = async <T extends FacilitySelection>(
    request: FastifyRequest,
    schema: ZodType<T>,
  ) => {
    validate(noQuery, request.query, 'query');
    const caller = await auth.inEnvironment(request);
    const body = validate(schema, request.body ?? {}, 'body');
    const filter = await resolveSelection(db, ownerOf(caller), body);
    const { filter: _filter, facilitySet: _handle, ...rest } = body;
    return { scope: caller.scope, filter, rest };
  };

  // The portal asks on every filter change: the answer (handle and count) is cached per owner,
  // filter and data version; the handle's row is written when the answer is first produced.
  app.post('/api/qps/facility/set', async (request, reply) => {
    validate(noQuery, request.query, 'query');
    const caller = await auth.inEnvironment(request);
    const filter = canonicalFilter(validate(facilitySetRequestSchema, request.body ?? {}, 'body'));
    const owner = ownerOf(caller);
    return replyCached(
      deps,
      request,
      reply,
      { route: 'facility/set', scope: caller.scope, params: { filter, owner } },
      async (): Promise<FacilitySet> => {
        const handle = await saveFacilitySet(db, owner, filter);
        return { handle, count: await countSelection(db, caller.scope, filter) };
      },
    );
  });

  /** A selection call answered through the cache; the key holds the resolved filter, not the handle. */
  const cachedSelectionCall = <T extends FacilitySelection>(
    name: string,
    schema: ZodType<T>,
    answer: (
      scope: ScopeContext,
      filter: WireFilter,
      rest: Omit<T, 'filter' | 'facilitySet'>,
    ) => Promise<unknown>,
  ) =>
    app.post(`/api/qps/facility/${name}`, async (request, reply) => {
      const { scope, filter, rest } = await selectionRequest(request, schema);
      return replyCached(
        deps,
        request,
        reply,
        { route: `facility/${name}`, scope, params: { filter, ...rest } },
        () => answer(scope, filter, rest),
      );
    });

  cachedSelectionCall('list', facilityListRequestSchema, (scope, filter, rest) =>
    facilityPage(db, scope, filter, rest),
  );
  cachedSelectionCall('map', facilityMapRequestSchema, (scope, filter, rest) =>
    facilityMap(db, scope, filter, rest),
  );
  // the choropleth's values: per region and district, so its size grows with places, not facilities
  cachedSelectionCall('areas', mapAreasRequestSchema, (scope, filter, rest) =>
    mapAreas(db, scope, filter, rest),
  );

  // the offline basemap's region and district shapes, of the caller's tenant only
  app.get('/api/qps/geo/places', async (request, reply) => {
    validate(noQuery, request.query, 'query');
    const { scope } = await auth.inEnvironment(request);
    return replyCached(deps, request, reply, { route: 'geo/places', scope, params: null }, () =>
      tenantPlaces(db, scope.environmentId),
    );
  });

  app.post('/api/qps/facility/export', async (request, reply) => {
    const { scope, filter, rest } = await selectionRequest(request, facilityExportRequestSchema);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="facilities-${scope.environmentId}-${day}.csv"`)
      .header('Cache-Control', 'private, no-store')
      .send(Readable.from(facilityCsv(facilityExportBatches(db, scope, filter, rest))));
  });
}
