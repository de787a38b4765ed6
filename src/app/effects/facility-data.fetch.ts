import type { FacilityListItem, FacilityListRequest, Page } from '../../../contract/facility-list.schemas';
import type { FetchPageDataInput, PageDataResult } from '../../../machines/page-data';
import type { WireFilter } from '../../../machines/filter';
import { type FittedMap, fitView, type MapView } from '../../components/page-kit/map/map-view';
import type { QpsClient } from '../../services/api';

/** Server-side facility data of the pages: a page of the list, or the map of the selection. */
export type FacilityDataKey = 'facilityList' | 'facilityMap';

export interface FacilityMapParams {
  filter?: WireFilter;
  activeOnly?: boolean;
  /** A zoom and box to show; without one the map fits the whole selection. */
  view?: MapView;
}

const NO_FACILITIES: Page<FacilityListItem> = { total: 0, offset: 0, limit: 0, items: [] };

type FacilityDataClient = Pick<QpsClient, 'listFacilities' | 'getFacilityMap'>;

/**
 * The map of a selection. Without a view, a zoom-0 overview (a handful of clusters) gives the
 * extent of the whole selection, activeOnly or not, so maps side by side share one frame; then
 * the clusters (and the single points, when few) come at the zoom that fits that extent.
 */
async function fittedMap(qps: FacilityDataClient, params: FacilityMapParams, signal?: AbortSignal) {
  const { filter, activeOnly, view } = params;
  const fitted = view ?? fitView((await qps.getFacilityMap({ filter, zoom: 0 }, { signal })).extent);
  const answer = await qps.getFacilityMap(
    { filter, zoom: fitted.zoom, bbox: fitted.bbox, ...(activeOnly && { activeOnly }) },
    { signal },
  );
  return { answer, view: fitted } satisfies FittedMap;
}

/** The facilityData logic's fetch: every answer is a page or an aggregate, never the whole list. */
export function createFacilityDataFetch(qps: FacilityDataClient) {
  return async ({ key, params }: FetchPageDataInput, signal?: AbortSignal): Promise<PageDataResult> => {
    if (key === 'facilityList') {
      const request = params as FacilityListRequest;
      // No ids asked for (a picker with nothing chosen): nothing to fetch.
      if (request.ids?.length === 0) return { data: NO_FACILITIES, texts: {}, options: {} };
      const page = await qps.listFacilities(request, { signal });
      return { data: page, texts: {}, options: {} };
    }
    if (key === 'facilityMap') {
      return { data: await fittedMap(qps, params as FacilityMapParams, signal), texts: {}, options: {} };
    }
    throw new Error(`Unknown facility data: ${key}`);
  };
}
