import type { FastifyInstance } from 'fastify';
import { getResultQuerySchema } from '../../../contract/query.schemas.js';
import { runQuery } from '../../queries/query-registry.js';
import { validate } from '../validate.js';
import type { RouteDeps } from './route-deps.js';

export function queryRoutes(app: FastifyInstance, { db, auth }: RouteDeps): void {
  app.post('/api/qps/query/getResult', async (request) => {
    const { hint } = validate(getResultQuerySchema, request.query, 'query');
    const { user, scope } = await auth.inEnvironment(request);
    return runQuery(
      {
        db,
        scope,
        permissions: user.permissions,
        logError: (error, key) => request.log.error({ err: error, key }, 'query failed'),
      },
      request.body,
      hint,
    );
  });
}
