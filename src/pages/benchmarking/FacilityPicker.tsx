import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Facility } from '../../../machines/shared/domain.types';
import { showAsGiven, useFacilitySearch } from '../../components/facility-search/facility-search.hooks';

export interface FacilityPickerProps {
  facilities: readonly Facility[];
  facilityId: number | null;
  onPick: (facilityId: number) => void;
}

/** A searchable select over the filtered facilities. */
export function FacilityPicker({ facilities, facilityId, onPick }: FacilityPickerProps) {
  const { t } = useTranslation('benchmarking');
  const chosenIds = useMemo(() => (facilityId === null ? [] : [facilityId]), [facilityId]);
  const { data, search, setSearch } = useFacilitySearch(facilities, chosenIds);
  const value = facilityId === null ? null : String(facilityId);
  // A facility chosen by link may lie outside the current filter: keep it visible as the value.
  const options = useMemo(
    () =>
      value === null || data.some((option) => option.value === value)
        ? data
        : [{ value, label: t('picker.outsideFilter', { id: value }) }, ...data],
    [data, value, t],
  );
  return (
    <Select
      label={t('picker.label')}
      placeholder={t('picker.placeholder')}
      nothingFoundMessage={t('picker.nothingFound')}
      data={options}
      value={value}
      onChange={(picked) => picked !== null && onPick(Number(picked))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={showAsGiven}
      allowDeselect={false}
      w={{ base: '100%', sm: 360 }}
    />
  );
}
