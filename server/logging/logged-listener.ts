import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { REQUEST_ID_HEADER } from './logger';

/**
 * A Node request listener (identity provider, web server) with the API's request log: an id per
 * request in `x-request-id`, one line when it is answered (method, route, status, duration), and
 * a failure logged with its error and stack before `answerFailure` sends the 500. The route is
 * the path without its query string, as `routeOf` names it (a path may hold an id to keep out).
 */
export function loggedListener(
  log: Logger,
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  answerFailure: (res: ServerResponse) => void,
  routeOf: (path: string) => string = (path) => path,
): RequestListener {
  return (req, res) => {
    const started = performance.now();
    const reqId = randomUUID();
    const requestLog = log.child({ reqId });
    res.setHeader(REQUEST_ID_HEADER, reqId);
    res.once('finish', () =>
      requestLog.info(
        {
          method: req.method,
          route: routeOf((req.url ?? '/').split('?')[0]),
          status: res.statusCode,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      ),
    );
    handle(req, res).catch((error: unknown) => {
      requestLog.error({ err: error }, 'request failed');
      if (res.headersSent) res.end();
      else answerFailure(res);
    });
  };
}
