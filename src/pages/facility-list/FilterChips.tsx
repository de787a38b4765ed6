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

/** The filter that produced the list, one removable chip per value (keyboard: Tab to its remove button, Enter). */
export function FilterChips({
  filter,
  onChange,
}: {
  filter: FilterValues;
  onChange: (filter: FilterValues) => void;
}) {
  const { t } = useTranslation('analysis');
  const label = useFilterChipLabel();
  const chips = filterChips(filter);
  const range = elementScoreRange(filter);
  if (chips.length === 0 && !range) return null;
  return (
    <Group gap="xs" component="section" aria-label={t('drill.chipsLabel')}>
      <Text size="sm" fw={600} component="span">
        {t('drill.chipsLabel')}
      </Text>
      {range && (
        <ScoreRangeChip range={range} onRemove={() => onChange(withElementScoreRange(filter, null))} />
      )}
      {chips.map((chip) => {
        const text = label(chip);
        return (
          // The pill grows with its remove button (44 px on phones) instead of cutting it off.
          <Pill key={`${chip.dimension}:${chip.value}`} size="md" data-chip styles={GROWING_PILL}>
            <Group gap={2} wrap="nowrap">
              {text}
              <CloseButton
                size="xs"
                aria-label={t('drill.removeChip', { chip: text })}
                onClick={() => onChange(withoutChip(filter, chip))}
                data-print="hide"
              />
            </Group>
          </Pill>
        );
      })}
    </Group>
  );
}
