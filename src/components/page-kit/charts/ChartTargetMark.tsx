import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './charts.module.css';

/** Where a target's line stands: `y` pixels down a plot, or `x` percent across it. */
export type TargetAt = { y: number } | { x: number };

/**
 * The target as a dashed line inside a chart's plot SVG: across it at `y` pixels (values up the
 * side), or from top to bottom at `x` percent (values along the bottom), labelled at its end.
 */
export function ChartTargetLine({
  label,
  at,
  plotHeight,
}: {
  label: string;
  at: TargetAt;
  plotHeight: number;
}) {
  if ('y' in at)
    return (
      <g className={classes.target}>
        <line x1="0" x2="100%" y1={at.y} y2={at.y} />
        <text x="100%" dx={-4} y={at.y - 4} textAnchor="end">
          {label}
        </text>
      </g>
    );
  return (
    <g className={classes.target}>
      <line x1={`${at.x}%`} x2={`${at.x}%`} y1={0} y2={plotHeight} />
      <text x={`${at.x}%`} dx={4} y={10}>
        {label}
      </text>
    </g>
  );
}

/** The tinted band behind a column that reaches a category target ("level 3 or above"); x and width in percent. */
export function ChartTargetBand({ x, width, height }: { x: number; width: number; height: number }) {
  return <rect className={classes.targetBand} x={`${x}%`} y={0} width={`${width}%`} height={height} />;
}

/** The words of a target: its short label on the line, and the sentence under the chart. */
export function useTargetWords(target: number | null | undefined, format: (value: number) => string) {
  const { t } = useTranslation('pages-common');
  if (target === null || target === undefined) return null;
  const value = format(target);
  return { value: target, label: t('chart.targetLabel', { value }), note: t('chart.targetNote', { value }) };
}

/** What the plot shows beyond its bars and lines, in words under the chart (the plot is hidden from assistive technology). */
export function ChartNote({ note }: { note: string }) {
  return (
    <Text size="xs" c="gray.7" mt={4}>
      {note}
    </Text>
  );
}
