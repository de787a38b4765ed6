import { getThemeColor, useMantineTheme } from '@mantine/core';
import type { ReactNode } from 'react';
import { bandCentre, type ValueScale } from './chart-scale';
import type { ChartSeries } from './chart-types';
import classes from './charts.module.css';

/** Room for the value or category labels next to and under the plot. */
export const AXIS_LABELS_HEIGHT = 24;
export const VALUE_AXIS_WIDTH = 56;
const LABEL_GAP = 6;
/** Rough width of one character of 12 px text, to shorten long category names. */
const CHAR_WIDTH = 6.5;

/** The series' colours as CSS values (Mantine colour names resolved against the theme). */
export function useSeriesColors(series: readonly ChartSeries[]): string[] {
  const theme = useMantineTheme();
  return series.map((item) => getThemeColor(item.color, theme));
}

function shorten(label: string, width: number): string {
  const fits = Math.floor((width - LABEL_GAP) / CHAR_WIDTH);
  return label.length <= fits ? label : `${label.slice(0, Math.max(1, fits - 1))}…`;
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
  sideWidth: number;
  plotHeight: number;
  /** Room after the plot for labels that stand past its end. */
  endRoom?: number;
  side: ReactNode;
  plot: ReactNode;
  bottom: ReactNode;
}

/** Labels on the side, the plot beside them, labels under the plot: the layout of every chart. */
function ChartGrid({ sideWidth, plotHeight, endRoom = 0, side, plot, bottom }: ChartGridProps) {
  return (
    <div
      className={classes.chart}
      style={{
        gridTemplateColumns: `${sideWidth}px 1fr`,
        gridTemplateRows: `${plotHeight}px auto`,
        paddingRight: endRoom,
      }}
    >
      <svg aria-hidden="true" width={sideWidth} height={plotHeight}>
        {side}
      </svg>
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
      sideWidth={VALUE_AXIS_WIDTH}
      plotHeight={plotHeight}
      side={scale.ticks.map((tick) => (
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

/** Categories down the left (names shortened to `categoryWidth`, in full on hover), values along the bottom: bar charts. */
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
      sideWidth={categoryWidth}
      plotHeight={plotHeight}
      endRoom={endRoom}
      side={categories.map((category, index) => (
        <text
          key={index}
          x={categoryWidth - LABEL_GAP}
          y={(bandCentre(index, categories.length) / 100) * plotHeight}
          textAnchor="end"
          dominantBaseline="middle"
        >
          <title>{category}</title>
          {shorten(category, categoryWidth)}
        </text>
      ))}
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
