import { useCallback } from 'react';
import { type Days, yearDaysInPeriod } from '../../../machines/facility-list/assessed-range-address';
import type { ListAddress } from '../../../machines/facility-list/list-address';
import { useAssessedList } from '../../components/drill-through/assessed-list.hooks';
import type { Level } from '../../components/page-kit/levels';

/**
 * The list of the facilities a Yearly Performance figure counts: the user's filter, and assessed in
 * the year (at that assessment's level for a level-mix figure; uncertified = level 0). Within a chosen
 * period (`days`) a year holds only the assessments dated in the period, so the list is of those days
 * of the year. The page counts assessments, one per facility and year, so the list has as many facilities.
 */
export function useYearList(days: Days | null = null) {
  const assessedList = useAssessedList();
  return useCallback(
    (year: number, level?: Level | 'none', list: Partial<Omit<ListAddress, 'filter'>> = {}) =>
      assessedList(days ? yearDaysInPeriod(year, days) : { year }, level, list),
    [assessedList, days],
  );
}

export type YearList = ReturnType<typeof useYearList>;
