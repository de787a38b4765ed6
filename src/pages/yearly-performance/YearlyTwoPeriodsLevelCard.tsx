import { useTranslation } from 'react-i18next';
import type { PeriodAssessmentsRow } from '../../../contract';
import { type Period, parsePeriod } from '../../../contract/period';
import { periodListDays } from '../../../machines/facility-list/assessed-range-address';
import { useAssessedList } from '../../components/drill-through/assessed-list.hooks';
import type { DataColumn } from '../../components/page-kit/DataTable';
import { useFormatters } from '../../components/page-kit/page-data.hooks';
import { usePeriodLabel } from '../../components/period';
import { levelMixColumns } from '../../components/tables';
import { yearlyLevelLabel } from './yearly.columns';
import { YearlyLevelCard } from './YearlyLevelCard';

type PeriodMixRow = PeriodAssessmentsRow & { label: string };

/**
 * The level mix of the period compared with, beside the chosen one's: a stacked bar each of the
 * assessments dated in it. With `drills` a segment (and a count of the table) opens the facilities
 * assessed in that period's days at that level, when the period lies in one calendar year.
 */
export function YearlyTwoPeriodsLevelCard({
  periods,
  drills,
}: {
  /** The comparison period's row, then the chosen one's. */
  periods: PeriodAssessmentsRow[];
  drills: boolean;
}) {
  const { t } = useTranslation('yearly-performance');
  const format = useFormatters();
  const label = usePeriodLabel();
  const assessedList = useAssessedList();
  const rows: PeriodMixRow[] = periods.map((row) => ({
    ...row,
    label: label(parsePeriod(row.period) as Period),
  }));
  const listOf = drills
    ? (row: PeriodMixRow, level: Parameters<typeof assessedList>[1]) => {
        const days = periodListDays(row);
        return days ? assessedList(days, level) : undefined;
      }
    : undefined;
  const columns: DataColumn<PeriodMixRow>[] = [
    { key: 'period', header: t('twoPeriods.period'), value: (row) => row.label },
    ...levelMixColumns<PeriodMixRow>(yearlyLevelLabel(t), format, listOf),
  ];
  const [before, now] = rows.map((row) => row.label);
  return (
    <YearlyLevelCard
      rows={rows}
      dataKey="label"
      rowKey={(row) => row.role}
      columns={columns}
      format={format}
      addressKey="periodLevels"
      title={t('twoPeriods.levelTitle', { comparison: before, current: now })}
      description={t('twoPeriods.levelDescription', { comparison: before, current: now })}
      listOf={listOf}
    />
  );
}
