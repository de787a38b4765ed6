import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTrackEvent } from '../../components/tracking/track-event.hooks';
import { isPeerGroup, type PeerGroup } from './peer-benchmark.model';

const FACILITY_PARAM = 'facilityId';
const PEERS_PARAM = 'peers';

function facilityIdOf(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The chosen facility and peer group live in the address (`?facilityId=12&peers=region`): Facility
 * Details links here with a facility preselected, and a comparison can be shared. A pick by the
 * user is tracked as "Benchmarking selected facility".
 */
export function useBenchmarkSelection() {
  const [search, setSearch] = useSearchParams();
  const track = useTrackEvent();
  const facilityId = facilityIdOf(search.get(FACILITY_PARAM));
  const peersParam = search.get(PEERS_PARAM);
  const peerGroup: PeerGroup = isPeerGroup(peersParam) ? peersParam : 'network';

  const update = useCallback(
    (name: string, value: string) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  const pickFacility = useCallback(
    (id: number) => {
      update(FACILITY_PARAM, String(id));
      track('Benchmarking selected facility', { facilityId: id });
    },
    [update, track],
  );
  const choosePeerGroup = useCallback((group: PeerGroup) => update(PEERS_PARAM, group), [update]);
  return { facilityId, peerGroup, pickFacility, choosePeerGroup };
}
