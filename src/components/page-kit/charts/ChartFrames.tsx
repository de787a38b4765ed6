import { getThemeColor, useMantineTheme } from '@mantine/core';
import type { ReactNode } from 'react';
import { bandCentre, type ValueScale } from './chart-scale';
import type { ChartSeries } from './chart-types';
import classes from './charts.module.css';

/** Room for the value or category labels next to and under the plot. */
export const AXIS_LABELS_HEIGHT = 24;
export const VALUE_AXIS_WIDTH = 56;
const LABEL_GAP = 6;
/** Bar charts: the category names take at most this share of a narrow chart (phones). */
const MAX_CATEGORY_SHARE = '40%';

/** The series' colours as CSS values (Mantine colour names resolved against the theme). */
export function useSeriesColors(series: readonly ChartSeries[]): string[] {
  const theme = useMantineTheme();
  return series.map((item) => getThemeColor(item.color, theme));
}

interface FrameProps {
  h: number;
  categories: readonly string[];
  scale: ValueScale;
  format: (value: number) => string;
  /** The marks, drawn in an SVG as wide as the plot (x in %) and `plotHeight` pixels high. */
  children: (plotHeight: number) => ReactNode;
}

interface ChartGridProps {
  /** The side column's CSS grid track. */
  sideColumn: string;
  plotHeight: number;
  /** Room after the plot for labels that stand past its end. */
  endRoom?: number;
  /** The labels beside the plot, as tall as it. */
  side: ReactNode;
  plot: ReactNode;
  bottom: ReactNode;
}

/**
 * Labels on the side, the plot beside them, labels under the plot: the layout of every chart.
 * Value and year axes run left to right in every language (as numbers do in Arabic text), so the
 * SVG charts keep `dir="ltr"`; the texts inside them still read in their own direction.
 */
function ChartGrid({ sideColumn, plotHeight, endRoom = 0, side, plot, bottom }: ChartGridProps) {
  return (
    <div
      dir="ltr"
      className={classes.chart}
      style={{
        gridTemplateColumns: `${sideColumn} minmax(0, 1fr)`,
        gridTemplateRows: `${plotHeight}px auto`,
        paddingRight: endRoom,
      }}
    >
      {side}
      <svg aria-hidden="true" width="100%" height={plotHeight}>
        {plot}
      </svg>
      <span />
      <svg aria-hidden="true" width="100%" height={AXIS_LABELS_HEIGHT}>
        {bottom}
      </svg>
    </div>
  );
}

const gridLineClass = (tick: number) => (tick === 0 ? classes.axis : classes.grid);

/**
 * Categories along the bottom, values up the left: column and line charts. Positions across are
 * percentages, so the chart fills any width without measuring it (no layout read, no re-render).
 */
export function ColumnsFrame({ h, categories, scale, format, children }: FrameProps) {
  const plotHeight = h - AXIS_LABELS_HEIGHT;
  const yOf = (value: number) => plotHeight * (1 - scale.fraction(value));
  return (
    <ChartGrid
      sideColumn={`${VALUE_AXIS_WIDTH}px`}
      plotHeight={plotHeight}
      side={
        <svg aria-hidden="true" width={VALUE_AXIS_WIDTH} height={plotHeight}>
          {scale.ticks.map((tick) => (
            <text
              key={tick}
              x={VALUE_AXIS_WIDTH - LABEL_GAP}
              y={yOf(tick)}
              textAnchor="end"
              dominantBaseline="middle"
            >
              {format(tick)}
            </text>
          ))}
        </svg>
      }
      plot={
        <>
          {scale.ticks.map((tick) => (
            <line key={tick} className={gridLineClass(tick)} x1="0" x2="100%" y1={yOf(tick)} y2={yOf(tick)} />
          ))}
          {children(plotHeight)}
        </>
      }
      bottom={categories.map((category, index) => (
        <text
          key={index}
          x={`${bandCentre(index, categories.length)}%`}
          y={LABEL_GAP}
          textAnchor="middle"
          dominantBaseline="hanging"
        >
          {category}
        </text>
      ))}
    />
  );
}

/**
 * Categories down the left in `categoryWidth` (at most 40 % of a narrow chart; a longer name ends
 * in an ellipsis and reads in full on hover), values along the bottom: bar charts.
 */
export function BarsFrame({
  h,
  categories,
  scale,
  format,
  categoryWidth,
  endRoom,
  children,
}: FrameProps & { categoryWidth: number; endRoom: number }) {
  const plotHeight = h - AXIS_LABELS_HEIGHT;
  const xOf = (value: number) => `${scale.fraction(value) * 100}%`;
  return (
    <ChartGrid
      sideColumn={`min(${categoryWidth}px, ${MAX_CATEGORY_SHARE})`}
      plotHeight={plotHeight}
      endRoom={endRoom}
      side={
        // HTML, not SVG text: the browser shortens a long name to the room it has, with an ellipsis.
        <div aria-hidden="true" className={classes.categories}>
          {categories.map((category, index) => (
            <div key={index} className={classes.category}>
              <span title={category}>{category}</span>
            </div>
          ))}
        </div>
      }
      plot={
        <>
          {scale.ticks.map((tick) => (
            <line
              key={tick}
              className={gridLineClass(tick)}
              x1={xOf(tick)}
              x2={xOf(tick)}
              y1="0"
              y2={plotHeight}
            />
          ))}
          {children(plotHeight)}
        </>
      }
      bottom={scale.ticks.map((tick) => (
        <text key={tick} x={xOf(tick)} y={LABEL_GAP} textAnchor="middle" dominantBaseline="hanging">
          {format(tick)}
        </text>
      ))}
    />
  );
}
