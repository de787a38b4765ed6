import { describe, expect, it } from 'vitest';
import { LEVEL_COLORS, LEVEL_TEXT_COLORS, LEVELS } from '../../../src/components/page-kit/levels';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [red, green, blue] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

const contrast = (first: string, second: string) => {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
};

describe('certification level colours', () => {
  it('are an ordered scale: each level is darker than the level below it', () => {
    const luminances = LEVELS.map((level) => luminance(LEVEL_COLORS[level]));
    const lightestFirst = [...luminances].sort((a, b) => b - a);
    expect(luminances).toEqual(lightestFirst);
    expect(new Set(luminances).size).toBe(LEVELS.length);
  });

  it('carry their level’s name in a text colour with at least 4.5:1 contrast (WCAG AA)', () => {
    for (const key of [...LEVELS, 'none'] as const) {
      expect(contrast(LEVEL_COLORS[key], LEVEL_TEXT_COLORS[key]), `level ${key}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
