/** One measure of a chart's rows: the row key it reads, its name in the legend and tooltip, its colour. */
export interface ChartSeries {
  name: string;
  label: string;
  /** A CSS colour or a Mantine colour name such as `blue.8`. */
  color: string;
  /** Line charts: an SVG dash pattern, so lines differ by more than colour. */
  strokeDasharray?: string;
}

/**
 * A target that names categories rather than a value ("level 3 or above"): the bars it
 * covers are outlined (and, where it covers whole columns, banded), and its words stand under the chart.
 */
export interface BarTargetMarks {
  /** Whether the bar of this row (index) and series reaches the target. */
  covers: (rowIndex: number, seriesName: string) => boolean;
  /** The short words, e.g. "Target: level 3 or above". */
  label: string;
  /** How the chart shows it, e.g. "Bars at or above the target level are outlined". */
  note: string;
}

/** A row of the chart's data: any object whose fields the series and `dataKey` name. */
export type ChartRow = object;

/** The field `key` of a row. */
export const fieldOf = (row: ChartRow, key: string): unknown => (row as Record<string, unknown>)[key];

export interface ChartProps {
  /** Height of the whole chart in pixels, axes included. */
  h: number;
  data: readonly ChartRow[];
  /** The row key holding each row's category (x axis, or y axis for horizontal bars). */
  dataKey: string;
  series: readonly ChartSeries[];
  valueFormatter?: (value: number) => string;
  /** Top of the value axis (for scores, 100); by default a round value above the largest. */
  valueMax?: number;
  /** The environment's score target, a dashed line across the values, named under the chart. */
  target?: number | null;
}

/** A row's value for a series: a finite number, or null when the row has none. */
export function seriesValue(row: ChartRow, series: ChartSeries): number | null {
  const value = fieldOf(row, series.name);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Dash patterns for line series, so lines differ by more than colour. */
export const SERIES_DASHES = ['0', '6 3', '2 3', '10 4 2 4', '1 5', '12 3'] as const;
