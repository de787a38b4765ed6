import type { TFunction } from 'i18next';
import type { DataColumn } from '../../components/page-kit/DataTable';
import { LEVEL_MIX_FIELDS } from '../../components/page-kit/level-mix';
import type { Formatters } from '../../components/page-kit/page-data.hooks';
import { REFERENCES } from '../../components/references/ReferenceControl';
import { scoreColumn } from '../../components/tables';
import { changeColumn, yearlyLevelLabel } from './yearly.columns';
import type { YearlyOverallTrendRow } from './yearly.model';

/** The level a one-facility year's mix counts (its one assessment), or null for a year without one. */
export function levelOfYear(row: YearlyOverallTrendRow) {
  return LEVEL_MIX_FIELDS.find(({ field }) => row[field] > 0)?.level ?? null;
}

/**
 * A facility user's years (docs/ui.md, Network pages for a facility user): their facility's score,
 * its change, the medians of the other facilities of its country, region and category,
 * and the level it was awarded, in place of counts and a level mix of one facility.
 */
export function ownFacilityColumns(
  t: TFunction<['yearly-performance', 'references', 'facility-network']>,
  format: Formatters,
): DataColumn<YearlyOverallTrendRow>[] {
  const levelName = yearlyLevelLabel(t as TFunction<'yearly-performance'>);
  return [
    { key: 'year', header: t('yearly-performance:overallTable.year'), value: (row) => row.year },
    scoreColumn<YearlyOverallTrendRow>(
      'score',
      t('facility-network:yearly.score'),
      (row) => row.averageScore,
      format,
    ),
    changeColumn(t('yearly-performance:overallTable.change'), format),
    ...REFERENCES.map((name) =>
      scoreColumn<YearlyOverallTrendRow>(name, t(`references:compare.${name}`), (row) => row[name], format),
    ),
    {
      key: 'level',
      header: t('facility-network:yearly.level'),
      value: (row) => {
        const level = levelOfYear(row);
        return level === null ? '—' : levelName(level);
      },
    },
  ];
}
