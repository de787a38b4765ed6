import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ChartCard } from '../../components/page-kit/ChartCard';
import { BarChart } from '../../components/page-kit/charts/BarChart';
import type { DataColumn } from '../../components/page-kit/DataTable';
import { LEVEL_MIX_FIELDS, levelMixSeries } from '../../components/page-kit/level-mix';
import { reachesLevelTarget, useLevelTarget } from '../../components/page-kit/level-target.hooks';
import type { Formatters } from '../../components/page-kit/page-data.hooks';
import type { YearList } from './yearly-drill.hooks';
import { yearlyLevelLabel } from './yearly.columns';
import type { YearlyOverallTrendRow } from './yearly.model';

/**
 * How many of each year's assessed facilities reached each level, as stacked bars. With `yearList`
 * a click on a segment opens those facilities (the table view's counts are the keyboard's way).
 */
export function YearlyLevelCard({
  overall,
  columns,
  format,
  yearList,
}: {
  overall: YearlyOverallTrendRow[];
  columns: DataColumn<YearlyOverallTrendRow>[];
  format: Formatters;
  yearList?: YearList;
}) {
  const { t } = useTranslation('yearly-performance');
  const navigate = useNavigate();
  // a segment's level for its list ('none' = uncertified)
  const mixLevelOf = (series: string) => LEVEL_MIX_FIELDS.find(({ field }) => field === series)?.level;
  const series = levelMixSeries(yearlyLevelLabel(t));
  const target = useLevelTarget();
  // The parts of each year's bar at or above the target level are marked
  const levelOf = (seriesName: string) => {
    const level = LEVEL_MIX_FIELDS.find((entry) => entry.field === seriesName)?.level;
    return typeof level === 'number' ? level : null;
  };
  return (
    <ChartCard
      addressKey="levels"
      title={t('chart.levelTitle')}
      description={target ? `${t('chart.levelDescription')} ${target.label}.` : t('chart.levelDescription')}
      legend={series.map((bar) => ({ label: bar.label, color: bar.color }))}
      table={{ rows: overall, columns, rowKey: (row) => row.year }}
    >
      <BarChart
        h={300}
        data={overall}
        dataKey="year"
        stacked
        series={series}
        valueFormatter={(value) => format.number(value)}
        counts
        onBarOpen={
          yearList && ((index, series) => navigate(yearList(overall[index].year, mixLevelOf(series))))
        }
        targetMarks={
          target && {
            ...target,
            covers: (_, seriesName) => reachesLevelTarget(levelOf(seriesName), target.level),
          }
        }
      />
    </ChartCard>
  );
}
