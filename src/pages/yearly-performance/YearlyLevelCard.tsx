import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../components/page-kit/ChartCard';
import { BarChart } from '../../components/page-kit/charts/BarChart';
import type { DataColumn } from '../../components/page-kit/DataTable';
import { levelMixSeries } from '../../components/page-kit/level-mix';
import type { Formatters } from '../../components/page-kit/page-data.hooks';
import { yearlyLevelLabel } from './yearly.columns';
import type { YearlyOverallTrendRow } from './yearly.model';

/** How many of each year's assessed facilities reached each level, as stacked bars. */
export function YearlyLevelCard({
  overall,
  columns,
  format,
}: {
  overall: YearlyOverallTrendRow[];
  columns: DataColumn<YearlyOverallTrendRow>[];
  format: Formatters;
}) {
  const { t } = useTranslation('yearly-performance');
  const series = levelMixSeries(yearlyLevelLabel(t));
  return (
    <ChartCard
      addressKey="levels"
      title={t('chart.levelTitle')}
      description={t('chart.levelDescription')}
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
      />
    </ChartCard>
  );
}
