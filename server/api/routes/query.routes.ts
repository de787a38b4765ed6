import type { FastifyInstance } from 'fastify';
import { getResultQuerySchema, type QueryResult } from '../../../contract/query.schemas.js';
import { prepareQuery } from '../../queries/query-registry.js';
import { replyCached } from '../cached-reply.js';
import { ownerOf, resolveSelection } from '../facility-selection.js';
import { validate } from '../validate.js';
import type { RouteDeps } from './route-deps.js';

export function queryRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, auth } = deps;
  app.post('/api/qps/query/getResult', async (request, reply) => {
    const { hint } = validate(getResultQuerySchema, request.query, 'query');
    const caller = await auth.inEnvironment(request);
    // every check (parameters, permission, facility visibility, handle owner) runs before the cache
    const query = await prepareQuery(
      {
        db,
        scope: caller.scope,
        permissions: caller.user.permissions,
        resolveSelection: (selection) => resolveSelection(db, ownerOf(caller), selection),
        logError: (error, key) => request.log.error({ err: error, key }, 'query failed'),
      },
      request.body,
      hint,
    );
    return replyCached(
      deps,
      request,
      reply,
      { route: `getResult ${query.key}`, scope: caller.scope, params: query.params, culture: query.culture },
      query.run,
      (answer) => !(answer as QueryResult).hasError,
    );
  });
}
