import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './route-deps.js';

/**
 * Liveness and readiness, as on the other two origins (server/http-lifecycle.ts): `/healthz`
 * answers while the process runs; `/readyz` only while the database answers too. While Fastify
 * closes, every request (these included) gets 503.
 */
export function healthRoutes(app: FastifyInstance, { db }: Pick<RouteDeps, 'db'>): void {
  app.get('/healthz', async (_request, reply) => reply.type('text/plain; charset=utf-8').send('ok'));
  app.get('/readyz', async (request, reply) => {
    try {
      await db.query('SELECT 1');
      return reply.type('text/plain; charset=utf-8').send('ready');
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check: the database does not answer');
      return reply.code(503).type('text/plain; charset=utf-8').send('not ready');
    }
  });
}
