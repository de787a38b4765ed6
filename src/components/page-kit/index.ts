/**
 * The analytics pages' shared kit: section states, tables with CSV export, accessible chart
 * cards with lazy charts, headline figures, level badges and the facility map.
 */
export { ChartCard, type ChartCardProps, type ChartTable } from './ChartCard';
export { ChartLegend, type LegendItem } from './ChartLegend';
export { BarChart, type BarChartProps } from './charts/BarChart';
export { type ChartSeries, SERIES_DASHES } from './charts/chart-types';
export { LineChart, type LineChartProps } from './charts/LineChart';
export { type CsvColumn, csvCell, csvFileName, downloadCsv, toCsv } from './csv';
export { saveBlob } from './save-blob';
export { type DataColumn, DataTable, type DataTableProps } from './DataTable';
export { LevelBadge } from './LevelBadge';
export { useLevelName } from './level-name.hooks';
export { useScoreTarget } from './score-target.hooks';
export { LEVEL_COLORS, LEVEL_TEXT_COLORS, LEVELS, type Level, levelKey } from './levels';
export { FacilityMap, type FacilityMapProps } from './map/FacilityMap';
export { type FacilityMapData, useFacilityMapData } from './map/facility-map.hooks';
export { PageHeader } from './PageHeader';
export {
  PageState,
  type PageStateProps,
  type SectionData,
  SectionSkeleton,
  type SkeletonShape,
} from './PageState';
export { type Formatters, useFormatters } from './page-data.hooks';
export { RetryButton } from './RetryButton';
export { SectionCard } from './SectionCard';
export { StatCard, type StatCardProps, StatGrid, type StatTrend } from './StatCard';
export { emptyWhen } from './section-data';
export { STATUS_COLORS } from './status-colors';
export { nextSort, pageOf, type SortDirection, type SortState, sortRows } from './table-sort';
