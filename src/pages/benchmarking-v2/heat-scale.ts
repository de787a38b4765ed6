import { HEAT_BAND_STARTS } from '../../../contract/heat-bands';

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

const LOOKS: readonly Omit<HeatBand, 'from'>[] = [
  { labelKey: 'veryLow', background: '#f6c9c4' },
  { labelKey: 'low', background: '#fbdcb8' },
  { labelKey: 'medium', background: '#fbf0b5' },
  { labelKey: 'high', background: '#d5ecc2' },
  { labelKey: 'veryHigh', background: '#a9dcb4' },
];

/** The bands' starts are the contract's: the server counts the facilities of a cell's band by them. */
export const HEAT_BANDS: readonly HeatBand[] = HEAT_BAND_STARTS.map((from, index) => ({
  from,
  ...LOOKS[index],
}));

export const HEAT_TEXT_COLOR = '#1b1b1b';
export const NO_SCORE_BACKGROUND = '#f1f3f5';

/** The band a score falls in; null (no score) has none. */
export function heatBand(score: number | null): HeatBand | null {
  if (score === null) return null;
  return HEAT_BANDS.findLast((band) => score >= band.from) ?? HEAT_BANDS[0];
}
