import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/** The anonymous public view's endpoints: the only ones anyone on the internet can call at will. */
const LIMITED_PREFIX = '/api/qps/public/';

/** Requests per minute one address may send to each public endpoint (QAP_PUBLIC_RATE_LIMIT). */
export const DEFAULT_PUBLIC_REQUESTS_PER_MINUTE = 120;

/**
 * Each public endpoint answers an address at most `perMinute` times a minute, then 429 with
 * Retry-After (the seconds until the minute is over) and the `{ error: { message } }` body; 0
 * turns the limit off. Signed-in routes are not touched: no hook runs for them. Call before the
 * routes are added.
 */
export async function limitPublicRequests(app: FastifyInstance, perMinute: number): Promise<void> {
  if (perMinute === 0) return;
  // Marks the public routes for the plugin, which then counts only them (global: false).
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(LIMITED_PREFIX))
      route.config = { ...route.config, rateLimit: { max: perMinute, timeWindow: 60_000 } };
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, { after, statusCode }) =>
      Object.assign(new Error(`Too many requests from this address: try again in ${after}.`), { statusCode }),
  });
}
