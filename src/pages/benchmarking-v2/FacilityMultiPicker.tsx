import { Loader, MultiSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FacilitySearch, showAsGiven } from '../../components/facility-search/facility-search.hooks';
import { applyPicks, MAX_COMPARED_FACILITIES } from './comparison.model';

export interface FacilityMultiPickerProps {
  /** The server-side search over the filtered facilities (useFacilitySearch with the chosen ids). */
  choices: FacilitySearch;
  facilityIds: number[];
  onChange: (facilityIds: number[]) => void;
}

/** Picks up to eight facilities; a ninth pick is refused with a message saying why. */
export function FacilityMultiPicker({ choices, facilityIds, onChange }: FacilityMultiPickerProps) {
  const { t } = useTranslation('benchmarking');
  const { data, search, setSearch, searching } = choices;
  const [refused, setRefused] = useState(false);
  const change = (values: string[]) => {
    const result = applyPicks(facilityIds, values.map(Number));
    setRefused(!result.accepted);
    if (result.accepted) onChange(result.ids);
  };
  return (
    <MultiSelect
      label={t('v2.picker.label')}
      description={t('v2.picker.description', { count: facilityIds.length, max: MAX_COMPARED_FACILITIES })}
      placeholder={facilityIds.length < MAX_COMPARED_FACILITIES ? t('v2.picker.placeholder') : undefined}
      nothingFoundMessage={t('picker.nothingFound')}
      data={data}
      value={facilityIds.map(String)}
      onChange={change}
      error={refused ? t('v2.limit', { max: MAX_COMPARED_FACILITIES }) : undefined}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={showAsGiven}
      rightSection={
        searching ? <Loader size="xs" role="status" aria-label={t('picker.searching')} /> : undefined
      }
      clearable
      hidePickedOptions
      maw={720}
    />
  );
}
