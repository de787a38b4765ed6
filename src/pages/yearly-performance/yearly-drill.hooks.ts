import { useCallback } from 'react';
import type { ListAddress } from '../../../machines/facility-list/list-address';
import { useDrillTo } from '../../components/drill-through/drill-link.hooks';
import type { Level } from '../../components/page-kit/levels';

/**
 * The list of the facilities a Yearly Performance figure counts: the user's filter, and assessed in
 * the year (at that assessment's level for a level-mix figure; uncertified = level 0). The page
 * counts assessments, one per facility and year, so the list has as many facilities.
 */
export function useYearList() {
  const drillTo = useDrillTo();
  return useCallback(
    (year: number, level?: Level | 'none', list: Partial<Omit<ListAddress, 'filter'>> = {}) =>
      drillTo(
        {},
        {
          ...list,
          assessedIn: { year, ...(level !== undefined && { level: level === 'none' ? 0 : level }) },
        },
      ),
    [drillTo],
  );
}

export type YearList = ReturnType<typeof useYearList>;
