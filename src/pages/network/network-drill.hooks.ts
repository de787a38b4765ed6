import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAddressCorrection } from '../../app/hooks/address-notice.hooks';
import { useAddressWriter } from '../../app/hooks/address-writer.hooks';
import { useEnvironmentView } from '../../app/hooks/environment.hooks';
import { type RemoteData, useRemoteData } from '../../app/hooks/remote-data.hooks';
import { useWireFilter } from '../../components/page-kit/page-data.hooks';
import {
  clampDrill,
  DRILL_PARAMS,
  type Drill,
  drillDepth,
  drillFromAddress,
  drillInPlaces,
  drillLevel,
  drillSearch,
  pinnedDrill,
} from './network-drill';

/**
 * The drill-down from the address, kept inside the filter. Drilling pushes a history entry, so the
 * browser's Back goes up one level. A drill the page cannot follow (an unreadable id, a country the
 * environment lacks, a region outside its country) leaves the address with the "not understood"
 * notice; one outside the filter is narrowed silently (the filter changed, not the address).
 */
export function useNetworkDrill() {
  const [search] = useSearchParams();
  const filter = useWireFilter();
  const text = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: text stands for the parameters' values
  const read = useMemo(() => drillFromAddress(search), [text]);
  const places = useDrillPlaces(read.value);
  const checked = drillInPlaces(read.value, places);
  const invalid = DRILL_PARAMS.filter(
    (name) => read.invalid.includes(name) || checked.invalid.includes(name),
  );
  // Corrected once the places are known, so one notice names everything dropped.
  const judged =
    (read.value.countryId === undefined || places.countryIds !== null) &&
    (read.value.regionId === undefined || places.regionIds !== null);
  useAddressCorrection(judged ? invalid : [], drillSearch(checked.value, search));
  // No drill in the address: start below what the filter pins (one region: its districts).
  const addressDrills = read.value.countryId !== undefined;
  const regionCountry = (id: number) =>
    (places.regions.result?.data ?? []).find((option) => option.id === id)?.countryId;
  const pinned = pinnedDrill(filter, regionCountry);
  const { countryId, regionId } = clampDrill(addressDrills ? checked.value : pinned, filter);
  // One object per place, so what the page derives from the drill (the map's points) is kept.
  const drill = useMemo(() => ({ countryId, regionId }), [countryId, regionId]);
  // The drill replaces only its own parameters: the filter's stay in the address.
  const write = useAddressWriter();
  const goTo = useCallback((next: Drill) => write((latest) => drillSearch(next, latest)), [write]);
  const countryName = nameOf(places.countries, drill.countryId);
  const regionName = nameOf(places.regions, drill.regionId);
  const names = useMemo(() => ({ countryName, regionName }), [countryName, regionName]);
  // The levels the filter pins are not a way up: going there would come straight back.
  return { drill, level: drillLevel(drill), goTo, filter, names, pinnedDepth: drillDepth(pinned) };
}

type PlaceList = RemoteData<'filterOptionData', 'countries' | 'regions'>;

const optionsOf = (remote: PlaceList) => remote.result?.data ?? [];

function nameOf(remote: PlaceList, id: number | undefined): string | undefined {
  if (id === undefined || remote.status !== 'success') return undefined;
  return optionsOf(remote).find((option) => option.id === id)?.name;
}

/** The ids of a place list once its answer for the current drill is in; null before. */
const idsOf = (remote: PlaceList) => (remote.answered ? optionsOf(remote).map((option) => option.id) : null);

/**
 * The environment's countries and the drilled country's regions (the filter panel's option calls):
 * their names for the breadcrumbs and the map's title, their ids to check the address's drill.
 */
function useDrillPlaces(drill: Drill) {
  const { selectedId } = useEnvironmentView();
  const countries = useRemoteData('filterOptionData', 'countries', { filter: {} }, [selectedId]);
  const regions = useRemoteData(
    'filterOptionData',
    'regions',
    { filter: { countryIds: drill.countryId === undefined ? [] : [drill.countryId] } },
    [selectedId],
  );
  return { countries, regions, countryIds: idsOf(countries), regionIds: idsOf(regions) };
}
