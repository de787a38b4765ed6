import { lazy } from 'react';

/** Mantine charts (recharts underneath), fetched with the first chart that renders. */
export const LazyBarChart = lazy(() =>
  import('./charts.module').then((module) => ({ default: module.BarChart })),
);
export const LazyLineChart = lazy(() =>
  import('./charts.module').then((module) => ({ default: module.LineChart })),
);

/** Dash patterns for line series, so lines differ by more than colour. */
export const SERIES_DASHES = ['0', '6 3', '2 3', '10 4 2 4', '1 5', '12 3'] as const;
