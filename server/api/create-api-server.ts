import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { API_HEADERS, type ApiErrorBody } from '../../contract/common.schemas.js';
import type { Database } from '../db/database.js';
import { createLogger } from '../logging/logger.js';
import { AnswerCache, DEFAULT_ANSWER_CACHE_MB } from './answer-cache.js';
import { createAuthenticator, type JwksSource } from './authenticate.js';
import { addAnswerHeaders } from './answer-headers.js';
import { createApiRoutes } from './api-route.js';
import { HttpError } from './http-error.js';
import { DEFAULT_PUBLIC_REQUESTS_PER_MINUTE, limitPublicRequests } from './public-rate-limit.js';
import { addMetrics } from './metrics.js';
import type { MetricsAccess } from './metrics-access.js';
import { refuseMalformedRequests } from './request-hygiene.js';
import { OneLinePerRequest, sendRequestIds } from './request-log.js';
import { authenticateRoutes } from './route-auth.js';
import { facilityRoutes } from './routes/facility.routes.js';
import { healthRoutes } from './routes/health.routes.js';
import { openApiRoutes } from './routes/openapi.routes.js';
import { facilityPageRoutes } from './routes/facility-page.routes.js';
import { publicRoutes } from './routes/public.routes.js';
import { savedViewRoutes } from './routes/saved-views.routes.js';
import { queryRoutes } from './routes/query.routes.js';
import { sessionRoutes } from './routes/session.routes.js';

/** Every error answer: a message safe to show, nothing else (no stack, no SQL). */
const errorBody = (message: string): ApiErrorBody => ({ error: { message } });

export interface ApiServerOptions {
  db: Database;
  /** The identity provider's issuer URL (the token's `iss`). */
  issuer: string;
  /** The access token audience (`aud`) the API accepts. */
  audience: string;
  /** The identity provider's JWKS URL, or a key getter (tests: jose's createLocalJWKSet). */
  jwks: JwksSource;
  /** The portal origin(s) allowed by CORS, e.g. http://localhost:5173. */
  corsOrigin: string | string[];
  /** Where the request log and errors go (server/logging/logger.ts' pino); none when unset. */
  logger?: FastifyBaseLogger;
  /** Largest accepted request body in bytes; default 1 MiB (bigger: 413). */
  bodyLimit?: number;
  /** Memory the answer cache may hold, in bytes; default DEFAULT_ANSWER_CACHE_MB MiB. */
  answerCacheBytes?: number;
  /** The specially recognised tenant (QAP_SPECIAL_TENANT_ID): /public opens on its register. */
  specialTenantId?: string;
  /** Requests a minute one address may send to each public endpoint (QAP_PUBLIC_RATE_LIMIT; 0: no limit). */
  publicRequestsPerMinute?: number;
  /** Who may read GET /metrics (METRICS_ALLOW, METRICS_TOKEN); nobody when unset. */
  metrics?: MetricsAccess;
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** The QPS API (spec section 7) as a Fastify instance; the caller listens. */
export async function createApiServer(options: ApiServerOptions): Promise<FastifyInstance> {
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const logger: FastifyBaseLogger = options.logger ?? createLogger('silent');
  const app = Fastify({
    loggerInstance: logger,
    logController: new OneLinePerRequest(),
    genReqId: () => randomUUID(),
    bodyLimit,
  });
  sendRequestIds(app);

  // An empty body under application/json is "no body" (the telemetry call sends none), not an error.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError(400, 'The body is not valid JSON.'), undefined);
    }
  });

  // Facility lists reach tens of megabytes at 100,000 facilities; gzip makes them a fraction of that.
  await app.register(compress, { encodings: ['gzip', 'deflate'], threshold: 1024 });
  await app.register(cors, {
    origin: options.corsOrigin,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    // the portal revalidates cached answers itself (If-None-Match on POST), so it must send and read ETags
    allowedHeaders: ['Content-Type', ...Object.values(API_HEADERS), 'tenantId', 'If-None-Match'],
    exposedHeaders: ['Content-Disposition', 'ETag'],
    maxAge: 600,
  });

  await limitPublicRequests(app, options.publicRequestsPerMinute ?? DEFAULT_PUBLIC_REQUESTS_PER_MINUTE);
  refuseMalformedRequests(app);
  addAnswerHeaders(app);

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .code(413)
        .send(
          errorBody(
            `The request body is larger than ${bodyLimit} bytes. Send the filter or a facility-set handle instead of long id lists.`,
          ),
        );
    }
    const status = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(errorBody('The server could not answer this request.'));
    }
    return reply.code(status).send(errorBody(error.message));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(errorBody(`No such endpoint: ${request.method} ${request.url.split('?')[0]}`)),
  );

  const auth = createAuthenticator(options.db, {
    issuer: options.issuer,
    audience: options.audience,
    jwks: options.jwks,
  });
  const deps = {
    db: options.db,
    cache: new AnswerCache(options.answerCacheBytes ?? DEFAULT_ANSWER_CACHE_MB * 1024 * 1024),
    specialTenantId: options.specialTenantId,
  };
  authenticateRoutes(app, auth);
  const routes = createApiRoutes(app);
  addMetrics(app, routes, { db: deps.db, cache: deps.cache, access: options.metrics ?? { allow: [] } });
  healthRoutes(routes, deps);
  sessionRoutes(routes, deps);
  facilityRoutes(routes, deps);
  facilityPageRoutes(routes, deps);
  publicRoutes(routes, deps);
  queryRoutes(routes, deps);
  savedViewRoutes(routes, deps);
  openApiRoutes(routes);
  return app;
}
