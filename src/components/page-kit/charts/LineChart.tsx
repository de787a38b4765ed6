import { useTranslation } from 'react-i18next';
import { ColumnsFrame, useSeriesColors } from './ChartFrames';
import { ChartTargetLine, ChartNote, useTargetWords } from './ChartTargetMark';
import { bandCentre, fittedValueScale, linePath, valueScale } from './chart-scale';
import { type ChartProps, seriesValue } from './chart-types';
import { useFormatters } from '../page-data.hooks';
import classes from './charts.module.css';
import { useChartCategories } from './chart-categories.hooks';

export interface LineChartProps extends ChartProps {
  /** A dot on each value, with the value in its hover title. */
  withDots?: boolean;
  /** Lines step over rows without a value instead of breaking there. */
  connectNulls?: boolean;
  strokeWidth?: number;
  /** The value axis fits the values (at most valueMax) instead of starting at 0; a note says so. */
  fitToData?: boolean;
}

/**
 * Line charts in plain SVG. The lines are drawn in a 0-100 wide box stretched to the plot's
 * width with a stroke that does not stretch, so the chart fills any width without measuring it.
 */
export function LineChart({
  h,
  data,
  dataKey,
  series,
  valueFormatter = String,
  valueMax,
  withDots = false,
  connectNulls = false,
  strokeWidth = 2,
  fitToData = false,
  target,
}: LineChartProps) {
  const { t } = useTranslation('pages-common');
  const targetWords = useTargetWords(target, valueFormatter);
  const colors = useSeriesColors(series);
  const categories = useChartCategories(data, dataKey);
  const { labelled } = useFormatters();
  const values = series.map((item) => data.map((row) => seriesValue(row, item)));
  // the target stays on the axis too
  const shown = [...values.flat(), target ?? null].filter((value) => value !== null);
  const scale = fitToData ? fittedValueScale(shown, valueMax) : valueScale(shown, valueMax);
  return (
    <>
      <ColumnsFrame h={h} categories={categories} scale={scale} format={valueFormatter}>
        {(plotHeight) => {
          const yOf = (value: number) => plotHeight * (1 - scale.fraction(value));
          const pointsOf = (line: (number | null)[]) =>
            line.map((value, index) =>
              value === null ? null : { x: bandCentre(index, data.length), y: yOf(value) },
            );
          return (
            <>
              {targetWords && (
                <ChartTargetLine
                  label={targetWords.label}
                  at={{ y: yOf(targetWords.value) }}
                  plotHeight={plotHeight}
                />
              )}
              <svg
                aria-hidden="true"
                viewBox={`0 0 100 ${plotHeight}`}
                preserveAspectRatio="none"
                width="100%"
                height={plotHeight}
              >
                {series.map((item, index) => (
                  <path
                    key={item.name}
                    d={linePath(pointsOf(values[index]), connectNulls)}
                    fill="none"
                    stroke={colors[index]}
                    strokeWidth={strokeWidth}
                    strokeDasharray={item.strokeDasharray}
                    strokeLinejoin="round"
                    strokeLinecap="round"
                    vectorEffect="non-scaling-stroke"
                  />
                ))}
              </svg>
              {withDots &&
                series.flatMap((item, index) =>
                  pointsOf(values[index]).map((point, row) =>
                    point ? (
                      <circle
                        key={`${item.name}-${row}`}
                        className={classes.mark}
                        cx={`${point.x}%`}
                        cy={point.y}
                        r={3.5}
                        fill={colors[index]}
                        stroke="#fff"
                        strokeWidth={1.5}
                      >
                        <title>
                          {`${categories[row]} · ${labelled(item.label, valueFormatter(values[index][row] ?? 0))}`}
                        </title>
                      </circle>
                    ) : null,
                  ),
                )}
            </>
          );
        }}
      </ColumnsFrame>
      {/* one line under the chart, so the card grows as little as possible once drawn */}
      {(targetWords || scale.min > 0) && (
        <ChartNote
          note={[
            targetWords?.note,
            scale.min > 0 ? t('chart.axisNotFromZero', { value: valueFormatter(scale.min) }) : undefined,
          ]
            .filter(Boolean)
            .join(' ')}
        />
      )}
    </>
  );
}
