import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  ChartCard,
  type DataColumn,
  type Formatters,
  LineChart,
  SERIES_DASHES,
  useFormatters,
} from '../../components/page-kit';
import type { MomCareRow } from '../../../contract';

type Indicator = Exclude<keyof MomCareRow, 'month' | 'anc4Coverage' | 'caesareanDeliveries'>;

interface ChartSpec {
  id: string;
  indicators: readonly Indicator[];
  percent?: boolean;
}

/** Counts that belong on one axis share a chart; the caesarean share gets its own (a percentage). */
const CHARTS: readonly ChartSpec[] = [
  { id: 'antenatal', indicators: ['firstAncVisits', 'anc4Visits'] },
  { id: 'deliveries', indicators: ['facilityDeliveries', 'postnatalVisits', 'referrals'] },
  { id: 'caesarean', indicators: ['caesareanShare'], percent: true },
];

/** Dark enough for 3:1 against white; the dash patterns tell the series apart without colour. */
const SERIES_COLORS = ['#1864ab', '#d9480f', '#862e9c'];

function valueText(row: MomCareRow, indicator: Indicator, format: Formatters) {
  return indicator === 'caesareanShare' ? format.percent(row[indicator], 1) : format.number(row[indicator]);
}

/** One chart per group of indicators, each with a description of its latest month and a table view. */
export function MomCareCharts({ rows }: { rows: MomCareRow[] }) {
  const { t } = useTranslation('momcare');
  const format = useFormatters();
  const latest = rows.at(-1);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
      {CHARTS.map((chart) => {
        const columns: DataColumn<MomCareRow>[] = [
          {
            key: 'month',
            header: t('table.month'),
            value: (row) => row.month,
            render: (row) => format.month(row.month),
          },
          ...chart.indicators.map(
            (indicator): DataColumn<MomCareRow> => ({
              key: indicator,
              header: t(`indicators.${indicator}`),
              value: (row) => row[indicator],
              render: (row) => valueText(row, indicator, format),
              align: 'right',
            }),
          ),
        ];
        const description = latest
          ? t('charts.description', {
              month: format.month(latest.month),
              values: chart.indicators
                .map((indicator) =>
                  format.labelled(t(`indicators.${indicator}`), valueText(latest, indicator, format)),
                )
                .join(', '),
            })
          : '';
        return (
          <ChartCard
            key={chart.id}
            addressKey={chart.id}
            title={t(`charts.${chart.id}`)}
            description={description}
            legend={chart.indicators.map((indicator, index) => ({
              label: t(`indicators.${indicator}`),
              color: SERIES_COLORS[index],
              dash: SERIES_DASHES[index],
            }))}
            table={{ rows, columns, rowKey: (row) => row.month }}
          >
            <LineChart
              h={240}
              data={rows.map((row) => ({ ...row, label: format.month(row.month) }))}
              dataKey="label"
              series={chart.indicators.map((indicator, index) => ({
                name: indicator,
                label: t(`indicators.${indicator}`),
                color: SERIES_COLORS[index],
                strokeDasharray: SERIES_DASHES[index],
              }))}
              valueFormatter={(value) => (chart.percent ? format.percent(value, 1) : format.number(value))}
              withDots
            />
          </ChartCard>
        );
      })}
    </SimpleGrid>
  );
}
