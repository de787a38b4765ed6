import { isAxiosError, isCancel } from 'axios';

/** What went wrong with a call, in the words the user needs (errors by kind). */
export type FailureKind =
  | 'offline'
  | 'timeout'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'tooManyRequests'
  | 'rejected'
  | 'server';

export function failureKindOf(error: unknown): FailureKind | 'cancelled' {
  if (isCancel(error)) return 'cancelled';
  if (!isAxiosError(error)) return 'server';
  const status = error.response?.status;
  if (status === undefined)
    return error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' ? 'timeout' : 'offline';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 429) return 'tooManyRequests';
  return status < 500 ? 'rejected' : 'server';
}

/** Kinds whose own words say more than the server's message (which stays in the recorded error). */
export const KINDS_TOLD_BY_NAME: ReadonlySet<FailureKind> = new Set([
  'unauthorized',
  'forbidden',
  'notFound',
  'tooManyRequests',
]);

/** English wording, for a client built without the portal's translations (tests, scripts). */
export const ENGLISH_FAILURE_TEXTS: Record<FailureKind, string> = {
  offline: 'The server could not be reached. Check your connection and try again.',
  timeout: 'The server took too long to answer. Try again in a moment.',
  unauthorized: 'Your sign-in has ended. Sign in again to go on.',
  forbidden: 'You are not allowed to see this.',
  notFound: 'This was not found. It may have been removed, or it is not yours to see.',
  tooManyRequests: 'Too many requests. Wait a moment and try again.',
  rejected: 'The request was not accepted.',
  server: 'The server could not answer this request.',
};

/** Seconds the server asked us to wait (Retry-After in seconds), capped so nobody waits long. */
export function retryAfterMs(error: unknown, capMs = 10_000): number {
  const header = isAxiosError(error) ? error.response?.headers?.['retry-after'] : undefined;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds * 1000, capMs) : 1000;
}
