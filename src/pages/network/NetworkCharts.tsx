import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../components/page-kit/ChartCard';
import { BarChart } from '../../components/page-kit/charts/BarChart';
import type { DataColumn } from '../../components/page-kit/DataTable';
import { LEVEL_MIX_FIELDS, levelMixSeries } from '../../components/page-kit/level-mix';
import { levelNarrowing } from '../../components/tables';
import type { FilterValues } from '../../../machines/filter';
import type { Formatters } from '../../components/page-kit/page-data.hooks';
import { useScoreTarget } from '../../components/page-kit/score-target.hooks';
import type { NetworkAggregateRow } from '../../../contract';
import { networkLevelLabel } from './network.columns';
import { scoreExtremes } from './network-summary';

const BAR_HEIGHT = 30;

const chartHeight = (rows: number) => Math.max(180, rows * BAR_HEIGHT + 60);

/**
 * Average score per place, and the level mix per place as stacked bars. A click on a bar opens
 * the place's facilities, on a level segment those at that level (the table view's counts are
 * the same links for the keyboard).
 */
export function NetworkCharts({
  rows,
  columns,
  format,
  onOpen,
}: {
  rows: NetworkAggregateRow[];
  columns: DataColumn<NetworkAggregateRow>[];
  format: Formatters;
  onOpen: (row: NetworkAggregateRow, narrowing?: Partial<FilterValues>) => void;
}) {
  const levelOf = (series: string) => LEVEL_MIX_FIELDS.find(({ field }) => field === series)?.level;
  const { t } = useTranslation('network');
  const target = useScoreTarget();
  const extremes = scoreExtremes(rows);
  const table = { rows, columns, rowKey: (row: NetworkAggregateRow) => row.id };
  const levelSeries = levelMixSeries(networkLevelLabel(t));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <ChartCard
        addressKey="scores"
        title={t('chart.title')}
        description={
          extremes
            ? t('chart.description', {
                count: rows.length,
                highest: extremes.highest.name,
                highestScore: format.score(extremes.highest.averageScore),
                lowest: extremes.lowest.name,
                lowestScore: format.score(extremes.lowest.averageScore),
              })
            : ''
        }
        table={table}
      >
        <BarChart
          h={chartHeight(rows.length)}
          data={rows}
          dataKey="name"
          horizontal
          series={[{ name: 'averageScore', label: t('chart.averageScore'), color: 'blue.8' }]}
          withValueLabels
          valueFormatter={(value) => format.score(value)}
          valueMax={100}
          target={target}
          onBarOpen={(index) => onOpen(rows[index])}
        />
      </ChartCard>
      <ChartCard
        addressKey="levels"
        title={t('levelChart.title')}
        description={t('levelChart.description', { count: rows.length })}
        legend={levelSeries.map((series) => ({ label: series.label, color: series.color }))}
        table={table}
      >
        <BarChart
          h={chartHeight(rows.length)}
          data={rows}
          dataKey="name"
          horizontal
          stacked
          series={levelSeries}
          valueFormatter={(value) => format.number(value)}
          counts
          onBarOpen={(index, series) => {
            const level = levelOf(series);
            onOpen(rows[index], level === undefined ? {} : levelNarrowing(level));
          }}
        />
      </ChartCard>
    </SimpleGrid>
  );
}
