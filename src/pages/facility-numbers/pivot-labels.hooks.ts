import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PivotDimension } from '../../../contract/pivot-dimensions';
import { useFilterOptions } from '../../app/hooks/filter-options.hooks';
import { useReferenceLabel } from '../../app/hooks/reference-label.hooks';
import type { FilterDimension } from '../../components/filter-panel/filter-dimensions';
import { type Level, useLevelName } from '../../components/page-kit';

/** The many-valued dimensions, named as the filter panel names their options (keys match the options' values). */
const OPTION_DIMENSIONS: Partial<Record<PivotDimension, FilterDimension>> = {
  contract: '_contractIds',
  contractGroup: '_contractGroups',
  survey: 'surveyIds',
};
const NONE_LABELLED: readonly PivotDimension[] = [
  'year',
  'facilityGroup',
  'contract',
  'contractGroup',
  'survey',
];

/**
 * A pivot value's words in the user's language: levels, states and "none"; categories and groups as
 * reference data; contracts, contract groups and surveys as the filter panel's options say them;
 * places (and anything not loaded yet) as the server names them.
 */
export function usePivotValueLabel() {
  const { t } = useTranslation(['pivot', 'pages-common']);
  const levelName = useLevelName();
  const referenceLabel = useReferenceLabel();
  const options = useFilterOptions();
  const optionLabels = useMemo(() => {
    const labels = new Map<string, string>();
    for (const [dimension, filterDimension] of Object.entries(OPTION_DIMENSIONS)) {
      for (const option of options[filterDimension].options)
        labels.set(`${dimension}:${option.value}`, option.label);
    }
    return labels;
  }, [options]);
  return useCallback(
    (dimension: PivotDimension, key: string, serverLabel: string) => {
      if (dimension === 'level') return levelName(key === 'none' ? 'none' : (Number(key) as Level));
      if (dimension === 'activeState')
        return t(`pages-common:active.${key === 'active' ? 'active' : 'inactive'}`);
      if (key === 'none' && NONE_LABELLED.includes(dimension)) return t(`none.${dimension}`);
      if (dimension === 'category') return referenceLabel('categories', serverLabel);
      if (dimension === 'facilityGroup') return referenceLabel('facilityGroups', serverLabel);
      return optionLabels.get(`${dimension}:${key}`) ?? serverLabel;
    },
    [levelName, referenceLabel, t, optionLabels],
  );
}
