import type { FacilityListItem, FacilityListRequest, Page } from '../../../contract/facility-list.schemas';
import type { MapAreasRequest } from '../../../contract/map-areas.schemas';
import type { FetchPageDataInput, PageDataResult } from '../../../machines/page-data';
import type { WireFilter } from '../../../machines/filter';
import type { FrameSize } from '../../components/page-kit/map/map-camera';
import { type FittedMap, fitView, type MapView, selectionKey } from '../../components/page-kit/map/map-view';
import type { QpsClient } from '../../services/api';

/** Server-side facility data of the pages: a page of the list, or the map of the selection. */
export type FacilityDataKey = 'facilityList' | 'facilityMap' | 'mapAreas' | 'mapPlaces';

export interface FacilityMapParams {
  filter?: WireFilter;
  activeOnly?: boolean;
  /** A zoom and box to show; without one the map fits the whole selection. */
  view?: MapView;
  /** The canvas's size in px, when known: the fitted view is worked out for it. */
  frameSize?: FrameSize;
}

const NO_FACILITIES: Page<FacilityListItem> = { total: 0, offset: 0, limit: 0, items: [] };

/**
 * How long a shared map answer serves the same question again after it arrived: long enough for
 * the second map of a page to start (it waits until it nears the screen, and a busy phone or
 * machine takes seconds), short against how often the data change.
 */
export const SHARED_ANSWER_KEPT_MS = 30_000;

type FacilityDataClient = Pick<
  QpsClient,
  'listFacilities' | 'getFacilityMap' | 'getMapAreas' | 'getMapPlaces'
>;

/** The facilityData logic's fetch: every answer is a page or an aggregate, never the whole list. */
export function createFacilityDataFetch(qps: FacilityDataClient) {
  // Maps side by side ask for the same overview, areas and places at once: they share one
  // request each. A shared request is not cancelled with either map (a remounting map must not
  // fail the other), and is small. An answer is kept half a minute after it arrives, so a map that
  // starts a moment later (near the screen, or on a busy machine) or asks again for the view it was
  // just fitted to gets it without a second request; a failure is forgotten at once.
  const inFlight = new Map<string, Promise<unknown>>();
  function shared<T>(key: string, ask: () => Promise<T>): Promise<T> {
    let running = inFlight.get(key) as Promise<T> | undefined;
    if (!running) {
      running = ask();
      inFlight.set(key, running);
      const forget = () => inFlight.delete(key);
      running.then(() => setTimeout(forget, SHARED_ANSWER_KEPT_MS), forget);
    }
    return running;
  }
  const overviewOf = (filter: WireFilter | undefined) =>
    shared(`overview ${JSON.stringify(filter ?? null)}`, () => qps.getFacilityMap({ filter, zoom: 0 }));

  /**
   * The map of a selection. Without a view, a zoom-0 overview of the whole selection (active or
   * not, so maps side by side share one frame) gives its extent, and the clusters come for the
   * view a canvas of `frameSize` shows once it has fitted it. A view passed in (a zoom and box:
   * the camera's after a move) is asked for directly.
   */
  async function fittedMap({ filter, activeOnly, view, frameSize }: FacilityMapParams, signal?: AbortSignal) {
    const overview = view ? null : await overviewOf(filter);
    signal?.throwIfAborted();
    const fitted = view ? { view, frame: view.bbox } : fitView(overview?.extent ?? null, frameSize);
    const { zoom, bbox } = fitted.view;
    const request = { filter, zoom, bbox, ...(activeOnly && { activeOnly }) };
    // the two maps of a page ask the same question when they show the same selection and view
    const answer = await shared(`map ${JSON.stringify(request)}`, () => qps.getFacilityMap(request));
    signal?.throwIfAborted();
    return { answer, ...fitted, selection: selectionKey(filter) } satisfies FittedMap;
  }

  return async ({ key, params }: FetchPageDataInput, signal?: AbortSignal): Promise<PageDataResult> => {
    if (key === 'facilityList') {
      const request = params as FacilityListRequest;
      // No ids asked for (a picker with nothing chosen): nothing to fetch.
      if (request.ids?.length === 0) return { data: NO_FACILITIES, texts: {}, options: {} };
      const page = await qps.listFacilities(request, { signal });
      return { data: page, texts: {}, options: {} };
    }
    if (key === 'facilityMap') {
      return { data: await fittedMap(params as FacilityMapParams, signal), texts: {}, options: {} };
    }
    if (key === 'mapAreas') {
      const request = params as MapAreasRequest;
      const data = await shared(`areas ${JSON.stringify(request)}`, () => qps.getMapAreas(request));
      signal?.throwIfAborted();
      return { data, texts: {}, options: {} };
    }
    if (key === 'mapPlaces') {
      const data = await shared('places', () => qps.getMapPlaces());
      signal?.throwIfAborted();
      return { data, texts: {}, options: {} };
    }
    throw new Error(`Unknown facility data: ${key}`);
  };
}
