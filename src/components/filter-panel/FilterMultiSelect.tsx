import { ActionIcon, MultiSelect, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DimensionOptions } from '../../app/hooks/filter-options.hooks';

interface FilterMultiSelectProps {
  label: string;
  value: string[];
  source: DimensionOptions;
  disabled: boolean;
  onChange: (value: string[]) => void;
}

/** One searchable dimension of the filter, with its loading and retry states. */
export function FilterMultiSelect({ label, value, source, disabled, onChange }: FilterMultiSelectProps) {
  const { t } = useTranslation('frame');
  // Keep selected values that are not (yet) among the options visible, labelled by their id.
  const known = new Set(source.options.map((option) => option.value));
  const data = [
    ...source.options,
    ...value.filter((v) => !known.has(v)).map((v) => ({ value: v, label: v })),
  ];
  return (
    <MultiSelect
      label={label}
      data={data}
      value={value}
      onChange={onChange}
      disabled={disabled}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('filter.clearLabel', { label }) }}
      hidePickedOptions
      nothingFoundMessage={source.loading ? t('common.loading') : t('filter.nothingFound')}
      placeholder={value.length === 0 ? t('filter.all') : undefined}
      error={source.failed ? t('filter.loadFailed') : undefined}
      rightSection={
        source.failed && source.retry ? (
          <Tooltip label={t('common.retry')}>
            <ActionIcon
              variant="subtle"
              size="sm"
              onClick={source.retry}
              aria-label={t('filter.retryLabel', { label })}
            >
              <IconRefresh size={14} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : undefined
      }
      comboboxProps={{ withinPortal: true }}
      size="sm"
    />
  );
}
