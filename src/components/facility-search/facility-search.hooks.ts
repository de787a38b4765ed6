import type { OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import type { PageDataStatus } from '../../../machines/page-data';
import { useFacilityData } from '../../app/hooks/page-data.hooks';
import { useWireFilter } from '../page-kit/page-data.hooks';
import { itemsOf, pickerOptions, SEARCH_DEBOUNCE_MS, SHOWN_OPTIONS } from './facility-search';

/**
 * A picker's options from the server: a page of the filtered facilities whose name or code matches
 * what the user typed (asked once typing pauses), and the chosen facilities by id so their names
 * show even outside the filter. `status` is the first page's: loading, empty (the filter selects
 * nothing), failure, or success; later searches keep the options shown until their answer arrives.
 */
export function useFacilitySearch(chosenIds: readonly number[]) {
  const filter = useWireFilter();
  const [search, setSearch] = useState('');
  const [pausedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const matchParams = useMemo(
    () => ({ filter, limit: SHOWN_OPTIONS, ...(pausedSearch && { search: pausedSearch }) }),
    [filter, pausedSearch],
  );
  const matches = useFacilityData('facilityList', matchParams);
  const chosenKey = chosenIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: chosenKey stands for the ids' values
  const chosenParams = useMemo(
    () => ({ ids: [...chosenIds], limit: Math.max(1, chosenIds.length) }),
    [chosenKey],
  );
  const chosen = useFacilityData('facilityList', chosenParams);
  const matchItems = itemsOf(matches.result?.data);
  const chosenItems = itemsOf(chosen.result?.data);
  const chosenFound = useMemo(
    () => (chosen.answered ? chosenItems.map((item) => item.id) : null),
    [chosen.answered, chosenItems],
  );
  const data = useMemo(() => pickerOptions(chosenItems, matchItems), [chosenItems, matchItems]);
  const nothingToPick = matches.status === 'success' && !pausedSearch && matchItems.length === 0;
  const status: PageDataStatus = nothingToPick ? 'empty' : matches.status;
  return {
    data,
    /** The chosen facilities as the server lists them (level, category, place). */
    chosen: chosenItems,
    /** The chosen ids the environment holds, once its answer is in (null before): an address can name others. */
    chosenFound: chosenFound,
    search,
    setSearch,
    /** A search is on its way to the server (typed, or waiting for the answer). */
    searching: search.trim() !== pausedSearch || matches.status === 'loading',
    status,
    // a later search reloads while the options stay on screen: the picker must not turn into a skeleton
    refreshing: matches.refreshing,
    errorMessage: matches.errorMessage,
    retry: matches.retry,
  };
}

export type FacilitySearch = ReturnType<typeof useFacilitySearch>;

/** Options are filtered on the server: the select shows them as given. */
export const showAsGiven: OptionsFilter = ({ options }) => options;
