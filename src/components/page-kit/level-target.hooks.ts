import { useTranslation } from 'react-i18next';
import { usePageData } from '../../app/hooks/page-data.hooks';
import type { BarTargetMarks } from './charts/chart-types';

/** A facility reaches the level target at that level or above; an uncertified one never does. */
export const reachesLevelTarget = (level: number | null, target: number): boolean =>
  level !== null && level >= target;

export interface LevelTargetWords extends Omit<BarTargetMarks, 'covers'> {
  /** The target level: "level 3 or above" is 3. */
  level: number;
}

/**
 * The selected environment's level target (General/Targets) and its words ("Target:
 * level 3 or above"), for the level charts' marks; null while loading, on failure, or where the
 * environment sets none.
 */
export function useLevelTarget(): LevelTargetWords | null {
  const { t } = useTranslation('targets');
  const targets = usePageData('General/Targets');
  const level = targets.rows[0]?.levelTarget ?? null;
  if (level === null) return null;
  return { level, label: t('level.label', { level }), note: t('level.note') };
}
