import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/page-kit/DataTable';
import { LEVELS } from '../../components/page-kit/levels';
import type { Formatters } from '../../components/page-kit/page-data.hooks';
import { scoreColumn } from '../../components/tables';
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

/** The signed change since the previous year, right-aligned. */
function changeColumn<Row extends { change: number | null }>(
  header: string,
  format: Formatters,
): DataColumn<Row> {
  return {
    key: 'change',
    header,
    value: (row) => row.change,
    render: (row) => formatChange(format, row.change),
    align: 'right',
  };
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
    scoreColumn<YearlyOverallTrendRow>(
      'averageScore',
      t('overallTable.averageScore'),
      (row) => row.averageScore,
      format,
    ),
    changeColumn(t('overallTable.change'), format),
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
    ...years.map((year) =>
      scoreColumn<ElementTrend>(`year${year}`, String(year), (row) => row.byYear[year] ?? null, format),
    ),
    changeColumn(t('elementsTable.change'), format),
  ];
}
