import { describe, expect, it } from 'vitest';
import { shareOfFacilities } from '../../../src/pages/home/facility-share';

describe('Home facility shares', () => {
  it('a share is the count divided by the number of filtered facilities', () => {
    expect(shareOfFacilities(3, 12)).toBe(0.25);
  });

  it('with no filtered facilities every share is 0', () => {
    expect(shareOfFacilities(0, 0)).toBe(0);
  });
});
