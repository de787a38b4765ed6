import type { FastifyInstance } from 'fastify';
import type { Authenticator } from './authenticate.js';

/**
 * Authentication as a hook, before any validation, for every route that does not declare itself
 * anonymous (api-route.ts): one the declaration forgets is protected, not open. Only the 404
 * answer and CORS preflights (which carry no credentials) belong to no route of ours.
 */
export function authenticateRoutes(app: FastifyInstance, auth: Authenticator): void {
  app.decorateRequest('caller', undefined);
  app.addHook('preValidation', async (request) => {
    if (request.is404 || request.method === 'OPTIONS') return;
    const access = request.routeOptions.config.access ?? 'in-environment';
    if (access === 'signed-in') request.caller = await auth.signedIn(request);
    else if (access === 'in-environment') request.caller = await auth.inEnvironment(request);
  });
}
