import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Period } from '../../../contract/period';
import { useFormatters } from '../page-kit/page-data.hooks';

/** A period in the reader's words: "2025", "Q3 2025", "July 2025", "1 Jan 2025 – 30 Jun 2025". */
export function usePeriodLabel() {
  const { t } = useTranslation('periods');
  const format = useFormatters();
  return useCallback(
    (period: Period): string => {
      switch (period.kind) {
        case 'year':
          return format.year(period.year);
        case 'quarter':
          return t('label.quarter', { quarter: period.quarter, year: period.year });
        case 'month':
          return format.date(`${period.year}-${String(period.month).padStart(2, '0')}-01T00:00:00`, {
            month: 'long',
            year: 'numeric',
          });
        case 'range': {
          const day = (text: string) => format.date(`${text}T00:00:00`, { dateStyle: 'medium' });
          return t('label.range', { from: day(period.from), to: day(period.to) });
        }
      }
    },
    [t, format],
  );
}
