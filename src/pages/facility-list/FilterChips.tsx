import { CloseButton, Group, Pill, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FilterValues } from '../../../machines/filter';
import { useFilterChipLabel } from '../../components/filter-panel/filter-chip-label.hooks';
import { filterChips, withoutChip } from '../../components/filter-panel/filter-chips';
import {
  elementScoreRange,
  withElementScoreRange,
} from '../../../machines/facility-list/score-range-address';
import { ScoreRangeChip } from './ScoreRangeChip';

const GROWING_PILL = {
  root: { height: 'auto', minHeight: 'var(--pill-height)' },
  label: { height: 'auto', overflow: 'visible' },
};

/** A chip that is not a value of the user's filter (the year of a pivot cell's list). */
export interface ListChip {
  key: string;
  text: string;
  remove: () => void;
}

/**
 * The filter that produced the list, one removable chip per value (keyboard: Tab to its remove
 * button, Enter). It always says what it applies: no filter at all, or (without an active-state
 * chip) that active and inactive facilities are both listed, whatever the filter panel shows.
 */
export function FilterChips({
  filter,
  onChange,
  listChips = [],
}: {
  filter: FilterValues;
  onChange: (filter: FilterValues) => void;
  listChips?: readonly ListChip[];
}) {
  const { t } = useTranslation('analysis');
  const label = useFilterChipLabel();
  const chips: ListChip[] = [
    ...filterChips(filter).map((chip) => ({
      key: `${chip.dimension}:${chip.value}`,
      text: label(chip),
      remove: () => onChange(withoutChip(filter, chip)),
    })),
    ...listChips,
  ];
  const range = elementScoreRange(filter);
  // Said, not implied: a list opened from its address may apply less than the filter panel shows.
  const bothStates = filter.activeStates.length !== 1;
  const noFilter = chips.length === 0 && !range;
  return (
    <Group gap="xs" component="section" aria-label={t('drill.chipsLabel')}>
      <Text size="sm" fw={600} component="span">
        {t('drill.chipsLabel')}
      </Text>
      {noFilter && (
        <Text size="sm" component="span">
          {t('drill.noFilter')}
        </Text>
      )}
      {range && (
        <ScoreRangeChip range={range} onRemove={() => onChange(withElementScoreRange(filter, null))} />
      )}
      {chips.map((chip) => (
        // The pill grows with its remove button (44 px on phones) instead of cutting it off.
        <Pill key={chip.key} size="md" data-chip styles={GROWING_PILL}>
          <Group gap={2} wrap="nowrap">
            {chip.text}
            <CloseButton
              size="xs"
              aria-label={t('drill.removeChip', { chip: chip.text })}
              onClick={chip.remove}
              data-print="hide"
            />
          </Group>
        </Pill>
      ))}
      {bothStates && !noFilter && (
        <Text size="sm" component="span">
          {t('drill.bothStates')}
        </Text>
      )}
    </Group>
  );
}
