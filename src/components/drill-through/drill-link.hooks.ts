import { useCallback } from 'react';
import type { PlaceProperties } from '../../../contract/map-areas.schemas';
import { listToAddress, type ListAddress } from '../../../machines/facility-list/list-address';
import {
  type ElementScoreRange,
  withElementScoreRange,
} from '../../../machines/facility-list/score-range-address';
import { DEFAULT_FILTER, type FilterValues, narrowFilter } from '../../../machines/filter';
import { useEnvironmentView } from '../../app/hooks/environment.hooks';
import { useFilterView } from '../../app/hooks/filter.hooks';

/**
 * Builds drill-through addresses: the user's current filter narrowed to what a figure, bar, row or
 * map region counts, in the selected environment. Maps call it with the region's ids (`drillTo({ regionIds: [4] })`); a heat-map
 * cell adds the service element's score range it stands for.
 */
export function useDrillTo() {
  const { values } = useFilterView();
  const { selectedId } = useEnvironmentView();
  return useCallback(
    (
      narrowing: Partial<FilterValues>,
      list: Partial<Omit<ListAddress, 'filter'>> = {},
      scoreRange: ElementScoreRange | null = null,
    ) => {
      // Over the default, so a filter restored from an older slice still names every dimension.
      const filter = narrowFilter({ ...DEFAULT_FILTER, ...values }, narrowing);
      const address = { ...list, filter: withElementScoreRange(filter, scoreRange) };
      return listToAddress(address, selectedId ?? undefined);
    },
    [values, selectedId],
  );
}

/** A map's region or district as a filter narrowing: the drill-through list of its facilities. */
export const placeNarrowing = (place: Pick<PlaceProperties, 'kind' | 'id'>): Partial<FilterValues> =>
  place.kind === 'region' ? { regionIds: [place.id] } : { districtIds: [place.id] };
