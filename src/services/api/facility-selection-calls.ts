import type { WireFilter } from '../../../machines/filter/filter.types';
import type { PublicFacility } from '../../../contract/facility.schemas';
import type {
  FacilityExportRequest,
  FacilityListPage,
  FacilityListRequest,
  Page,
} from '../../../contract/facility-list.schemas';
import type { FacilityMapAnswer, FacilityMapRequest } from '../../../contract/facility-map.schemas';
import type { FacilitySet } from '../../../contract/facility-set.schemas';
import type { MapAreasAnswer, MapAreasRequest, PlacesAnswer } from '../../../contract/map-areas.schemas';
import { facilityPost } from './facility-post';
import type { CallOptions } from './qps-client.types';
import type { QpsHttp } from './qps-http';

/** The public list's query: a page of the tenant's certified facilities, searched on the server. */
export interface PublicFacilityPageQuery {
  tenantId?: string;
  search?: string;
  /** One certification level, 1-5. */
  level?: number;
  offset?: number;
  limit?: number;
}

/**
 * Calls that answer a bounded slice of a facility selection (a handle, a page, map clusters),
 * so no answer grows with the environment; the CSV export is the one streamed exception.
 */
export function createFacilitySelectionCalls(http: QpsHttp) {
  const post = facilityPost(http);

  return {
    /** POST /api/qps/facility/set: the filter's facility-set handle and how many it selects. */
    getFacilitySet: post<WireFilter, FacilitySet>('set'),
    /** POST /api/qps/facility/list: one page of the selection, sorted and searched on the server. */
    listFacilities: post<FacilityListRequest, FacilityListPage>('list'),
    /** POST /api/qps/facility/map: grid clusters at a zoom, plus the single points inside a box. */
    getFacilityMap: post<FacilityMapRequest, FacilityMapAnswer>('map'),
    /** POST /api/qps/facility/areas: the selection per region and district (the map's shading). */
    getMapAreas: post<MapAreasRequest, MapAreasAnswer>('areas'),
    /** GET /api/qps/geo/places: the tenant's region and district shapes (GeoJSON). */
    getMapPlaces: (options: CallOptions = {}) =>
      http.json<PlacesAnswer>({ access: 'signedIn', method: 'GET', url: '/api/qps/geo/places', ...options }),
    /** POST /api/qps/facility/export: the whole selection as a CSV file. */
    exportFacilities: (request: FacilityExportRequest, options: CallOptions = {}) =>
      http.blob({
        access: 'signedIn',
        method: 'POST',
        url: '/api/qps/facility/export',
        data: request,
        ...options,
      }),
    /** GET /api/qps/public/facilities?tenantId&search&level&offset&limit (anonymous): one page. */
    getPublicFacilities: (query: PublicFacilityPageQuery, options: CallOptions = {}) =>
      http.json<Page<PublicFacility>>({
        access: 'anonymous',
        method: 'GET',
        url: '/api/qps/public/facilities',
        params: { ...query },
        ...options,
      }),
  };
}
