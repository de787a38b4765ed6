import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, formatPercent } from '../../app/format/intl-format';

/** Number, percent, score and date formatters bound to the selected culture. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const culture = i18n.language;
  return useMemo(
    () => ({
      culture,
      number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, culture, options),
      /** Scores are 0-100 with one decimal. */
      score: (value: number | null | undefined) =>
        value === null || value === undefined
          ? '—'
          : formatNumber(value, culture, { maximumFractionDigits: 1 }),
      percent: (ratio: number, digits = 0) => formatPercent(ratio, culture, digits),
      date: (value: string | number | Date, options?: Intl.DateTimeFormatOptions) =>
        formatDate(value, culture, options),
      /** A YYYY-MM month as "Jan 2025" in the culture. */
      month: (month: string) =>
        formatDate(`${month}-01T00:00:00`, culture, { month: 'short', year: 'numeric' }),
    }),
    [culture],
  );
}

export type Formatters = ReturnType<typeof useFormatters>;
