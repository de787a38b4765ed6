import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { REQUEST_ID_HEADER } from '../logging/logger.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's user id once its bearer token is verified, for the request log. */
    userId?: string;
  }
}

/** What the log says of a request: never its headers, query string or body. */
const requestLine = (request: FastifyRequest, reply: FastifyReply) => ({
  method: request.method,
  route: request.routeOptions.url ?? request.url.split('?')[0],
  status: reply.statusCode,
  durationMs: Math.round(reply.elapsedTime * 10) / 10,
  userId: request.userId,
});

/**
 * One line per request, once it is answered (Fastify's own are two, the first before anything is
 * known). A 5xx has its error and stack in the line the error handler writes, under the same reqId.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) reply.log.error({ ...requestLine(request, reply), err: error }, 'request errored');
    else reply.log.info(requestLine(request, reply), 'request');
  }
}

/** Every answer names its request, so a user's report of a failure leads to its log lines. */
export function sendRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
