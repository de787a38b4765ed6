import {
  getResultBodySchema,
  getResultQuerySchema,
  type QueryResult,
} from '../../../contract/query.schemas.js';
import { prepareQuery } from '../../queries/query-registry.js';
import * as answers from '../answers.schemas.js';
import type { ApiRoutes } from '../api-route.js';
import { replyCached } from '../cached-reply.js';
import { ownerOf, resolveSelection } from '../facility-selection.js';
import type { RouteDeps } from './route-deps.js';

export function queryRoutes(routes: ApiRoutes, deps: RouteDeps): void {
  const { db } = deps;
  routes.add({
    method: 'POST',
    url: '/api/qps/query/getResult',
    summary: 'Runs a named query (docs/api/queries.md): each key checks its own parameters and permission',
    request: { querystring: getResultQuerySchema, body: getResultBodySchema },
    answers: {
      200: { description: 'QueryResult', schema: answers.queryResult },
      404: {
        description: 'A facility or facility-set handle not found for this caller',
        schema: answers.errorAnswer,
      },
    },
    handler: async (request, reply, caller) => {
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
        request.query.hint,
      );
      return replyCached(
        deps,
        request,
        reply,
        {
          route: `getResult ${query.key}`,
          scope: caller.scope,
          params: query.params,
          culture: query.culture,
        },
        query.run,
        (answer) => !(answer as QueryResult).hasError,
      );
    },
  });
}
