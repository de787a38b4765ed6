/** The period parameters as the server validates them (zod stays out of the portal's bundle). */
import { z } from 'zod';
import { COMPARISONS, PERIOD_MESSAGE, parsePeriod } from './period';

/** A period text, checked; the server answers 400 with PERIOD_MESSAGE for any other. */
export const periodSchema = z
  .string()
  .max(30)
  .refine((text) => parsePeriod(text) !== null, PERIOD_MESSAGE);

export const comparisonSchema = z.enum(COMPARISONS);
