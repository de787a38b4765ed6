import { useMemo } from 'react';
import type { WireFilter } from '../../../../machines/filter';
import { useFacilityData } from '../../../app/hooks/page-data.hooks';
import { type FittedMap, fitView, type MapView } from './map-view';

const EMPTY_VIEW = fitView(null);

/**
 * The server's map of a selection: clusters at the zoom that fits it (or at `view`, when a pan or
 * zoom asks for one), and single points when few. While a new answer loads the previous one stays.
 */
export function useFacilityMapData(
  filter: WireFilter | undefined,
  options: { activeOnly?: boolean; view?: MapView } = {},
) {
  const { activeOnly, view } = options;
  const params = useMemo(
    () => ({ filter, ...(activeOnly && { activeOnly }), ...(view && { view }) }),
    [filter, activeOnly, view],
  );
  const remote = useFacilityData('facilityMap', params);
  const fitted = remote.result?.data as FittedMap | undefined;
  return {
    status: remote.status,
    errorMessage: remote.errorMessage,
    answer: fitted?.answer ?? null,
    view: fitted?.view ?? EMPTY_VIEW,
    selection: fitted?.selection ?? null,
    retry: remote.retry,
  };
}

export type FacilityMapData = ReturnType<typeof useFacilityMapData>;
