import { useMemo } from 'react';
import type { WireFilter } from '../../../../machines/filter';
import { useFacilityData } from '../../../app/hooks/page-data.hooks';
import type { FrameSize } from './map-camera';
import { fitView, type MapView } from './map-view';

const EMPTY = fitView(null);

/**
 * The server's map of a selection: clusters at the zoom that fits it (or at `view`, when a pan or
 * zoom asks for one), and single points when few. While a new answer loads the previous one stays.
 */
export function useFacilityMapData(
  filter: WireFilter | undefined,
  options: { activeOnly?: boolean; view?: MapView; frameSize?: FrameSize } = {},
) {
  const { activeOnly, view, frameSize } = options;
  const width = frameSize?.width;
  const height = frameSize?.height;
  const params = useMemo(
    () => ({
      filter,
      ...(activeOnly && { activeOnly }),
      ...(view && { view }),
      ...(width && height && { frameSize: { width, height } }),
    }),
    [filter, activeOnly, view, width, height],
  );
  const remote = useFacilityData('facilityMap', params);
  const fitted = remote.result?.data;
  return {
    status: remote.status,
    errorMessage: remote.errorMessage,
    answer: fitted?.answer ?? null,
    view: fitted?.view ?? EMPTY.view,
    frame: fitted?.frame ?? EMPTY.frame,
    selection: fitted?.selection ?? null,
    retry: remote.retry,
  };
}

export type FacilityMapData = ReturnType<typeof useFacilityMapData>;
