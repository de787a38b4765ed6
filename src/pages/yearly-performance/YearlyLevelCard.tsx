import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { LevelMix } from '../../../contract';
import { ChartCard } from '../../components/page-kit/ChartCard';
import { BarChart } from '../../components/page-kit/charts/BarChart';
import type { DataColumn } from '../../components/page-kit/DataTable';
import { LEVEL_MIX_FIELDS, levelMixSeries } from '../../components/page-kit/level-mix';
import { reachesLevelTarget, useLevelTarget } from '../../components/page-kit/level-target.hooks';
import type { Level } from '../../components/page-kit/levels';
import type { Formatters } from '../../components/page-kit/page-data.hooks';
import { yearlyLevelLabel } from './yearly.columns';

/**
 * How many of each bar's assessed facilities (a year's, or a period's) reached each level, as
 * stacked bars. With `listOf` a click on a segment opens those facilities (the table view's counts
 * are the keyboard's way).
 */
export function YearlyLevelCard<Row extends LevelMix>({
  rows,
  dataKey,
  rowKey,
  columns,
  format,
  addressKey,
  title,
  description,
  listOf,
}: {
  rows: Row[];
  /** The field naming each bar (a year, a period's label). */
  dataKey: keyof Row & string;
  rowKey: (row: Row) => string | number;
  columns: DataColumn<Row>[];
  format: Formatters;
  addressKey: string;
  title: string;
  description: string;
  listOf?: (row: Row, level: Level | 'none' | undefined) => string | undefined;
}) {
  const { t } = useTranslation('yearly-performance');
  const navigate = useNavigate();
  // a segment's level for its list ('none' = uncertified)
  const mixLevelOf = (series: string) => LEVEL_MIX_FIELDS.find(({ field }) => field === series)?.level;
  const series = levelMixSeries(yearlyLevelLabel(t));
  const target = useLevelTarget();
  // The parts of each bar at or above the target level are marked
  const levelOf = (seriesName: string) => {
    const level = mixLevelOf(seriesName);
    return typeof level === 'number' ? level : null;
  };
  return (
    <ChartCard
      addressKey={addressKey}
      title={title}
      description={target ? `${description} ${target.label}.` : description}
      legend={series.map((bar) => ({ label: bar.label, color: bar.color }))}
      table={{ rows, columns, rowKey }}
    >
      <BarChart
        h={300}
        data={rows}
        dataKey={dataKey}
        stacked
        series={series}
        valueFormatter={(value) => format.number(value)}
        counts
        onBarOpen={
          listOf &&
          ((index, series) => {
            const list = listOf(rows[index], mixLevelOf(series));
            if (list) navigate(list);
          })
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
