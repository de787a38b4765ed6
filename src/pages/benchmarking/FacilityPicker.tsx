import { Loader, Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type FacilitySearch, showAsGiven } from '../../components/facility-search/facility-search.hooks';

export interface FacilityPickerProps {
  /** The server-side search over the filtered facilities (useFacilitySearch with this picker's choice). */
  choices: FacilitySearch;
  facilityId: number | null;
  onPick: (facilityId: number) => void;
}

/** A searchable select over the filtered facilities, searched on the server. */
export function FacilityPicker({ choices, facilityId, onPick }: FacilityPickerProps) {
  const { t } = useTranslation('benchmarking');
  const { data, search, setSearch, searching } = choices;
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
      rightSection={
        searching ? <Loader size="xs" role="status" aria-label={t('picker.searching')} /> : undefined
      }
      allowDeselect={false}
      w={{ base: '100%', sm: 360 }}
    />
  );
}
