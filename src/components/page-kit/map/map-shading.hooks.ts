import { useMemo } from 'react';
import type { WireFilter } from '../../../../machines/filter';
import { useFacilityData } from '../../../app/hooks/page-data.hooks';

/** The selection per region and district, for shading them (one small answer per filter). */
export function useMapAreas(filter: WireFilter | undefined, activeOnly = false) {
  const params = useMemo(() => ({ filter, ...(activeOnly && { activeOnly }) }), [filter, activeOnly]);
  const remote = useFacilityData('mapAreas', params);
  return remote.result?.data ?? null;
}

const NO_PARAMS = {};

/** The tenant's region and district shapes (the offline basemap's inner borders). */
export function useMapPlaces() {
  const remote = useFacilityData('mapPlaces', NO_PARAMS);
  return remote.result?.data ?? null;
}
