import { useCallback } from 'react';
import type { Days } from '../../../machines/facility-list/assessed-range-address';
import type { ListAddress } from '../../../machines/facility-list/list-address';
import type { Level } from '../page-kit/levels';
import { useDrillTo } from './drill-link.hooks';

/** A figure's level as the list's assessed level (uncertified = 0), or none for every level. */
const atLevel = (level: Level | 'none' | undefined) =>
  level === undefined ? {} : { level: level === 'none' ? 0 : level };

/**
 * The list of the facilities a figure of assessments counts: the user's filter, and assessed in a
 * year (`{ year }`) or between two days (a chosen period), at that assessment's level when given.
 */
export function useAssessedList() {
  const drillTo = useDrillTo();
  return useCallback(
    (
      when: { year: number } | Days,
      level?: Level | 'none',
      list: Partial<Omit<ListAddress, 'filter'>> = {},
    ) =>
      drillTo(
        {},
        'year' in when
          ? { ...list, assessedIn: { year: when.year, ...atLevel(level) } }
          : { ...list, assessedBetween: { from: when.from, to: when.to, ...atLevel(level) } },
      ),
    [drillTo],
  );
}
