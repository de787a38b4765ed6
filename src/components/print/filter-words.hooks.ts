import { useTranslation } from 'react-i18next';
import { DEFAULT_FILTER } from '../../../machines/filter';
import { useFilterView } from '../../app/hooks/filter.hooks';
import { useFilterChipLabel } from '../filter-panel/filter-chip-label.hooks';
import { useFormatters } from '../page-kit/page-data.hooks';
import { filterSummaryParts } from './filter-summary';

/**
 * The portal's filter in words ("Level: Level 3 or Level 4; Region: Arusha"), or "All facilities,
 * no filter": one wording for the printed report header and the exported charts.
 */
export function useFilterWords(): string {
  const { t } = useTranslation(['print', 'frame']);
  const format = useFormatters();
  const { values } = useFilterView();
  const chipLabel = useFilterChipLabel();
  // Values of one dimension are alternatives ("Level 3 or Level 4"); dimensions narrow together.
  const alternatives = new Intl.ListFormat(format.culture, { type: 'disjunction' });
  // every dimension present, even from a filter written in part (a page's test stand-in)
  const parts = filterSummaryParts({ ...DEFAULT_FILTER, ...values }, chipLabel);
  if (parts.length === 0) return t('report.noFilter');
  return parts
    .map((part) =>
      t('report.filterPart', {
        dimension: t(`frame:filter.dimensions.${part.dimension}`),
        values: alternatives.format(part.labels),
      }),
    )
    .join('; ');
}
