import pino, { type DestinationStream, type Level, type Logger } from 'pino';

/** The response header that carries a request's id, the `reqId` of its log lines (all three servers). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What LOG_LEVEL may name: pino's levels, and `silent` for none. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = Level | 'silent';

/**
 * Where a credential could sit in a logged object: nothing logs headers today, and should anything
 * start to, the bearer token, cookies and the metrics secret still come out as "[redacted]".
 */
const REDACTED_PATHS = [
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
];

/**
 * The three servers' logger: pino (Fastify's own), one JSON object a line on standard output, or
 * on `destination` (tests read it).
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, destination);
}
