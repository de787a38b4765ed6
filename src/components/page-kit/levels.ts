/** Certification levels 1-5; null is "uncertified". */
export const LEVELS = [1, 2, 3, 4, 5] as const;

export type Level = (typeof LEVELS)[number];

/**
 * One distinct colour per level. Every mark also carries the level number or a legend entry, so
 * colour is never the only cue; each colour passes WCAG AA with its text colour below.
 */
export const LEVEL_COLORS: Record<Level | 'none', string> = {
  none: '#868e96',
  1: '#f4c542',
  2: '#e8590c',
  3: '#1971c2',
  4: '#5f3dc4',
  5: '#237032',
};

export const LEVEL_TEXT_COLORS: Record<Level | 'none', string> = {
  none: '#000000',
  1: '#000000',
  2: '#000000',
  3: '#ffffff',
  4: '#ffffff',
  5: '#ffffff',
};

export const levelKey = (level: number | null | undefined): Level | 'none' =>
  level !== null && level !== undefined && level >= 1 && level <= 5 ? (level as Level) : 'none';
