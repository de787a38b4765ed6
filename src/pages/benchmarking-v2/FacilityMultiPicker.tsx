import { MultiSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Facility } from '../../../machines/shared/domain.types';
import { showAsGiven, useFacilitySearch } from '../../components/facility-search/facility-search.hooks';
import { applyPicks, MAX_COMPARED_FACILITIES } from './comparison.model';

export interface FacilityMultiPickerProps {
  facilities: readonly Facility[];
  facilityIds: number[];
  onChange: (facilityIds: number[]) => void;
}

/** Picks up to eight facilities; a ninth pick is refused with a message saying why. */
export function FacilityMultiPicker({ facilities, facilityIds, onChange }: FacilityMultiPickerProps) {
  const { t } = useTranslation('benchmarking');
  const { data, search, setSearch } = useFacilitySearch(facilities, facilityIds);
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
      clearable
      hidePickedOptions
      maw={720}
    />
  );
}
