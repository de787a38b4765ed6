import type { ApiRoutes } from '../api-route.js';
import type { RouteDeps } from './route-deps.js';

const text = (description: string) => ({ description, type: 'text/plain' });

/**
 * Liveness and readiness, as on the other two origins (server/http-lifecycle.ts): `/healthz`
 * answers while the process runs; `/readyz` only while the database answers too. While Fastify
 * closes, every request (these included) gets 503.
 */
export function healthRoutes(routes: ApiRoutes, { db }: Pick<RouteDeps, 'db'>): void {
  routes.add({
    method: 'GET',
    url: '/healthz',
    summary: 'Liveness: the process runs',
    access: 'anonymous',
    answers: { 200: text('`ok`') },
    handler: async (_request, reply) => reply.type('text/plain; charset=utf-8').send('ok'),
  });
  routes.add({
    method: 'GET',
    url: '/readyz',
    summary: 'Readiness: the database answers',
    access: 'anonymous',
    answers: {
      200: text('`ready`'),
      503: text('`not ready`: the database does not answer, or the API is stopping'),
    },
    handler: async (request, reply) => {
      try {
        await db.query('SELECT 1');
        return reply.type('text/plain; charset=utf-8').send('ready');
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check: the database does not answer');
        return reply.code(503).type('text/plain; charset=utf-8').send('not ready');
      }
    },
  });
}
