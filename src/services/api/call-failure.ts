import { isAxiosError } from 'axios';
import { ENGLISH_FAILURE_TEXTS, failureKindOf, KINDS_TOLD_BY_NAME } from './failure-kind';
import type { QpsClientOptions } from './qps-client.types';

/** A body read as text (calls that parse their answer themselves) as JSON, when it is JSON. */
function parsedBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/** The server's error body is `{ error: { message } }` (docs/api/). */
export function serverErrorMessage(error: unknown): string | undefined {
  if (!isAxiosError(error)) return undefined;
  const body = parsedBody(error.response?.data);
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const inner: unknown = body.error;
  if (typeof inner !== 'object' || inner === null || !('message' in inner)) return undefined;
  return typeof inner.message === 'string' && inner.message !== '' ? inner.message : undefined;
}

/**
 * Spec section 8, failed API call: a response carrying error.message is shown as a negative
 * notification; the error is then recorded to error reporting and re-thrown. A call the caller
 * cancelled is not a failure, so it is re-thrown without noise. The error's message
 * becomes the user's words for its kind (what the page shows), and 401, 403, 404 and 429 are
 * notified in those words rather than the server's; one notification per failure.
 */
export function handleCallFailure(
  error: unknown,
  {
    notify,
    recordError,
    describeFailure,
  }: Pick<QpsClientOptions, 'notify' | 'recordError' | 'describeFailure'>,
): never {
  const kind = failureKindOf(error);
  if (kind === 'cancelled') throw error;
  const words = describeFailure?.(kind) ?? ENGLISH_FAILURE_TEXTS[kind];
  const message = serverErrorMessage(error);
  if (KINDS_TOLD_BY_NAME.has(kind)) notify({ color: 'red', message: words });
  else if (message) notify({ color: 'red', message });
  recordError(error);
  if (error instanceof Error) error.message = words;
  throw error;
}
