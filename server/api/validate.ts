import { type ZodError, type ZodType, z } from 'zod';
import { badRequest, type HttpError } from './http-error.js';

/** A 400 naming the part of the request and the fields at fault (at most five). */
export function invalidRequest(part: string, error: ZodError): HttpError {
  const details = error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  return badRequest(`Invalid ${part}: ${details}`);
}

/** Parses `value` with the contract schema or throws a 400 naming the part of the request and the fields at fault. */
export function validate<T>(
  schema: ZodType<T>,
  value: unknown,
  part: 'body' | 'query' | 'headers' | 'path' | string,
): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw invalidRequest(part, result.error);
}

/** Requests that must carry no query string at all. */
export const noQuery = z.strictObject({});
