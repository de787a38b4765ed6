// Loaded on demand only (see charts.lazy.ts): recharts and the chart styles stay out of the entry chunk.
import '@mantine/charts/styles.css';
import {
  type BarChartProps,
  type LineChartProps,
  BarChart as MantineBarChart,
  LineChart as MantineLineChart,
} from '@mantine/charts';

/** Axis and label text darker than Mantine's default "dimmed", which fails WCAG AA contrast on white. */
const TEXT_COLOR = 'gray.7';

export const BarChart = (props: BarChartProps) => (
  <MantineBarChart textColor={TEXT_COLOR} barLabelColor={TEXT_COLOR} {...props} />
);
export const LineChart = (props: LineChartProps) => <MantineLineChart textColor={TEXT_COLOR} {...props} />;
