import type { FastifyInstance } from 'fastify';
import { hasControlCharacter } from '../../contract/control-characters.js';
import { badRequest } from './http-error.js';

/** Headers whose repetition would be ambiguous (Node joins repeats with ", "). */
const SINGLE_HEADERS = ['environmentid', 'culture', 'authorization'];

function valuesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(valuesOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(valuesOf);
  return [];
}

/** Half of a surrogate pair (JSON allows "\ud800"; UTF-8, and so PostgreSQL, cannot hold it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A JSON body holding text PostgreSQL cannot store (a NUL character, half of a surrogate pair),
 * in a key or a value. Walked without recursion: bodies may nest thousands deep.
 */
function hasUnstorableText(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000') || LONE_SURROGATE.test(value)) return true;
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) pending.push(key, inner);
    }
  }
  return false;
}

/**
 * Input no handler should ever see, refused up front with a 400 and a message (never a 500
 * further down): control characters in a query or header value, a header that must be sent
 * once sent several times, and body text the database cannot store.
 */
export function refuseMalformedRequests(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (valuesOf(request.query).some((value) => hasControlCharacter(value)))
      throw badRequest('The query string holds control characters.');
    const raw = request.raw.rawHeaders;
    for (let index = 0; index < raw.length; index += 2) {
      if (hasControlCharacter(raw[index + 1], { allowTab: true }))
        throw badRequest(`The ${raw[index]} header holds control characters.`);
    }
    for (const name of SINGLE_HEADERS) {
      const count = raw.filter((entry, index) => index % 2 === 0 && entry.toLowerCase() === name).length;
      if (count > 1) throw badRequest(`The ${name} header must be sent once.`);
    }
    if (hasUnstorableText(request.body))
      throw badRequest('The body holds text that is not valid Unicode or holds a NUL character.');
  });
}
