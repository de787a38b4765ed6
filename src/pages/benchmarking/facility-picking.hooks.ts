import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type { Facility, TrackedEvent } from '../../../machines/shared/domain.types';
import { selectIsSyncing } from '../../../machines/sync';
import { useAppChild } from '../../app/app-actor.context';
import { useFilteredFacilities } from '../../components/page-kit/page-data.hooks';

/** Records a tracked usage event (spec section 2: tracked events). */
export function useTrackEvent() {
  const usage = useAppChild('usage');
  return useCallback(
    (event: TrackedEvent, properties?: Record<string, unknown>) =>
      usage?.send({ type: 'usage.track', event, properties }),
    [usage],
  );
}

export interface FacilityOption {
  value: string;
  label: string;
}

/**
 * Select options for the filtered facilities, by name. Built once per list (it may hold 100,000):
 * a plain comparison of lower-cased names, because a locale-aware sort of that many blocks the page.
 */
export function useFacilityOptions(facilities: readonly Facility[]): FacilityOption[] {
  return useMemo(() => {
    const keyed = facilities.map((facility) => ({
      key: facility.name.toLowerCase(),
      option: { value: String(facility.id), label: facility.name },
    }));
    keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return keyed.map(({ option }) => option);
  }, [facilities]);
}

export type FacilityChoicesStatus = 'loading' | 'empty' | 'success';

/**
 * The filtered facilities as options, and whether there are any yet: while a sync runs with no
 * list so far the pickers show a skeleton, not an empty state.
 */
export function useFacilityChoices(): { options: FacilityOption[]; status: FacilityChoicesStatus } {
  const sync = useAppChild('sync');
  const syncing = useSelector(sync, (s) => (s ? selectIsSyncing(s) : true));
  const options = useFacilityOptions(useFilteredFacilities());
  const status = options.length > 0 ? 'success' : syncing ? 'loading' : 'empty';
  return { options, status };
}
