import { useTranslation } from 'react-i18next';
import { type Period, parsePeriod } from '../../../contract/period';
import { periodListDays } from '../../../machines/facility-list/assessed-range-address';
import { useAssessedList } from '../../components/drill-through/assessed-list.hooks';
import {
  BarChart,
  ChartCard,
  type DataColumn,
  useFormatters,
  useScoreTarget,
} from '../../components/page-kit';
import { usePeriodLabel } from '../../components/period';
import { scoreColumn } from '../../components/tables';
import { useServiceElementName } from '../../app/hooks/service-element-name.hooks';
import type { PeriodRowBase } from '../../../contract';
import type { TwoPeriodRow, TwoPeriods } from './two-periods.model';
import { changeColumn } from './yearly.columns';

/** The comparison period in teal, the chosen one in dark blue: both at least 3:1 on white. */
const PERIOD_COLORS = { comparison: '#0c8599', current: '#1864ab' } as const;
const BAR_ROOM = 44;

/**
 * The chosen period beside the one it is compared with: per service element (all of them together
 * first) a bar of each period's average score, and in the table the change. With `drills` each
 * average opens the facilities whose scores it averages: those assessed in that period's days (when
 * they lie in one calendar year: a facility is assessed at most once a year).
 */
export function YearlyTwoPeriodsCard({ periods, drills }: { periods: TwoPeriods; drills: boolean }) {
  const { t } = useTranslation(['yearly-performance', 'yearly-drill']);
  const format = useFormatters();
  const label = usePeriodLabel();
  const elementName = useServiceElementName();
  const target = useScoreTarget();
  const assessedList = useAssessedList();
  const nameOf = (row: TwoPeriodRow) =>
    row.element === null ? t('chart.overall') : elementName(row.element);
  const labelOf = (period: PeriodRowBase) => label(parsePeriod(period.period) as Period);
  const [before, now] = [labelOf(periods.comparison), labelOf(periods.current)];
  const rows = periods.rows.map((row) => ({ ...row, name: nameOf(row) }));

  const periodColumn = (role: 'comparison' | 'current') => {
    const period = periods[role];
    const days = drills ? periodListDays(period) : null;
    return scoreColumn<TwoPeriodRow & { name: string }>(
      role,
      labelOf(period),
      (row) => row[role],
      format,
      days ? () => assessedList(days, undefined, { sort: 'latestScore', direction: 'desc' }) : undefined,
      (row, shown) =>
        row.element === null
          ? t('yearly-drill:openYear', { shown, year: labelOf(period) })
          : t('yearly-drill:openElement', { shown, year: labelOf(period), element: row.name }),
    );
  };
  const columns: DataColumn<TwoPeriodRow & { name: string }>[] = [
    { key: 'element', header: t('elementsTable.element'), value: (row) => row.name },
    periodColumn('comparison'),
    periodColumn('current'),
    changeColumn(t('twoPeriods.change'), format),
  ];
  const overall = periods.rows[0];
  const series = (['comparison', 'current'] as const).map((role) => ({
    name: role,
    label: role === 'current' ? now : before,
    color: PERIOD_COLORS[role],
  }));
  return (
    <ChartCard
      addressKey="periods"
      title={t('twoPeriods.title', { comparison: before, current: now })}
      description={
        overall.comparison === null
          ? t('twoPeriods.descriptionAlone', { comparison: before, current: now })
          : t('twoPeriods.description', {
              comparison: before,
              current: now,
              before: format.score(overall.comparison),
              now: format.score(overall.current),
            })
      }
      legend={series.map(({ label: name, color }) => ({ label: name, color }))}
      table={{ rows, columns, rowKey: (row) => row.key }}
    >
      <BarChart
        h={Math.max(220, rows.length * BAR_ROOM)}
        data={rows}
        dataKey="name"
        horizontal
        categoryWidth={200}
        series={series}
        valueMax={100}
        target={target}
        withValueLabels
        valueFormatter={(value) => format.score(value)}
      />
    </ChartCard>
  );
}
