import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { heatBandRange } from '../../../contract/heat-bands';
import { useDrillTo } from '../../components/drill-through/drill-link.hooks';
import type { Formatters } from '../../components/page-kit/page-data.hooks';
import { type ComparedElement, type ComparedFacility, REFERENCE_ROW_ID } from './comparison.model';
import type { HeatCellLink } from './HeatCell';

/**
 * Drill-through on the heat map: what each cell opens.
 * - a facility's score: the filter's facilities scoring that element in the same band;
 * - the median row's score: every facility of the filter scored in that element;
 * - a facility's average: its Facility Details; the median row's: the filter's facilities.
 * A cell without a score, or whose band holds no facility, opens nothing.
 */
export function useHeatCellLinks(format: Formatters, elementName: (name: string) => string) {
  const { t } = useTranslation('references');
  const drillTo = useDrillTo();
  const elementLink = useCallback(
    (row: ComparedFacility, element: ComparedElement): HeatCellLink | undefined => {
      const score = row.scores[element.id] ?? null;
      const count = row.drillCounts[element.id] ?? 0;
      if (score === null || count === 0) return undefined;
      const isReference = row.id === REFERENCE_ROW_ID;
      const range = isReference ? { minScore: 0, maxScore: 100 } : heatBandRange(score);
      const names = {
        score: format.score(score),
        count,
        formatted: format.number(count),
        min: format.number(range.minScore),
        max: format.number(range.maxScore),
        element: elementName(element.name),
      };
      return {
        to: drillTo({}, {}, { serviceElementId: element.id, ...range }),
        label: t(isReference ? 'heat.medianCell' : 'heat.bandCell', names),
      };
    },
    [drillTo, t, format, elementName],
  );
  const averageLink = useCallback(
    (row: ComparedFacility): HeatCellLink | undefined => {
      if (row.average === null) return undefined;
      const score = format.score(row.average);
      return row.id === REFERENCE_ROW_ID
        ? { to: drillTo({}), label: t('heat.medianAverage', { score }) }
        : {
            to: `/facility/details/${row.id}`,
            label: t('heat.facilityAverage', { score, facility: row.name }),
          };
    },
    [drillTo, t, format],
  );
  return { elementLink, averageLink };
}
