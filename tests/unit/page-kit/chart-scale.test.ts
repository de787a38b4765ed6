import { describe, expect, it } from 'vitest';
import {
  fittedValueScale,
  linePath,
  niceStep,
  valueScale,
} from '../../../src/components/page-kit/charts/chart-scale';

describe('chart value axes', () => {
  it('steps are 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(22_697)).toBe(10_000);
    expect(niceStep(100)).toBe(25);
    expect(niceStep(0.3)).toBe(0.1);
    expect(niceStep(7)).toBe(2);
    expect(niceStep(0)).toBe(1);
  });

  it('a score axis fixed at 100 reads 0, 25, 50, 75, 100', () => {
    const scale = valueScale([69.8, 71.2], 100);
    expect(scale.ticks).toEqual([0, 25, 50, 75, 100]);
    expect(scale.fraction(50)).toBe(0.5);
  });

  it('without a fixed top, the axis ends at the round value above the largest', () => {
    const scale = valueScale([15_553, 22_697, 8_047]);
    expect(scale.max).toBe(30_000);
    expect(scale.ticks).toEqual([0, 10_000, 20_000, 30_000]);
    expect(valueScale([0.158, 0.225]).ticks).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('an all-zero or empty chart still has an axis, and values outside it stay on the plot', () => {
    expect(valueScale([]).ticks).toEqual([0, 1]);
    expect(valueScale([0, 0]).max).toBe(1);
    expect(valueScale([120], 100).fraction(120)).toBe(1);
    expect(valueScale([5], 100).fraction(-3)).toBe(0);
  });
});

describe('count axes tick whole numbers', () => {
  it('a count chart whose largest count is under 4 ticks at whole numbers, never 0.25, 0.5 or 0.75', () => {
    expect(valueScale([1], undefined, true).ticks).toEqual([0, 1]);
    expect(valueScale([2], undefined, true).ticks).toEqual([0, 1, 2]);
    expect(valueScale([3, 1], undefined, true).ticks).toEqual([0, 1, 2, 3]);
    expect(valueScale([0], undefined, true).ticks).toEqual([0, 1]);
  });

  it('a count chart never steps by 2.5 either: a largest count of 10 ticks every 5', () => {
    expect(valueScale([10], undefined, true).ticks).toEqual([0, 5, 10]);
    expect(niceStep(100, 4, true)).toBe(25);
    expect(niceStep(0.5, 4, true)).toBe(1);
  });

  it('scores keep their fine steps', () => {
    expect(valueScale([1]).ticks).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(valueScale([10]).ticks).toEqual([0, 2.5, 5, 7.5, 10]);
  });
});

describe('axes fit the data range', () => {
  it('scores between 48.9 and 51.8 get an axis from 48 to 52, not 0 to 100', () => {
    const scale = fittedValueScale([48.9, 51.1, 51.8, 51], 100);
    expect(scale.min).toBe(48);
    expect(scale.max).toBe(52);
    expect(scale.ticks).toEqual([48, 50, 52]);
    expect(scale.fraction(50)).toBe(0.5);
  });

  it('a value on a tick gets a step of room, and the axis never passes the ceiling', () => {
    const scale = fittedValueScale([60, 80, 100], 100);
    expect(scale.ticks).toEqual([50, 60, 70, 80, 90, 100]);
  });

  it('when the smallest value is under a third of the largest, the axis starts at 0', () => {
    expect(fittedValueScale([10, 90], 100).min).toBe(0);
    expect(fittedValueScale([0, 40]).min).toBe(0);
    expect(fittedValueScale([]).ticks).toEqual([0, 1]);
  });

  it('a flat line still gets a band around it', () => {
    const scale = fittedValueScale([70, 70, 70], 100);
    expect(scale.min).toBeLessThan(70);
    expect(scale.max).toBeGreaterThan(70);
    expect(scale.fraction(70)).toBeGreaterThan(0);
    expect(scale.fraction(70)).toBeLessThan(1);
  });
});

describe('chart lines', () => {
  const points = [{ x: 10, y: 50 }, null, { x: 50, y: 20 }, { x: 90, y: 30 }];

  it('a year without a value breaks the line', () => {
    expect(linePath(points, false)).toBe('M10.000 50.00M50.000 20.00L90.000 30.00');
  });

  it('with connectNulls the line steps over the missing year', () => {
    expect(linePath(points, true)).toBe('M10.000 50.00L50.000 20.00L90.000 30.00');
  });
});
