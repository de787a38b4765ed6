import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-error.js';

/** C0 controls and DEL; a horizontal tab is allowed (HTTP lets header values hold it). */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000a-\u001f\u007f]/;

/** Headers whose repetition would be ambiguous (Node joins repeats with ", "). */
const SINGLE_HEADERS = ['environmentid', 'culture', 'authorization'];

function valuesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(valuesOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(valuesOf);
  return [];
}

/**
 * Input no handler should ever see, refused up front with a 400 and a message (never a 500
 * further down): control characters in a query or header value, and a header that must be sent
 * once sent several times.
 */
export function refuseMalformedRequests(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (valuesOf(request.query).some((value) => CONTROL_CHARACTER.test(value)))
      throw badRequest('The query string holds control characters.');
    const raw = request.raw.rawHeaders;
    for (let index = 0; index < raw.length; index += 2) {
      if (CONTROL_CHARACTER.test(raw[index + 1]))
        throw badRequest(`The ${raw[index]} header holds control characters.`);
    }
    for (const name of SINGLE_HEADERS) {
      const count = raw.filter((entry, index) => index % 2 === 0 && entry.toLowerCase() === name).length;
      if (count > 1) throw badRequest(`The ${name} header must be sent once.`);
    }
  });
}
