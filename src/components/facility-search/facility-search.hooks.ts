import type { OptionsFilter } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { Facility } from '../../../machines/shared/domain.types';
import { chosenOptions, type FacilityOption, searchFacilities } from './facility-search';

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
