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

/**
 * Categories along the bottom, values up the left: column and line charts. Positions across are
 * percentages, so the chart fills any width without measuring it (no layout read, no re-render).
 */
export function ColumnsFrame({ h, categories, scale, format, children }: FrameProps) {
  const plotHeight = h - AXIS_LABELS_HEIGHT;
  const yOf = (value: number) => plotHeight * (1 - scale.fraction(value));
  return (
    <div
      className={classes.chart}
      style={{ gridTemplateColumns: `${VALUE_AXIS_WIDTH}px 1fr`, gridTemplateRows: `${plotHeight}px auto` }}
    >
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
      <svg aria-hidden="true" width="100%" height={plotHeight}>
        {scale.ticks.map((tick) => (
          <line
            key={tick}
            className={tick === 0 ? classes.axis : classes.grid}
            x1="0"
            x2="100%"
            y1={yOf(tick)}
            y2={yOf(tick)}
          />
        ))}
        {children(plotHeight)}
      </svg>
      <span />
      <svg aria-hidden="true" width="100%" height={AXIS_LABELS_HEIGHT}>
        {categories.map((category, index) => (
          <text
            key={category}
            x={`${bandCentre(index, categories.length)}%`}
            y={LABEL_GAP}
            textAnchor="middle"
            dominantBaseline="hanging"
          >
            {category}
          </text>
        ))}
      </svg>
    </div>
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
  return (
    <div
      className={classes.chart}
      style={{
        gridTemplateColumns: `${categoryWidth}px 1fr`,
        gridTemplateRows: `${plotHeight}px auto`,
        paddingRight: endRoom,
      }}
    >
      <svg aria-hidden="true" width={categoryWidth} height={plotHeight}>
        {categories.map((category, index) => (
          <text
            key={category}
            x={categoryWidth - LABEL_GAP}
            y={(bandCentre(index, categories.length) / 100) * plotHeight}
            textAnchor="end"
            dominantBaseline="middle"
          >
            <title>{category}</title>
            {shorten(category, categoryWidth)}
          </text>
        ))}
      </svg>
      <svg aria-hidden="true" width="100%" height={plotHeight}>
        {scale.ticks.map((tick) => (
          <line
            key={tick}
            className={tick === 0 ? classes.axis : classes.grid}
            x1={`${scale.fraction(tick) * 100}%`}
            x2={`${scale.fraction(tick) * 100}%`}
            y1="0"
            y2={plotHeight}
          />
        ))}
        {children(plotHeight)}
      </svg>
      <span />
      <svg aria-hidden="true" width="100%" height={AXIS_LABELS_HEIGHT}>
        {scale.ticks.map((tick) => (
          <text
            key={tick}
            x={`${scale.fraction(tick) * 100}%`}
            y={LABEL_GAP}
            textAnchor="middle"
            dominantBaseline="hanging"
          >
            {format(tick)}
          </text>
        ))}
      </svg>
    </div>
  );
}
