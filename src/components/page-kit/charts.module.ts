// Loaded on demand only (see charts.lazy.ts): recharts and the chart styles stay out of the entry chunk.
import '@mantine/charts/styles.css';

export { BarChart, DonutChart, LineChart } from '@mantine/charts';
