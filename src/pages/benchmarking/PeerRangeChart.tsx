import type { LegendItem } from '../../components/page-kit/ChartLegend';
import { REFERENCE_COLOR } from '../../components/references/ReferenceControl';
import type { PeerRangeDatum } from './peer-benchmark.model';
import classes from './peer-range-chart.module.css';

/** The chart's marks; the legend and the marks read the same colours. */
export const RANGE_COLORS = {
  band: '#a5d8ff',
  median: '#1c3d5a',
  score: '#c2255c',
  reference: REFERENCE_COLOR,
} as const;

const AXIS_TICKS = [0, 25, 50, 75, 100];

const percent = (value: number) => `${Math.min(100, Math.max(0, value))}%`;

export function rangeLegend(labels: {
  band: string;
  median: string;
  score: string;
  reference: string;
}): LegendItem[] {
  return [
    { label: labels.band, color: RANGE_COLORS.band },
    { label: labels.median, color: RANGE_COLORS.median, dash: '0' },
    { label: labels.score, color: RANGE_COLORS.score },
    { label: labels.reference, color: RANGE_COLORS.reference },
  ];
}

/**
 * One strip per service element on a 0-100 scale: the peers' middle half as a band, their median
 * as a line, the chosen reference median as a ring, the facility's score as a diamond
 * with its number printed beside it (so the figure is readable without colour). Plain HTML and CSS: it reflows on a phone and needs no chart library.
 */
export function PeerRangeChart({
  data,
  formatScore,
  onRowOpen,
}: {
  data: readonly PeerRangeDatum[];
  formatScore: (value: number | null) => string;
  /**
   * A click on an element's strip opens what it is about (the peer group scored in it).
   * Pointer only: the chart is hidden from assistive technology, and the table's links do the same.
   */
  onRowOpen?: (index: number) => void;
}) {
  return (
    <div className={classes.chart} aria-hidden="true">
      <div className={classes.row}>
        <span />
        <div className={classes.axis}>
          {AXIS_TICKS.map((tick) => (
            <span key={tick} className={classes.tick} style={{ insetInlineStart: percent(tick) }}>
              {formatScore(tick)}
            </span>
          ))}
        </div>
      </div>
      {data.map((datum, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: pointer only, as BarChart's bars: the chart is hidden from assistive technology and the table's links open the same lists
        <div
          key={datum.element}
          className={onRowOpen ? `${classes.row} ${classes.opens}` : classes.row}
          onClick={onRowOpen && (() => onRowOpen(index))}
          data-element={datum.element}
        >
          <span className={classes.label}>{datum.element}</span>
          <div className={classes.track}>
            {AXIS_TICKS.map((tick) => (
              <span key={tick} className={classes.gridLine} style={{ insetInlineStart: percent(tick) }} />
            ))}
            {datum.base !== null && datum.band !== null && (
              <span
                className={classes.band}
                style={{
                  insetInlineStart: percent(datum.base),
                  width: percent(datum.band),
                  background: RANGE_COLORS.band,
                }}
              />
            )}
            {datum.median !== null && (
              <span
                className={classes.median}
                style={{ insetInlineStart: percent(datum.median), background: RANGE_COLORS.median }}
              />
            )}
            {datum.reference !== null && (
              <span
                className={classes.reference}
                data-reference={datum.reference}
                style={{ insetInlineStart: percent(datum.reference), borderColor: RANGE_COLORS.reference }}
              />
            )}
            {datum.score !== null && (
              <span className={classes.score} style={{ insetInlineStart: percent(datum.score) }}>
                <span className={classes.diamond} style={{ background: RANGE_COLORS.score }} />
                <span className={datum.score > 80 ? classes.valueBefore : classes.valueAfter}>
                  {formatScore(datum.score)}
                </span>
              </span>
            )}
          </div>
        </div>
      ))}
    </div>
  );
}
