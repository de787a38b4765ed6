import { type ZodType, z } from 'zod';
import { badRequest } from './http-error.js';

/** Parses `value` with the contract schema or throws a 400 naming the part of the request and the fields at fault. */
export function validate<T>(
  schema: ZodType<T>,
  value: unknown,
  part: 'body' | 'query' | 'headers' | 'path' | string,
): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = result.error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  throw badRequest(`Invalid ${part}: ${details}`);
}

/** Requests that must carry no query string at all. */
export const noQuery = z.strictObject({});
