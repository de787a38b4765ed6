import { z } from 'zod';

/** Every error response of the QPS API. */
export interface ApiErrorBody {
  error: { message: string };
}

export { API_HEADERS } from './api-headers';

export const cultureNameSchema = z
  .string()
  .regex(/^[a-z]{2,3}-[A-Z]{2}$/, 'must be a culture name such as en-US');
export const idSchema = z.int().positive().max(2_147_483_647);
/** Ids in a path or query string arrive as text. */
export const idTextSchema = z.coerce.number().pipe(idSchema);
export const tenantIdSchema = z.string().min(1).max(100);
/** One environment id: a repeated or comma-joined environmentId header is not one (400). */
export const environmentIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.-]+$/, 'must be one environment id (letters, digits, _ . -), sent once');

/** Headers of every signed-in call except GET /api/qps/environment (which needs no environmentId). */
export const signedInHeadersSchema = z.object({
  environmentid: environmentIdSchema,
  culture: cultureNameSchema.optional(),
  'x-requested-with': z.literal('XMLHttpRequest').optional(),
});

export const tenantQuerySchema = z.strictObject({ tenantId: tenantIdSchema.optional() });
