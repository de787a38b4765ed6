import { describe, expect, it, vi } from 'vitest';
import type { FacilityMapAnswer, FacilityMapRequest } from '../../../contract/facility-map.schemas';
import { createFacilityDataFetch, SHARED_ANSWER_KEPT_MS } from '../../../src/app/effects/facility-data.fetch';
import { fitView } from '../../../src/components/page-kit/map/map-view';

const EXTENT = { west: 33, south: -4, east: 41, north: 4 };
const mapAnswer = (request: FacilityMapRequest): FacilityMapAnswer => ({
  zoom: request.zoom,
  cellDegrees: 360 / 2 ** (request.zoom + 3),
  total: 10,
  extent: EXTENT,
  clusters: [],
  points: [],
});

function fakeClient() {
  return {
    getFacilityMap: vi.fn(async (request: FacilityMapRequest) => mapAnswer(request)),
    listFacilities: vi.fn(async () => ({ total: 0, offset: 0, limit: 50, items: [] })),
    getMapAreas: vi.fn(async () => ({ regions: [], districts: [] })),
    getMapPlaces: vi.fn(async () => ({ type: 'FeatureCollection', features: [] })),
  };
}

const filter = { activeStates: [true] } as never;
const signal = new AbortController().signal;

describe('maps come from the server, fitted to the selection', () => {
  it("without a view, a zoom-0 overview gives the selection's extent, then the map comes at the zoom that fits it", async () => {
    const qps = fakeClient();
    const fetch = createFacilityDataFetch(qps as never);
    const result = await fetch({ key: 'facilityMap', params: { filter, activeOnly: true } }, signal);
    const { view, frame } = fitView(EXTENT);
    expect(qps.getFacilityMap.mock.calls.map(([request]) => request)).toEqual([
      // The overview is of the whole selection, active or not, so side-by-side maps share one frame.
      { filter, zoom: 0 },
      { filter, zoom: view.zoom, bbox: view.bbox, activeOnly: true },
    ]);
    expect(result.data).toEqual({
      answer: mapAnswer({ zoom: view.zoom }),
      view,
      frame,
      // the map fits this frame only while its selection is still this filter
      selection: JSON.stringify(filter),
    });
  });

  it("with the canvas's size, the view asked for is the one that canvas shows once it has fitted the selection", async () => {
    const qps = fakeClient();
    const frameSize = { width: 390, height: 273 };
    await createFacilityDataFetch(qps as never)(
      { key: 'facilityMap', params: { filter, frameSize } },
      signal,
    );
    const { view } = fitView(EXTENT, frameSize);
    expect(qps.getFacilityMap.mock.calls.at(-1)?.[0]).toEqual({ filter, zoom: view.zoom, bbox: view.bbox });
    // a phone's frame shows the same extent from further away than the default 800 px one
    expect(view.zoom).toBeLessThan(fitView(EXTENT).view.zoom);
  });

  it('maps side by side share one overview request', async () => {
    const qps = fakeClient();
    const fetch = createFacilityDataFetch(qps as never);
    await Promise.all([
      fetch({ key: 'facilityMap', params: { filter } }, signal),
      fetch({ key: 'facilityMap', params: { filter, activeOnly: true } }, signal),
    ]);
    expect(qps.getFacilityMap.mock.calls.filter(([request]) => request.zoom === 0)).toHaveLength(1);
  });

  it('a view passed in (a zoom and box) is asked for directly', async () => {
    const qps = fakeClient();
    const view = { zoom: 9, bbox: [36, -2, 37, -1] as [number, number, number, number] };
    await createFacilityDataFetch(qps as never)({ key: 'facilityMap', params: { filter, view } }, signal);
    expect(qps.getFacilityMap.mock.calls.map(([request]) => request)).toEqual([
      { filter, zoom: 9, bbox: view.bbox },
    ]);
  });

  it('the shading values and the place shapes come from their own calls', async () => {
    const qps = fakeClient();
    const fetch = createFacilityDataFetch(qps as never);
    await fetch({ key: 'mapAreas', params: { filter, activeOnly: true } }, signal);
    await fetch({ key: 'mapPlaces', params: {} }, signal);
    expect(qps.getMapAreas).toHaveBeenCalledWith({ filter, activeOnly: true });
    expect(qps.getMapPlaces).toHaveBeenCalledOnce();
    expect(qps.getFacilityMap).not.toHaveBeenCalled();
  });

  it('two maps asking for the same areas and places at once share one request of each', async () => {
    const qps = fakeClient();
    const fetch = createFacilityDataFetch(qps as never);
    await Promise.all([
      fetch({ key: 'mapAreas', params: { filter } }, signal),
      fetch({ key: 'mapAreas', params: { filter } }, signal),
      fetch({ key: 'mapPlaces', params: {} }, signal),
      fetch({ key: 'mapPlaces', params: {} }, signal),
    ]);
    expect(qps.getMapAreas).toHaveBeenCalledOnce();
    expect(qps.getMapPlaces).toHaveBeenCalledOnce();
  });

  it('a picker with nothing chosen asks the server for nothing', async () => {
    const qps = fakeClient();
    const result = await createFacilityDataFetch(qps as never)(
      { key: 'facilityList', params: { ids: [], limit: 1 } },
      signal,
    );
    expect(qps.listFacilities).not.toHaveBeenCalled();
    expect(result.data).toMatchObject({ total: 0, items: [] });
  });
});

describe('a load of Home asks for nothing twice, also when its maps start a moment apart', () => {
  it('the same map question asked again just after its answer arrived is answered without a second request', async () => {
    const qps = fakeClient();
    const fetch = createFacilityDataFetch(qps as never);
    await fetch({ key: 'facilityMap', params: { filter } }, signal);
    await fetch({ key: 'facilityMap', params: { filter } }, signal);
    expect(qps.getFacilityMap).toHaveBeenCalledTimes(2); // the overview and the fitted map, once each
  });

  it('after a few seconds, or after a failure, the question is asked again', async () => {
    vi.useFakeTimers();
    try {
      const qps = fakeClient();
      const fetch = createFacilityDataFetch(qps as never);
      await fetch({ key: 'facilityMap', params: { filter } }, signal);
      await vi.advanceTimersByTimeAsync(SHARED_ANSWER_KEPT_MS);
      await fetch({ key: 'facilityMap', params: { filter } }, signal);
      expect(qps.getFacilityMap).toHaveBeenCalledTimes(4);
      qps.getMapPlaces.mockRejectedValueOnce(new Error('offline'));
      await expect(fetch({ key: 'mapPlaces', params: {} }, signal)).rejects.toThrow('offline');
      await fetch({ key: 'mapPlaces', params: {} }, signal);
      expect(qps.getMapPlaces).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
