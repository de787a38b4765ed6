import { describe, expect, it } from 'vitest';
import type { AreaValue } from '../../../contract/map-areas.schemas';
import {
  CLASS_COUNT,
  classBreaks,
  classOf,
  methodOf,
  SHADE_COLORS,
  shadeClasses,
  shadeValue,
} from '../../../src/components/page-kit/map/map-classes';
import { shadePlaces } from '../../../src/components/page-kit/map/map-shading';

const area = (id: number, parts: Partial<AreaValue> = {}): AreaValue => ({
  id,
  facilities: 10,
  active: 10,
  averageScore: 50,
  levelCounts: [1, 1, 1, 1, 1, 5],
  ...parts,
});

describe('choropleth classes', () => {
  it('quantiles put about the same number of places in each of the five classes', () => {
    const values = Array.from({ length: 10 }, (_, index) => index + 1);
    const breaks = classBreaks(values, 'quantiles');
    const perClass = Array.from(
      { length: CLASS_COUNT },
      (_, index) => values.filter((v) => classOf(v, breaks) === index).length,
    );
    expect(perClass).toEqual([2, 2, 2, 2, 2]);
  });

  it('equal intervals cut 0-100 % into steps of 20 points, whatever the values', () => {
    expect(classBreaks([3, 4, 99], 'equalIntervals')).toEqual([20, 40, 60, 80]);
    expect(classOf(20, [20, 40, 60, 80])).toBe(0);
    expect(classOf(20.1, [20, 40, 60, 80])).toBe(1);
    expect(classOf(100, [20, 40, 60, 80])).toBe(4);
  });

  it('scores are classed by quantiles, shares by equal intervals', () => {
    expect(methodOf('averageScore')).toBe('quantiles');
    expect(methodOf('shareAtLevel')).toBe('equalIntervals');
    expect(methodOf('shareActive')).toBe('equalIntervals');
  });

  it('share at level N or above counts levels N to 5 over all facilities of the place', () => {
    expect(shadeValue(area(1), 'shareAtLevel', 4)).toBe(60);
    expect(shadeValue(area(1), 'shareAtLevel', 1)).toBe(90);
    expect(shadeValue(area(1, { active: 3 }), 'shareActive', 3)).toBe(30);
    expect(
      shadeValue(area(1, { facilities: 0, levelCounts: [0, 0, 0, 0, 0, 0] }), 'averageScore', 3),
    ).toBeNull();
  });

  it('the legend classes count every place once and run from the lowest value to the highest', () => {
    const values = [50, 55, 60, 65, 70, 75, 80, 85, 90, 95];
    const classes = shadeClasses(values, classBreaks(values, 'quantiles'));
    expect(classes.reduce((sum, item) => sum + item.count, 0)).toBe(values.length);
    expect(classes[0].from).toBe(50);
    expect(classes[classes.length - 1].to).toBe(95);
    expect(classes.map((item) => item.color)).toEqual([...SHADE_COLORS]);
  });

  it('a place with a higher score never gets a lighter shade; districts are classed among districts only', () => {
    const answer = {
      regions: [area(1, { averageScore: 40 }), area(2, { averageScore: 90 })],
      districts: [
        area(11, { averageScore: 60 }),
        area(12, { averageScore: 61 }),
        area(13, { averageScore: 62 }),
      ],
    };
    const regions = shadePlaces(answer, 'region', 'averageScore', 3);
    const order = (key: string) =>
      SHADE_COLORS.indexOf(regions.colors.get(key) as (typeof SHADE_COLORS)[number]);
    expect(order('region:2')).toBeGreaterThan(order('region:1'));
    const districts = shadePlaces(answer, 'district', 'averageScore', 3);
    expect([...districts.colors.keys()]).toEqual(['district:11', 'district:12', 'district:13']);
    expect(new Set(districts.colors.values()).size).toBe(3);
    expect(shadePlaces(answer, 'region', 'none', 3).colors.size).toBe(0);
  });
});
