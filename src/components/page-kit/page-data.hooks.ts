import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { selectWireFilter, type WireFilter } from '../../../machines/filter';
import type { PageDataParams, PageDataResult } from '../../../machines/page-data';
import { useAppChild } from '../../app/app-actor.context';
import { usePageData } from '../../app/hooks/page-data.hooks';
import { formatDate, formatNumber, formatPercent } from '../../app/format/intl-format';

const NO_ROWS: never[] = [];

/** The current facility filter as it goes over the wire (UI-only `_` keys removed, contracts resolved). */
export function useWireFilter(): WireFilter | undefined {
  const filter = useAppChild('filter');
  return useSelector(filter, (snapshot) => (snapshot ? selectWireFilter(snapshot) : undefined));
}

/** A getResult query over the current filter: reloads when the filter, the environment or the language changes. */
export function useFilteredPageData(key: string, params: PageDataParams = {}) {
  const filter = useWireFilter();
  return usePageData(key, { ...params, filter });
}

/** The rows of a page-data result (a list), typed by the caller; none when there is no result. */
export function rowsOf<Row>(result: PageDataResult | null): Row[] {
  // The same empty list every time, so memos over the rows hold while a section has none.
  return Array.isArray(result?.data) ? (result.data as Row[]) : NO_ROWS;
}

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
