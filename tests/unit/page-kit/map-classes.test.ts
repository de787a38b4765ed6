import { describe, expect, it } from 'vitest';
import type { AreaValue } from '../../../contract/map-areas.schemas';
import {
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

/** The shade of each region when the regions' average scores are `scores` (region ids 1, 2, …). */
const regionShades = (scores: number[]) => {
  const shading = shadePlaces(
    { regions: scores.map((score, index) => area(index + 1, { averageScore: score })), districts: [] },
    'region',
    'averageScore',
    3,
  );
  return scores.map((_, index) => shading.colors.get(`region:${index + 1}`));
};

describe('choropleth classes', () => {
  it('average scores fall in five fixed bands: below 60, 60-70, 70-80, 80-90, 90 and above', () => {
    const bandOf = (score: number) => classOf(score, 'scoreBands');
    expect([0, 59.9, 60, 69.9, 70, 79.9, 80, 89.9, 90, 100].map(bandOf)).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3, 4, 4,
    ]);
  });

  it('shares fall in five fixed bands of 20 percentage points; a share on a limit is in the band above', () => {
    const bandOf = (share: number) => classOf(share, 'shareBands');
    expect([0, 19.9, 20, 39.9, 40, 60, 80, 100].map(bandOf)).toEqual([0, 0, 1, 1, 2, 3, 4, 4]);
  });

  it('scores are classed in score bands, shares in share bands', () => {
    expect(methodOf('averageScore')).toBe('scoreBands');
    expect(methodOf('shareAtLevel')).toBe('shareBands');
    expect(methodOf('shareActive')).toBe('shareBands');
  });

  it('regions a tenth of a point apart share a colour unless a band limit lies between them', () => {
    // the range the review saw: 67 to 71.5
    const shades = regionShades([67, 67.1, 67.2, 68.5, 69.9, 70, 71.5]);
    expect(new Set(shades.slice(0, 5)).size).toBe(1);
    expect(shades[0]).toBe(SHADE_COLORS[1]);
    expect(shades[5]).toBe(SHADE_COLORS[2]);
    expect(shades[6]).toBe(SHADE_COLORS[2]);
  });

  it("a place's colour depends on its own value only, not on the other places shown", () => {
    expect(regionShades([72, 40])[0]).toBe(regionShades([72, 95])[0]);
    expect(regionShades([72, 71.9, 72.1])[0]).toBe(regionShades([72, 50, 90])[0]);
  });

  it('share at level N or above counts levels N to 5 over all facilities of the place', () => {
    expect(shadeValue(area(1), 'shareAtLevel', 4)).toBe(60);
    expect(shadeValue(area(1), 'shareAtLevel', 1)).toBe(90);
    expect(shadeValue(area(1, { active: 3 }), 'shareActive', 3)).toBe(30);
    expect(
      shadeValue(area(1, { facilities: 0, levelCounts: [0, 0, 0, 0, 0, 0] }), 'averageScore', 3),
    ).toBeNull();
  });

  it('the legend lists all five bands from 0 to 100, with the places in each (none included)', () => {
    const classes = shadeClasses([67, 68, 71.5, 99], 'scoreBands');
    expect(classes.map(({ from, to, count }) => [from, to, count])).toEqual([
      [0, 60, 0],
      [60, 70, 2],
      [70, 80, 1],
      [80, 90, 0],
      [90, 100, 1],
    ]);
    expect(classes.map((item) => item.color)).toEqual([...SHADE_COLORS]);
  });

  it('districts are classed among districts only; nothing is shaded without a measure', () => {
    const answer = {
      regions: [area(1, { averageScore: 40 })],
      districts: [area(11, { averageScore: 61 }), area(12, { averageScore: 75 })],
    };
    const districts = shadePlaces(answer, 'district', 'averageScore', 3);
    expect([...districts.colors.keys()]).toEqual(['district:11', 'district:12']);
    expect(districts.classes.reduce((sum, item) => sum + item.count, 0)).toBe(2);
    expect(shadePlaces(answer, 'region', 'none', 3).colors.size).toBe(0);
  });
});
