import { Fieldset, Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  COMPARISONS,
  type Comparison,
  PERIOD_KINDS,
  type Period,
  type PeriodKind,
  periodOfKind,
} from '../../../contract/period';
import { useFormatters } from '../page-kit/page-data.hooks';
import { RangeFields } from './RangeFields';

export interface PeriodPickerProps {
  period: Period;
  compareTo: Comparison;
  /** The years the page has data for, offered in the year list (the chosen one is always offered). */
  years: readonly number[];
  onChange: (choice: { period: Period; compareTo: Comparison }) => void;
  /**
   * Pages whose default is every year (Yearly Performance, a facility's history) offer "All years"
   * first; `selected` while the address names no period (`period` is then where a type choice starts).
   */
  allYears?: { selected: boolean; onSelect: () => void };
}

const ALL_YEARS = 'all';

const QUARTERS = [1, 2, 3, 4] as const;
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
/**
 * A select is at least this wide and otherwise as wide as its longest choice, so a longer name in
 * another language ("Toutes les années") is shown whole, not cut.
 */
const SELECT_SIZE = { miw: 150, w: 'auto' } as const;

/**
 * The period of a page's time-based figures (a year, a quarter, a month or a range
 * of days) and what it is compared with. Native selects and date fields: every part works by
 * keyboard and is read by screen readers with its label.
 */
export function PeriodPicker({ period, compareTo, years, onChange, allYears }: PeriodPickerProps) {
  const { t } = useTranslation('periods');
  const format = useFormatters();
  const change = (next: Period) => onChange({ period: next, compareTo });
  const year = 'year' in period ? period.year : Number(period.to.slice(0, 4));
  const yearOptions = [...new Set([...years, year])]
    .sort((a, b) => b - a)
    .map((value) => ({ value: String(value), label: format.year(value) }));
  const all = allYears?.selected === true;
  const kinds = PERIOD_KINDS.map((kind) => ({ value: kind, label: t(`picker.kinds.${kind}`) }));
  const chooseKind = (kind: string) =>
    kind === ALL_YEARS ? allYears?.onSelect() : change(periodOfKind(period, kind as PeriodKind));
  const monthName = (month: number) =>
    format.date(`2000-${String(month).padStart(2, '0')}-01T00:00:00`, { month: 'long' });

  return (
    <Fieldset legend={t('picker.legend')} variant="unstyled" data-print="hide">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('picker.kind')}
          value={all ? ALL_YEARS : period.kind}
          data={allYears ? [{ value: ALL_YEARS, label: t('picker.kinds.all') }, ...kinds] : kinds}
          onChange={(event) => chooseKind(event.currentTarget.value)}
          {...SELECT_SIZE}
        />
        {!all && period.kind !== 'range' && (
          <NativeSelect
            label={t('picker.year')}
            value={String(year)}
            data={yearOptions}
            onChange={(event) => change({ ...period, year: Number(event.currentTarget.value) })}
            w={110}
          />
        )}
        {!all && period.kind === 'quarter' && (
          <NativeSelect
            label={t('picker.quarter')}
            value={String(period.quarter)}
            data={QUARTERS.map((quarter) => ({
              value: String(quarter),
              label: t('picker.quarterOption', { quarter }),
            }))}
            onChange={(event) =>
              change({ ...period, quarter: Number(event.currentTarget.value) as 1 | 2 | 3 | 4 })
            }
            w={110}
          />
        )}
        {!all && period.kind === 'month' && (
          <NativeSelect
            label={t('picker.month')}
            value={String(period.month)}
            data={MONTHS.map((month) => ({ value: String(month), label: monthName(month) }))}
            onChange={(event) => change({ ...period, month: Number(event.currentTarget.value) })}
            {...SELECT_SIZE}
          />
        )}
        {!all && period.kind === 'range' && (
          <RangeFields from={period.from} to={period.to} onApply={change} />
        )}
        {!all && (
          <NativeSelect
            label={t('picker.compare')}
            value={compareTo}
            data={COMPARISONS.map((value) => ({ value, label: t(`picker.comparisons.${value}`) }))}
            onChange={(event) => onChange({ period, compareTo: event.currentTarget.value as Comparison })}
            miw={210}
            w="auto"
          />
        )}
      </Group>
    </Fieldset>
  );
}
