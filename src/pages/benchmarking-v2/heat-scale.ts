/**
 * The heat map's colour bands over a 0-100 score. Light backgrounds, so the dark number printed
 * in every cell keeps a contrast above 7:1: the colour only repeats what the number says.
 */
export interface HeatBand {
  /** Lowest score of the band (inclusive). */
  from: number;
  /** Translation key of the band's name in the legend. */
  labelKey: 'veryLow' | 'low' | 'medium' | 'high' | 'veryHigh';
  background: string;
}

export const HEAT_BANDS: readonly HeatBand[] = [
  { from: 0, labelKey: 'veryLow', background: '#f6c9c4' },
  { from: 50, labelKey: 'low', background: '#fbdcb8' },
  { from: 65, labelKey: 'medium', background: '#fbf0b5' },
  { from: 75, labelKey: 'high', background: '#d5ecc2' },
  { from: 85, labelKey: 'veryHigh', background: '#a9dcb4' },
];

export const HEAT_TEXT_COLOR = '#1b1b1b';
export const NO_SCORE_BACKGROUND = '#f1f3f5';

/** The band a score falls in; null (no score) has none. */
export function heatBand(score: number | null): HeatBand | null {
  if (score === null) return null;
  return HEAT_BANDS.findLast((band) => score >= band.from) ?? HEAT_BANDS[0];
}

/** The next band's start, for the legend's "50–65" ranges. */
export function bandUpperBound(band: HeatBand): number {
  const next = HEAT_BANDS[HEAT_BANDS.indexOf(band) + 1];
  return next ? next.from : 100;
}
