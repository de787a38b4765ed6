/**
 * Value axes for the page charts: a "nice" top value and evenly spaced ticks (steps of 1, 2, 2.5
 * or 5 times a power of ten), and positions as fractions of the plot.
 */
const NICE_STEPS = [1, 2, 2.5, 5, 10];

/** The smallest nice step that covers `span` in about `count` steps. */
export function niceStep(span: number, count = 4): number {
  if (!(span > 0)) return 1;
  const rough = span / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = NICE_STEPS.find((nice) => nice * power >= rough) ?? 10;
  return step * power;
}

export interface ValueScale {
  max: number;
  ticks: number[];
  /** Where a value sits, 0 at the axis origin and 1 at `max`. */
  fraction(value: number): number;
}

/** A scale from 0 to `fixedMax`, or to the nice value at or above the largest value. */
export function valueScale(values: readonly number[], fixedMax?: number): ValueScale {
  const largest = Math.max(0, ...values);
  const step = niceStep(fixedMax ?? largest);
  const max = fixedMax ?? Math.max(step, Math.ceil(largest / step) * step);
  const ticks: number[] = [];
  for (let tick = 0; tick <= max + step / 1e6; tick += step) ticks.push(Number(tick.toPrecision(12)));
  return { max, ticks, fraction: (value) => (max === 0 ? 0 : Math.min(1, Math.max(0, value / max))) };
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
