import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../components/page-kit/ChartCard';
import { BarChart } from '../../components/page-kit/charts/BarChart';
import type { DataColumn } from '../../components/page-kit/DataTable';
import { levelMixSeries } from '../../components/page-kit/level-mix';
import type { Formatters } from '../../components/page-kit/page-data.hooks';
import type { NetworkAggregateRow } from '../../../contract';
import { networkLevelLabel } from './network.columns';
import { scoreExtremes } from './network-summary';

const BAR_HEIGHT = 30;

const chartHeight = (rows: number) => Math.max(180, rows * BAR_HEIGHT + 60);

/** Average score per place, and the level mix per place as stacked bars. */
export function NetworkCharts({
  rows,
  columns,
  format,
}: {
  rows: NetworkAggregateRow[];
  columns: DataColumn<NetworkAggregateRow>[];
  format: Formatters;
}) {
  const { t } = useTranslation('network');
  const extremes = scoreExtremes(rows);
  const table = { rows, columns, rowKey: (row: NetworkAggregateRow) => row.id };
  const levelSeries = levelMixSeries(networkLevelLabel(t));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <ChartCard
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
        />
      </ChartCard>
      <ChartCard
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
        />
      </ChartCard>
    </SimpleGrid>
  );
}
