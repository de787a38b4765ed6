import { useCallback } from 'react';
import type { FacilityListItem } from '../../../contract';
import type { FilterValues } from '../../../machines/filter';
import { useDrillTo } from '../../components/drill-through/drill-link.hooks';
import type { PeerGroup } from './peer-benchmark.model';

/** The peers share the facility's level (uncertified = level 0), category or region, or are the whole filtered network. */
const PEER_NARROWING: Record<PeerGroup, (facility: FacilityListItem) => Partial<FilterValues>> = {
  level: (facility) => ({ awardedLevels: [facility.awardedLevel ?? 0] }),
  category: (facility) => ({ facilityCategoryIds: [facility.categoryId] }),
  region: (facility) => ({ regionIds: [facility.regionId] }),
  network: () => ({}),
};

/**
 * The list of the facility and its peer group in a service element: the filter narrowed
 * to the peer group, and only facilities with a latest score in that element (0-100), as the server
 * counts peers. Every assessment scores every element, so the peer-group card takes one element for
 * all, and each element's bar and table row its own. None while the facility is not known.
 */
export function usePeerList(
  facility: FacilityListItem | undefined,
  peerGroup: PeerGroup,
): (serviceElementId: number) => string | undefined {
  const drillTo = useDrillTo();
  return useCallback(
    (serviceElementId: number) =>
      facility &&
      drillTo(PEER_NARROWING[peerGroup](facility), {}, { serviceElementId, minScore: 0, maxScore: 100 }),
    [drillTo, facility, peerGroup],
  );
}
