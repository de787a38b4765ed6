import { z } from 'zod';

/**
 * The targets an environment may set in its settings (environments.settings). A value
 * these schemas refuse (a text, a score over 100, level 7) is no target: General/Targets answers null.
 */
export const environmentTargetSchemas = {
  /** The assessment score the facilities should reach, drawn as a line on the score charts. */
  scoreTarget: z.number().min(0).max(100),
  /** The certification level the facilities should reach or pass ("level 3 or above"), marked on the level charts. */
  levelTarget: z.int().min(1).max(5),
};

/** What the environment aims for; null where it sets none. */
export interface TargetsRow {
  scoreTarget: number | null;
  levelTarget: number | null;
}
