/** Certification levels 1-5; null is "uncertified". */
export const LEVELS = [1, 2, 3, 4, 5] as const;

export type Level = (typeof LEVELS)[number];

/**
 * Levels on an ordered scale (viridis: light yellow to dark violet, each level darker than the one
 * below, told apart with colour-vision deficiencies too), uncertified in grey. Every mark also
 * carries the level's name or a legend entry, so colour is never the only cue; each text colour
 * below passes WCAG AA on its level's colour.
 */
export const LEVEL_COLORS: Record<Level | 'none', string> = {
  none: '#868e96',
  1: '#fde725',
  2: '#5ec962',
  3: '#21918c',
  4: '#3b528b',
  5: '#440154',
};

export const LEVEL_TEXT_COLORS: Record<Level | 'none', string> = {
  none: '#000000',
  1: '#000000',
  2: '#000000',
  3: '#000000',
  4: '#ffffff',
  5: '#ffffff',
};

export const levelKey = (level: number | null | undefined): Level | 'none' =>
  level !== null && level !== undefined && level >= 1 && level <= 5 ? (level as Level) : 'none';
