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
 * The list of the facility and its peer group (issue 15): the filter narrowed to the peer group,
 * and only facilities with a latest score in an element the facility is scored in (0-100), as the
 * server counts peers. Every assessment scores every element, so one element stands for all.
 */
export function usePeerList(
  facility: FacilityListItem | undefined,
  peerGroup: PeerGroup,
  scoredElementId: number | undefined,
): string | undefined {
  const drillTo = useDrillTo();
  if (!facility || scoredElementId === undefined) return undefined;
  return drillTo(
    PEER_NARROWING[peerGroup](facility),
    {},
    { serviceElementId: scoredElementId, minScore: 0, maxScore: 100 },
  );
}
