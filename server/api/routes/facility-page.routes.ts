import { Readable } from 'node:stream';
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
import * as answers from '../answers.schemas.js';
import type { ApiRoutes } from '../api-route.js';
import type { InEnvironment } from '../authenticate.js';
import { replyCached } from '../cached-reply.js';
import { facilityCsv } from '../facility-csv.js';
import { canonicalFilter, type FacilitySelection, ownerOf, resolveSelection } from '../facility-selection.js';
import { saveFacilitySet } from '../facility-set-store.js';
import type { RouteDeps } from './route-deps.js';

const HANDLE_NOT_FOUND = {
  description: 'A facility-set handle of another user, tenant or environment, or never issued',
  schema: answers.errorAnswer,
};

/**
 * The calls that keep the portal's downloads small: facility-set handles, paged lists, map
 * clusters, and the streamed CSV export (the one answer as big as the selection). No body means
 * `{}`: every facility the caller may see.
 */
export function facilityPageRoutes(routes: ApiRoutes, deps: RouteDeps): void {
  const { db } = deps;

  /** The body's filter or handle turned into the filter, and the rest of the body. */
  const selectionOf = async <T extends FacilitySelection>(caller: InEnvironment, body: T) => {
    const filter = await resolveSelection(db, ownerOf(caller), body);
    const { filter: _filter, facilitySet: _handle, ...rest } = body;
    return { filter, rest };
  };

  // The portal asks on every filter change: the answer (handle and count) is cached per owner,
  // filter and data version; the handle's row is written when the answer is first produced.
  routes.add({
    method: 'POST',
    url: '/api/qps/facility/set',
    summary: 'A handle for the filter’s selection, and how many facilities it selects now',
    request: { body: facilitySetRequestSchema.prefault({}) },
    answers: { 200: { description: 'FacilitySet', schema: answers.facilitySet } },
    handler: async (request, reply, caller) => {
      const filter = canonicalFilter(request.body);
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
    },
  });

  /** A selection call answered through the cache; the key holds the resolved filter, not the handle. */
  const cachedSelectionCall = <T extends FacilitySelection>(
    name: string,
    summary: string,
    body: ZodType<T>,
    answer: { description: string; schema: ZodType },
    produce: (
      scope: ScopeContext,
      filter: WireFilter,
      rest: Omit<T, 'filter' | 'facilitySet'>,
    ) => Promise<unknown>,
  ) =>
    routes.add({
      method: 'POST',
      url: `/api/qps/facility/${name}`,
      summary,
      request: { body: body.prefault({} as T) },
      answers: { 200: answer, 404: HANDLE_NOT_FOUND },
      handler: async (request, reply, caller) => {
        const { filter, rest } = await selectionOf(caller, request.body as T);
        const { scope } = caller;
        return replyCached(
          deps,
          request,
          reply,
          { route: `facility/${name}`, scope, params: { filter, ...rest } },
          () => produce(scope, filter, rest),
        );
      },
    });

  cachedSelectionCall(
    'list',
    'One page of the selected facilities, sorted and searched',
    facilityListRequestSchema,
    { description: 'Page<FacilityListItem>', schema: answers.facilityPage },
    (scope, filter, rest) => facilityPage(db, scope, filter, rest),
  );
  cachedSelectionCall(
    'map',
    'The selected facilities in map clusters at one zoom, and the single facilities in the box',
    facilityMapRequestSchema,
    { description: 'FacilityMapAnswer', schema: answers.facilityMap },
    (scope, filter, rest) => facilityMap(db, scope, filter, rest),
  );
  // the choropleth's values: per region and district, so its size grows with places, not facilities
  cachedSelectionCall(
    'areas',
    'The selected facilities summed per region and per district',
    mapAreasRequestSchema,
    { description: 'MapAreasAnswer', schema: answers.mapAreas },
    (scope, filter, rest) => mapAreas(db, scope, filter, rest),
  );

  // the offline basemap's region and district shapes, of the caller's tenant only
  routes.add({
    method: 'GET',
    url: '/api/qps/geo/places',
    summary: 'The region and district shapes of the caller’s tenant (GeoJSON)',
    answers: { 200: { description: 'PlacesAnswer', schema: answers.places } },
    handler: async (request, reply, { scope }) =>
      replyCached(deps, request, reply, { route: 'geo/places', scope, params: null }, () =>
        tenantPlaces(db, scope.environmentId),
      ),
  });

  routes.add({
    method: 'POST',
    url: '/api/qps/facility/export',
    summary: 'The whole selection as CSV, streamed',
    request: { body: facilityExportRequestSchema.prefault({}) },
    answers: { 200: { description: 'CSV, as an attachment', type: 'text/csv' }, 404: HANDLE_NOT_FOUND },
    handler: async (request, reply, caller) => {
      const { filter, rest } = await selectionOf(caller, request.body);
      const { scope } = caller;
      const day = new Date().toISOString().slice(0, 10);
      const { rows: categories } = await db.query<{ id: number; name: string }>(
        'SELECT id, name FROM facility_categories',
      );
      const culture = request.headers.culture;
      const csvOptions = {
        culture: typeof culture === 'string' ? culture : undefined,
        categoryNames: new Map(categories.map((category) => [category.id, category.name])),
      };
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="facilities-${scope.environmentId}-${day}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(Readable.from(facilityCsv(facilityExportBatches(db, scope, filter, rest), csvOptions)));
    },
  });
}
