import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FacilityOption } from './facility-picking.hooks';

/** Options rendered at once in the dropdown; typing narrows the (possibly 100,000) facilities. */
const SHOWN_OPTIONS = 50;

export interface FacilityPickerProps {
  options: FacilityOption[];
  facilityId: number | null;
  onPick: (facilityId: number) => void;
}

/** A searchable select over the filtered facilities. */
export function FacilityPicker({ options, facilityId, onPick }: FacilityPickerProps) {
  const { t } = useTranslation('benchmarking');
  const value = facilityId === null ? null : String(facilityId);
  // A facility chosen by link may lie outside the current filter: keep it visible as the value.
  const data = useMemo(
    () =>
      value === null || options.some((option) => option.value === value)
        ? options
        : [{ value, label: t('picker.outsideFilter', { id: value }) }, ...options],
    [options, value, t],
  );
  return (
    <Select
      label={t('picker.label')}
      placeholder={t('picker.placeholder')}
      nothingFoundMessage={t('picker.nothingFound')}
      data={data}
      value={value}
      onChange={(picked) => picked !== null && onPick(Number(picked))}
      searchable
      limit={SHOWN_OPTIONS}
      allowDeselect={false}
      w={{ base: '100%', sm: 360 }}
    />
  );
}
