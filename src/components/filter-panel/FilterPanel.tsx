import { Alert, Badge, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconFilter, IconLock, IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFilterEvents, useFilterView } from '../../app/hooks/filter.hooks';
import { useFilterOptions } from '../../app/hooks/filter-options.hooks';
import { DeferredMount } from '../deferred-mount/DeferredMount';
import { useFormatters } from '../page-kit/page-data.hooks';
import { FilterMultiSelect } from './FilterMultiSelect';
import { FILTER_DIMENSIONS, toFilterPatch, toSelectValues } from './filter-dimensions';

/**
 * The facility filter: ten searchable dimensions, the active-filter count, reset to default,
 * and, for a facility user, the whole panel locked with the reason.
 */
export function FilterPanel() {
  const { t } = useTranslation('frame');
  const { values, activeCount, isDefault, isLocked } = useFilterView();
  const { set, reset } = useFilterEvents();
  const options = useFilterOptions();
  const format = useFormatters();
  return (
    <Stack gap="xs" component="section" aria-labelledby="filter-panel-title">
      <Group justify="space-between" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconFilter size={18} aria-hidden />
          <Title order={2} size="h5" id="filter-panel-title">
            {t('filter.title')}
          </Title>
          {/* A label needs a role to be read: as an image the badge says "1 active filter", not "1". */}
          <Badge
            circle={activeCount < 10}
            role="img"
            aria-label={t('filter.activeCount', { count: activeCount })}
          >
            {format.number(activeCount)}
          </Badge>
        </Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconRestore size={14} aria-hidden />}
          onClick={reset}
          disabled={isDefault || isLocked}
        >
          {t('filter.reset')}
        </Button>
      </Group>
      {isLocked && (
        <Alert icon={<IconLock size={18} />} title={t('filter.lockedTitle')} variant="light">
          {t('filter.lockedReason')}
        </Alert>
      )}
      {/* Ten searchable selects take long to mount together: each arrives in a task of its own. */}
      {FILTER_DIMENSIONS.map((dimension) => (
        <DeferredMount key={dimension} fallback={<Skeleton height={58} radius="sm" />}>
          <FilterMultiSelect
            label={t(`filter.dimensions.${dimension}`)}
            value={toSelectValues(dimension, values)}
            source={options[dimension]}
            disabled={isLocked}
            onChange={(selected) => set(toFilterPatch(dimension, selected))}
          />
        </DeferredMount>
      ))}
    </Stack>
  );
}
