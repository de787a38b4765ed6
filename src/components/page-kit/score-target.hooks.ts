import { usePageData } from '../../app/hooks/page-data.hooks';

/**
 * The selected environment's score target (General/Targets), for the score charts'
 * target line; null while loading, on failure, or where the environment sets none.
 */
export function useScoreTarget(): number | null {
  const targets = usePageData('General/Targets');
  return targets.rows[0]?.scoreTarget ?? null;
}
