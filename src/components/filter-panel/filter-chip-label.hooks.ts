import { useTranslation } from 'react-i18next';
import { useFilterOptions } from '../../app/hooks/filter-options.hooks';
import type { FilterChip } from './filter-chips';

/**
 * Names a filter chip as the filter panel names its option ("Arusha", "Level 3"); a value whose
 * options have not loaded (or that no option has) falls back to "Region 4". Shared by the
 * drill-through list's chips and the printed report header, so both say the same words.
 */
export function useFilterChipLabel(): (chip: FilterChip) => string {
  const { t } = useTranslation('analysis');
  const options = useFilterOptions();
  return (chip) =>
    options[chip.dimension].options.find((option) => option.value === chip.value)?.label ??
    t(`drill.chip.${chip.fallback}`, { id: chip.value, level: chip.value });
}
