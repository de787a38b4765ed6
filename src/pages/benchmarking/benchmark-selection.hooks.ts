import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withoutParams } from '../../../machines/shared/period-address';
import { useAddressCorrection } from '../../app/hooks/address-notice.hooks';
import { useAddressWriter } from '../../app/hooks/address-writer.hooks';
import { useFacilitySearch } from '../../components/facility-search/facility-search.hooks';
import { useTrackEvent } from '../../components/tracking/track-event.hooks';
import { FACILITY_PARAM, PEERS_PARAM, type PeerGroup, selectionFromAddress } from './peer-benchmark.model';

/**
 * The chosen facility and peer group live in the address (`?facilityId=12&peers=region`): Facility
 * Details links here with a facility preselected, and a comparison can be shared. What the page
 * cannot use (an unreadable id or peer group, a facility the environment does not hold) leaves the
 * address with the "not understood" notice. The picker's choices come with it, since they tell
 * whether the facility is held. A pick by the user is tracked as "Benchmarking selected facility".
 */
export function useBenchmarkSelection() {
  const [search] = useSearchParams();
  const write = useAddressWriter();
  const track = useTrackEvent();
  const text = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: text stands for the parameters' values
  const asked = useMemo(() => selectionFromAddress(search, null).value.facilityId, [text]);
  const chosenIds = useMemo(() => (asked === null ? [] : [asked]), [asked]);
  const choices = useFacilitySearch(chosenIds);
  const { chosenFound } = choices;
  // biome-ignore lint/correctness/useExhaustiveDependencies: text stands for the parameters' values
  const { value, invalid } = useMemo(() => selectionFromAddress(search, chosenFound), [text, chosenFound]);
  // Corrected once the environment has said whether it holds the facility: one notice names all.
  const judged = asked === null || chosenFound !== null;
  useAddressCorrection(judged ? invalid : [], withoutParams(search, invalid));

  const update = useCallback(
    (name: string, next: string) =>
      write(
        (latest) => {
          latest.set(name, next);
          return `?${latest}`;
        },
        { replace: true },
      ),
    [write],
  );
  const pickFacility = useCallback(
    (id: number) => {
      update(FACILITY_PARAM, String(id));
      track('Benchmarking selected facility', { facilityId: id });
    },
    [update, track],
  );
  const choosePeerGroup = useCallback((group: PeerGroup) => update(PEERS_PARAM, group), [update]);
  return { ...value, choices, pickFacility, choosePeerGroup };
}
