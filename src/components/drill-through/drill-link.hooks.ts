import { useCallback } from 'react';
import { listToAddress, type ListAddress } from '../../../machines/facility-list/list-address';
import { DEFAULT_FILTER, type FilterValues, narrowFilter } from '../../../machines/filter';
import { useFilterView } from '../../app/hooks/filter.hooks';

/**
 * Builds drill-through addresses: the user's current filter narrowed to what a figure, bar, row or
 * map region counts. Maps call it with the region's ids (`drillTo({ regionIds: [4] })`).
 */
export function useDrillTo() {
  const { values } = useFilterView();
  return useCallback(
    (narrowing: Partial<FilterValues>, list: Partial<Omit<ListAddress, 'filter'>> = {}) =>
      // Over the default, so a filter restored from an older slice still names every dimension.
      listToAddress({ ...list, filter: narrowFilter({ ...DEFAULT_FILTER, ...values }, narrowing) }),
    [values],
  );
}
