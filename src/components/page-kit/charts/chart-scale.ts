/**
 * Value axes for the page charts: a "nice" top value and evenly spaced ticks (steps of 1, 2, 2.5
 * or 5 times a power of ten), and positions as fractions of the plot.
 */
const NICE_STEPS = [1, 2, 2.5, 5, 10];

/**
 * The smallest nice step that covers `span` in about `count` steps. For counts (`wholeNumbers`) only
 * whole steps qualify: a count of facilities has no tick at 0.25 or 7.5.
 */
export function niceStep(span: number, count = 4, wholeNumbers = false): number {
  if (!(span > 0)) return 1;
  const rough = span / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = NICE_STEPS.map((nice) => nice * power).find(
    (candidate) => candidate >= rough && (!wholeNumbers || Number.isInteger(candidate)),
  );
  const nice = step ?? 10 * power;
  return wholeNumbers ? Math.max(1, nice) : nice;
}

export interface ValueScale {
  /** The value at the axis origin: 0, or above it on a fitted axis. */
  min: number;
  max: number;
  ticks: number[];
  /** Where a value sits, 0 at the axis origin and 1 at `max`. */
  fraction(value: number): number;
}

/** Ticks every `step` from `min` to `max`; values outside stay on the plot's edge. */
function scaleBetween(min: number, max: number, step: number): ValueScale {
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 1e6; tick += step) ticks.push(Number(tick.toPrecision(12)));
  const span = max - min;
  return {
    min,
    max,
    ticks,
    fraction: (value) => (span === 0 ? 0 : Math.min(1, Math.max(0, (value - min) / span))),
  };
}

/**
 * A scale from 0 to `fixedMax`, or to the nice value at or above the largest value; with
 * `wholeNumbers` (counts) every tick is a whole number.
 */
export function valueScale(values: readonly number[], fixedMax?: number, wholeNumbers = false): ValueScale {
  const largest = Math.max(0, ...values);
  const step = niceStep(fixedMax ?? largest, 4, wholeNumbers);
  const max = fixedMax ?? Math.max(step, Math.ceil(largest / step) * step);
  return scaleBetween(0, max, step);
}

/**
 * A trend between 48 and 53 on a 0-100 axis looks flat. This scale fits the values:
 * from the nice value below the smallest to the one above the largest (at most `ceiling`), with
 * a step of room on each side. Where the smallest value is under a third of the largest, fitting
 * gains little, and the axis starts at 0 as `valueScale`'s does. Only for lines: a bar's length
 * must stay proportional to its value.
 */
export function fittedValueScale(values: readonly number[], ceiling?: number): ValueScale {
  const smallest = Math.min(...values);
  const largest = Math.max(...values);
  if (values.length === 0 || smallest <= 0 || smallest < largest / 3) return valueScale(values, ceiling);
  // a flat line still gets a band of about a tenth of its value
  const step = niceStep(Math.max(largest - smallest, largest / 10));
  const min = Math.max(0, Math.floor(smallest / step) * step - (smallest % step === 0 ? step : 0));
  const above = Math.ceil(largest / step) * step + (largest % step === 0 ? step : 0);
  return scaleBetween(min, ceiling === undefined ? above : Math.min(above, ceiling), step);
}

/** The centre of band `index` of `count`, as a percentage of the plot's width (or height). */
export const bandCentre = (index: number, count: number) => ((index + 0.5) / count) * 100;

/**
 * An SVG path through the points (x across 0-100, y down in pixels). A missing value breaks the
 * line, or is stepped over when `connectNulls`.
 */
export function linePath(
  points: readonly ({ x: number; y: number } | null)[],
  connectNulls: boolean,
): string {
  let path = '';
  let drawing = false;
  for (const point of points) {
    if (!point) {
      if (!connectNulls) drawing = false;
      continue;
    }
    path += `${drawing ? 'L' : 'M'}${point.x.toFixed(3)} ${point.y.toFixed(2)}`;
    drawing = true;
  }
  return path;
}
