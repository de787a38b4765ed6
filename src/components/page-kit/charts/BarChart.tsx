import { BarsFrame, ColumnsFrame, useSeriesColors } from './ChartFrames';
import type { ReactNode } from 'react';
import {
  ChartTargetBand,
  ChartTargetLine,
  ChartNote,
  type TargetAt,
  useTargetWords,
} from './ChartTargetMark';
import { bandCentre, valueScale } from './chart-scale';
import {
  type BarTargetMarks,
  type ChartProps,
  type ChartRow,
  type ChartSeries,
  seriesValue,
} from './chart-types';
import { useFormatters } from '../page-data.hooks';
import classes from './charts.module.css';
import { useChartCategories } from './chart-categories.hooks';

export interface BarChartProps extends ChartProps {
  /** Bars grow to the right with the categories down the left (long names, many rows). */
  horizontal?: boolean;
  /** The series of a row stack into one bar instead of standing side by side. */
  stacked?: boolean;
  /** Each bar's value written at its end. */
  withValueLabels?: boolean;
  /** Horizontal bars: width of the category names in pixels. */
  categoryWidth?: number;
  /**
   * A click on a bar (a segment when stacked) opens what it counts: the row's index and the
   * series. Pointer only: the chart is hidden from assistive technology, so the page must offer
   * the same in its table view (links on the counts).
   */
  onBarOpen?: (rowIndex: number, seriesName: string) => void;
  /** A target over categories ("level 3 or above"): its bars outlined, its words under the chart. */
  targetMarks?: BarTargetMarks | null;
  /** The values are counts: the value axis ticks whole numbers only (never 0.25, 0.5, 0.75). */
  counts?: boolean;
}

/** Of a band, the share the bars take; the rest separates categories. */
const GROUP_SHARE = 0.6;
const MAX_BAR_THICKNESS = 28;
/** Room after the plot for the last value label, or half of the last axis label. */
const VALUE_LABEL_ROOM = 44;
const AXIS_LABEL_ROOM = 20;

interface Segment {
  series: number;
  /** The sub-bar within the category (0 when stacked). */
  slot: number;
  start: number;
  end: number;
}

/** The pieces one row draws: stacked end to end, or one bar per series side by side. */
function segmentsOf(row: ChartRow, series: readonly ChartSeries[], stacked: boolean): Segment[] {
  let top = 0;
  return series.flatMap((item, index) => {
    // Counts and scores: bars start at 0, so a negative value is drawn as an empty bar.
    const raw = seriesValue(row, item);
    if (raw === null) return [];
    const value = Math.max(0, raw);
    if (!stacked) return [{ series: index, slot: index, start: 0, end: value }];
    const segment = { series: index, slot: 0, start: top, end: top + value };
    top += value;
    return [segment];
  });
}

