import type { OptionsFilter } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import type { Facility, TrackedEvent } from '../../../machines/shared/domain.types';
import { selectIsSyncing } from '../../../machines/sync';
import { useAppChild } from '../../app/app-actor.context';
import { useFilteredFacilities } from '../../components/page-kit/page-data.hooks';
import { chosenOptions, type FacilityOption, searchFacilities } from './facility-search';

/** Records a tracked usage event (spec section 2: tracked events). */
export function useTrackEvent() {
  const usage = useAppChild('usage');
  return useCallback(
    (event: TrackedEvent, properties?: Record<string, unknown>) =>
      usage?.send({ type: 'usage.track', event, properties }),
    [usage],
  );
}

export type FacilityChoicesStatus = 'loading' | 'empty' | 'success';

/**
 * The filtered facilities to pick from, and whether there are any yet: while a sync runs with no
 * list so far the pickers show a skeleton, not an empty state.
 */
export function useFacilityChoices(): { facilities: Facility[]; status: FacilityChoicesStatus } {
  const sync = useAppChild('sync');
  const syncing = useSelector(sync, (s) => (s ? selectIsSyncing(s) : true));
  const facilities = useFilteredFacilities();
  const status = facilities.length > 0 ? 'success' : syncing ? 'loading' : 'empty';
  return { facilities, status };
}

/**
 * A picker's options: the chosen facilities (so their names show) and the first matches of what
 * the user types. The select gets tens of options, never the whole list.
 */
export function useFacilitySearch(facilities: readonly Facility[], chosenIds: readonly number[]) {
  const [search, setSearch] = useState('');
  const chosenKey = chosenIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: chosenKey stands for the ids' values
  const chosen = useMemo(() => chosenOptions(facilities, chosenIds), [facilities, chosenKey]);
  const data = useMemo((): FacilityOption[] => {
    const matches = searchFacilities(facilities, search);
    const shown = new Set(chosen.map((option) => option.value));
    return [...chosen, ...matches.filter((option) => !shown.has(option.value))];
  }, [facilities, search, chosen]);
  return { data, search, setSearch };
}

/** Options are filtered before they reach the select: it shows them as given. */
export const showAsGiven: OptionsFilter = ({ options }) => options;
