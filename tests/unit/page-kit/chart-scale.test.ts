import { describe, expect, it } from 'vitest';
import { linePath, niceStep, valueScale } from '../../../src/components/page-kit/charts/chart-scale';

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

describe('chart lines', () => {
  const points = [{ x: 10, y: 50 }, null, { x: 50, y: 20 }, { x: 90, y: 30 }];

  it('a year without a value breaks the line', () => {
    expect(linePath(points, false)).toBe('M10.000 50.00M50.000 20.00L90.000 30.00');
  });

  it('with connectNulls the line steps over the missing year', () => {
    expect(linePath(points, true)).toBe('M10.000 50.00L50.000 20.00L90.000 30.00');
  });
});