/** Bar and column charts in plain SVG: one element per bar, a hover title on each. */
export function BarChart({
  h,
  data,
  dataKey,
  series,
  valueFormatter = String,
  valueMax,
  horizontal = false,
  stacked = false,
  withValueLabels = false,
  categoryWidth = 110,
  onBarOpen,
  target,
  targetMarks,
  counts = false,
}: BarChartProps) {
  const targetWords = useTargetWords(target, valueFormatter);
  const colors = useSeriesColors(series);
  const categories = useChartCategories(data, dataKey);
  const { labelled } = useFormatters();
  const rows = data.map((row) => segmentsOf(row, series, stacked));
  const scale = valueScale(
    [...rows.flatMap((segments) => segments.map((segment) => segment.end)), target ?? 0],
    valueMax,
    counts,
  );
  const slots = stacked ? 1 : series.length;
  const labels = withValueLabels && !stacked;
  const title = (index: number, segment: Segment) =>
    `${categories[index]} · ${labelled(series[segment.series].label, valueFormatter(segment.end - segment.start))}`;
  const reaches = (index: number, segment: Segment) =>
    targetMarks?.covers(index, series[segment.series].name) ?? false;
  const markProps = (index: number, segment: Segment) => ({
    className: [classes.mark, onBarOpen && classes.opens, reaches(index, segment) && classes.targetMark]
      .filter(Boolean)
      .join(' '),
    onClick: onBarOpen && (() => onBarOpen(index, series[segment.series].name)),
    // names the marked bars without a style class (hashed in the build), for tests and tools
    'data-target-mark': reaches(index, segment) || undefined,
  });
  /** A column whose every bar reaches the category target gets a band behind it. */
  const banded = (index: number) =>
    rows[index].length > 0 && rows[index].every((segment) => reaches(index, segment));

  const note = (targetWords || targetMarks) && (
    <>
      {targetWords && <ChartNote note={targetWords.note} />}
      {targetMarks && <ChartNote note={`${targetMarks.label}. ${targetMarks.note}`} />}
    </>
  );
  /** The bars, and the target's line over them where the plot puts it. */
  const withTarget = (bars: ReactNode, plotHeight: number, at: (value: number) => TargetAt) => (
    <>
      {bars}
      {targetWords && (
        <ChartTargetLine label={targetWords.label} at={at(targetWords.value)} plotHeight={plotHeight} />
      )}
    </>
  );
  if (horizontal) {
    return (
      <>
        <BarsFrame
          h={h}
          categories={categories}
          scale={scale}
          format={valueFormatter}
          categoryWidth={categoryWidth}
          endRoom={labels ? VALUE_LABEL_ROOM : AXIS_LABEL_ROOM}
        >
          {(plotHeight) => {
            const band = plotHeight / Math.max(1, data.length);
            const thickness = Math.min(band * GROUP_SHARE, MAX_BAR_THICKNESS * slots) / slots;
            const bars = rows.flatMap((segments, index) =>
              segments.map((segment) => {
                const y = band * index + (band - thickness * slots) / 2 + thickness * segment.slot;
                const x = scale.fraction(segment.start) * 100;
                const width = (scale.fraction(segment.end) - scale.fraction(segment.start)) * 100;
                return (
                  <g key={`${index}-${segment.series}`} {...markProps(index, segment)}>
                    <rect
                      x={`${x}%`}
                      y={y}
                      width={`${width}%`}
                      height={thickness}
                      fill={colors[segment.series]}
                    >
                      <title>{title(index, segment)}</title>
                    </rect>
                    {labels && (
                      <text x={`${x + width}%`} dx={4} y={y + thickness / 2} dominantBaseline="middle">
                        {valueFormatter(segment.end)}
                      </text>
                    )}
                  </g>
                );
              }),
            );
            return withTarget(bars, plotHeight, (value) => ({ x: scale.fraction(value) * 100 }));
          }}
        </BarsFrame>
        {note}
      </>
    );
  }

  return (
    <>
      <ColumnsFrame h={h} categories={categories} scale={scale} format={valueFormatter}>
        {(plotHeight) => {
          const band = 100 / Math.max(1, data.length);
          const width = (band * GROUP_SHARE) / slots;
          const yOf = (value: number) => plotHeight * (1 - scale.fraction(value));
          const bands = data.map(
            (_, index) =>
              banded(index) && (
                <ChartTargetBand key={`band-${index}`} x={index * band} width={band} height={plotHeight} />
              ),
          );
          const bars = rows.flatMap((segments, index) =>
            segments.map((segment) => {
              const x = bandCentre(index, data.length) - (width * slots) / 2 + width * segment.slot;
              return (
                <g key={`${index}-${segment.series}`} {...markProps(index, segment)}>
                  <rect
                    x={`${x}%`}
                    y={yOf(segment.end)}
                    width={`${width}%`}
                    height={yOf(segment.start) - yOf(segment.end)}
                    fill={colors[segment.series]}
                  >
                    <title>{title(index, segment)}</title>
                  </rect>
                  {labels && (
                    <text x={`${x + width / 2}%`} y={yOf(segment.end) - 4} textAnchor="middle">
                      {valueFormatter(segment.end)}
                    </text>
                  )}
                </g>
              );
            }),
          );
          return withTarget([...bands, ...bars], plotHeight, (value) => ({ y: yOf(value) }));
        }}
      </ColumnsFrame>
      {note}
    </>
  );
}
