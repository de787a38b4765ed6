import type { LevelMix } from '../../../contract';
import type { ChartSeries } from './charts/chart-types';
import { LEVEL_COLORS, LEVELS, type Level } from './levels';

/** Names a level (or "uncertified" for `none`) the way a page's table and chart say it. */
export type LevelLabel = (level: Level | 'none') => string;

/** The level-mix fields of a row in order: levels 1-5, then uncertified. */
export const LEVEL_MIX_FIELDS: readonly { field: keyof LevelMix; level: Level | 'none' }[] = [
  ...LEVELS.map((level) => ({ field: `level${level}` as keyof LevelMix, level })),
  { field: 'none', level: 'none' },
];

/** The level mix as chart series (stacked bars), coloured by level. */
export function levelMixSeries(label: LevelLabel): ChartSeries[] {
  return LEVEL_MIX_FIELDS.map(({ field, level }) => ({
    name: field,
    label: label(level),
    color: LEVEL_COLORS[level],
  }));
}
