import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryKey, QueryParams } from '../../../contract/query.schemas';
import { selectWireFilter, type WireFilter } from '../../../machines/filter';
import { useAppChild } from '../../app/app-actor.context';
import { type QueryParamsArgument, useQueryData } from '../../app/hooks/page-data.hooks';
import { formatDate, formatNumber, formatPercent } from '../../app/format/intl-format';

/** The current facility filter as it goes over the wire (UI-only `_` keys removed, contracts resolved). */
export function useWireFilter(): WireFilter | undefined {
  const filter = useAppChild('filter');
  return useSelector(filter, (snapshot) => (snapshot ? selectWireFilter(snapshot) : undefined));
}

/** The query keys that ask about a facility selection (the filter or a facility-set handle). */
export type FilteredQueryKey = {
  [K in QueryKey]: 'filter' extends keyof QueryParams<K> ? K : never;
}[QueryKey];

/** A getResult query over the current filter: reloads when the filter, the environment or the language changes. */
export function useFilteredPageData<K extends FilteredQueryKey>(key: K, ...[params]: QueryParamsArgument<K>) {
  const filter = useWireFilter();
  return useQueryData(key, { ...params, filter });
}

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/** Number, percent, score, year and date formatters bound to the selected culture. */
export function useFormatters() {
  const { t, i18n } = useTranslation('pages-common');
  const culture = i18n.language;
  return useMemo(
    () => ({
      culture,
      number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, culture, options),
      /** Scores are 0-100, each with one decimal ("70.0" beside "70.2"). */
      score: (value: number | null | undefined) =>
        value === null || value === undefined ? '—' : formatNumber(value, culture, ONE_DECIMAL),
      /** A change of score in points, signed, with one decimal: "+2.5", "−1.0"; "—" without one. */
      scoreChange: (change: number | null) =>
        change === null ? '—' : formatNumber(change, culture, { ...ONE_DECIMAL, signDisplay: 'exceptZero' }),
      /** "Level 1: 262", with the culture's spacing ("Niveau 1 : 262" in French). */
      labelled: (label: string, value: string) => t('labelled', { label, value }),
      /** A year in the culture's digits, ungrouped: "2025", "٢٠٢٥". */
      year: (year: number) => formatNumber(year, culture, { useGrouping: false }),
      percent: (ratio: number, digits = 0) => formatPercent(ratio, culture, digits),
      date: (value: string | number | Date, options?: Intl.DateTimeFormatOptions) =>
        formatDate(value, culture, options),
      /** A YYYY-MM month as "Jan 2025" in the culture. */
      month: (month: string) =>
        formatDate(`${month}-01T00:00:00`, culture, { month: 'short', year: 'numeric' }),
    }),
    [culture, t],
  );
}

export type Formatters = ReturnType<typeof useFormatters>;
