import { z } from 'zod';
import type { ApiRoutes } from '../api-route.js';
import { openApiDocument } from '../openapi.js';

/** The OpenAPI document of every route, this one included; made on the first request, once all are added. */
export function openApiRoutes(routes: ApiRoutes): void {
  let document: ReturnType<typeof openApiDocument> | undefined;
  routes.add({
    method: 'GET',
    url: '/api/openapi.json',
    summary: 'This document: every route of the API, from the routes’ own declarations',
    access: 'anonymous',
    answers: {
      200: {
        description: 'OpenAPI 3.1',
        schema: z.looseObject({ openapi: z.literal('3.1.0'), paths: z.record(z.string(), z.unknown()) }),
      },
    },
    handler: async () => {
      document ??= openApiDocument(routes.declared);
      return document;
    },
  });
}
