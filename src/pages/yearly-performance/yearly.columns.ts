import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/page-kit/DataTable';
import type { LevelLabel } from '../../components/page-kit/level-mix';
import type { Formatters } from '../../components/page-kit/page-data.hooks';
import { REFERENCES } from '../../components/references/ReferenceControl';
import { countColumn, levelMixColumns, scoreColumn } from '../../components/tables';
import type { YearList } from './yearly-drill.hooks';
import type { ElementTrend, YearlyOverallTrendRow } from './yearly.model';

/** The signed change since the previous year, right-aligned. */
export function changeColumn<Row extends { change: number | null }>(
  header: string,
  format: Formatters,
): DataColumn<Row> {
  return {
    key: 'change',
    header,
    value: (row) => row.change,
    render: (row) => format.scoreChange(row.change),
    align: 'right',
  };
}

/** Yearly Performance's names for the levels, shared by its table and its level-mix chart. */
export const yearlyLevelLabel =
  (t: TFunction<'yearly-performance'>): LevelLabel =>
  (level) =>
    level === 'none' ? t('overallTable.uncertified') : t('overallTable.level', { level });

/** With `yearList` each year's counts link to the facilities they count. */
export function overallColumns(
  t: TFunction<'yearly-performance'>,
  format: Formatters,
  yearList?: YearList,
): DataColumn<YearlyOverallTrendRow>[] {
  return [
    { key: 'year', header: t('overallTable.year'), value: (row) => row.year },
    countColumn<YearlyOverallTrendRow>(
      'assessed',
      t('overallTable.assessed'),
      (row) => row.assessedCount,
      format,
      yearList && ((row) => yearList(row.year)),
      (row, shown) => t('yearly-drill:openYear', { shown, year: row.year }),
    ),
    scoreColumn<YearlyOverallTrendRow>(
      'averageScore',
      t('overallTable.averageScore'),
      (row) => row.averageScore,
      format,
    ),
    changeColumn(t('overallTable.change'), format),
    // The medians of the selection's countries, regions and categories that year
    ...REFERENCES.map((name) =>
      scoreColumn<YearlyOverallTrendRow>(name, t(`references:compare.${name}`), (row) => row[name], format),
    ),
    ...levelMixColumns<YearlyOverallTrendRow>(
      yearlyLevelLabel(t),
      format,
      yearList && ((row, level) => yearList(row.year, level)),
      (row, level, shown) =>
        t('yearly-drill:openLevel', { shown, year: row.year, level: yearlyLevelLabel(t)(level) }),
    ),
  ];
}

/**
 * One score column per year. With `yearList` an element's average of a year links to the
 * facilities assessed that year: every assessment scores every element, so they are the facilities
 * whose scores it averages (as many as the year's assessed count).
 */
export function elementColumns(
  t: TFunction<'yearly-performance'>,
  format: Formatters,
  years: number[],
  elementName: (name: string) => string,
  yearList?: YearList,
): DataColumn<ElementTrend>[] {
  return [
    { key: 'element', header: t('elementsTable.element'), value: (row) => elementName(row.name) },
    ...years.map((year) =>
      scoreColumn<ElementTrend>(
        `year${year}`,
        format.year(year),
        (row) => row.byYear[year] ?? null,
        format,
        yearList && (() => yearList(year)),
        (row, shown) => t('yearly-drill:openElement', { shown, year, element: elementName(row.name) }),
      ),
    ),
    changeColumn(t('elementsTable.change'), format),
  ];
}
