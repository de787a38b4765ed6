import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Period } from '../../../contract/period';
import type { PeriodDelta } from '../../../machines/shared/period-delta';
import type { StatTrend } from '../page-kit';
import { useFormatters } from '../page-kit/page-data.hooks';
import { usePeriodLabel } from './period-label.hooks';

/** How a change is counted: a number of things, score points, or percentage points of a share. */
export type DeltaUnit = 'count' | 'points' | 'percentagePoints';

/** A figure's change stated in words ("Up 4.2 points from Q2 2025"), with its arrow and colour. */
export function usePeriodTrend() {
  const { t } = useTranslation('periods');
  const format = useFormatters();
  const label = usePeriodLabel();
  return useCallback(
    (delta: PeriodDelta, comparison: Period, unit: DeltaUnit): StatTrend => {
      const period = label(comparison);
      const direction = delta.direction === 'up' ? 1 : delta.direction === 'down' ? -1 : 0;
      if (delta.amount === null || delta.direction === 'same' || delta.direction === 'unknown') {
        return { value: 0, tone: 'neutral', text: t(`delta.${delta.direction}`, { period }) };
      }
      // score points with one decimal, as every score
      const number =
        unit === 'points'
          ? format.score(delta.amount)
          : format.number(delta.amount, { maximumFractionDigits: 1 });
      const amount = unit === 'count' ? number : t(`units.${unit}`, { value: number, count: delta.amount });
      return { value: direction, tone: delta.tone, text: t(`delta.${delta.direction}`, { amount, period }) };
    },
    [t, format, label],
  );
}
