import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/page-kit/DataTable';
import { LEVELS } from '../../components/page-kit/levels';
import type { Formatters } from '../../components/page-kit/page-data.hooks';
import type { ElementTrend, YearlyOverallTrendRow } from './yearly.model';

/** A signed change ("+2.5", "−1.0"); none for the first year. */
export function formatChange(format: Formatters, change: number | null): string {
  if (change === null) return '—';
  return format.number(change, {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
}

export function overallColumns(
  t: TFunction<'yearly-performance'>,
  format: Formatters,
): DataColumn<YearlyOverallTrendRow>[] {
  const count = (value: (row: YearlyOverallTrendRow) => number) => ({
    value,
    render: (row: YearlyOverallTrendRow) => format.number(value(row)),
    align: 'right' as const,
  });
  return [
    { key: 'year', header: t('overallTable.year'), value: (row) => row.year },
    { key: 'assessed', header: t('overallTable.assessed'), ...count((row) => row.assessedCount) },
    {
      key: 'averageScore',
      header: t('overallTable.averageScore'),
      value: (row) => row.averageScore,
      render: (row) => format.score(row.averageScore),
      align: 'right',
    },
    {
      key: 'change',
      header: t('overallTable.change'),
      value: (row) => row.change,
      render: (row) => formatChange(format, row.change),
      align: 'right',
    },
    ...LEVELS.map((level) => ({
      key: `level${level}`,
      header: t('overallTable.level', { level }),
      ...count((row) => row[`level${level}`]),
    })),
    { key: 'none', header: t('overallTable.uncertified'), ...count((row) => row.none) },
  ];
}

export function elementColumns(
  t: TFunction<'yearly-performance'>,
  format: Formatters,
  years: number[],
  elementName: (name: string) => string,
): DataColumn<ElementTrend>[] {
  return [
    { key: 'element', header: t('elementsTable.element'), value: (row) => elementName(row.name) },
    ...years.map((year) => ({
      key: `year${year}`,
      header: String(year),
      value: (row: ElementTrend) => row.byYear[year] ?? null,
      render: (row: ElementTrend) => format.score(row.byYear[year] ?? null),
      align: 'right' as const,
    })),
    {
      key: 'change',
      header: t('elementsTable.change'),
      value: (row) => row.change,
      render: (row) => formatChange(format, row.change),
      align: 'right',
    },
  ];
}
