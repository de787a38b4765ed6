import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useEnvironmentView } from '../../app/hooks/environment.hooks';
import { useRemoteData } from '../../app/hooks/remote-data.hooks';
import { useWireFilter } from '../../components/page-kit/page-data.hooks';
import type { CountryOption, RegionOption } from '../../../contract/facility.schemas';
import { clampDrill, type Drill, drillLevel, drillSearch, parseDrill } from './network-drill';

/**
 * The drill-down from the address, kept inside the filter. Drilling pushes a history entry, so the
 * browser's Back goes up one level.
 */
export function useNetworkDrill() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const filter = useWireFilter();
  const { countryId, regionId } = clampDrill(parseDrill(search), filter);
  // One object per place, so what the page derives from the drill (the map's points) is kept.
  const drill = useMemo(() => ({ countryId, regionId }), [countryId, regionId]);
  // The drill replaces only its own parameters: the filter's stay in the address.
  const goTo = useCallback(
    (next: Drill) => navigate({ search: drillSearch(next, search) }),
    [navigate, search],
  );
  return { drill, level: drillLevel(drill), goTo, filter };
}

function nameOf(remote: ReturnType<typeof useRemoteData>, id: number | undefined): string | undefined {
  if (id === undefined || remote.status !== 'success') return undefined;
  return (remote.result?.data as (CountryOption | RegionOption)[] | undefined)?.find(
    (option) => option.id === id,
  )?.name;
}

/** Names of the drilled country and region for the breadcrumbs (the filter panel's option calls). */
export function useDrillNames(drill: Drill): { countryName?: string; regionName?: string } {
  const { selectedId } = useEnvironmentView();
  const countries = useRemoteData('filterOptionData', 'countries', { filter: {} }, [selectedId]);
  const regions = useRemoteData(
    'filterOptionData',
    'regions',
    { filter: { countryIds: drill.countryId === undefined ? [] : [drill.countryId] } },
    [selectedId],
  );
  const countryName = nameOf(countries, drill.countryId);
  const regionName = nameOf(regions, drill.regionId);
  return useMemo(() => ({ countryName, regionName }), [countryName, regionName]);
}
