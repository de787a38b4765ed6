import { isAxiosError, isCancel } from 'axios';
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
 * cancelled is not a failure, so it is re-thrown without noise.
 */
export function handleCallFailure(
  error: unknown,
  { notify, recordError }: Pick<QpsClientOptions, 'notify' | 'recordError'>,
): never {
  if (isCancel(error)) throw error;
  const message = serverErrorMessage(error);
  if (message) notify({ color: 'red', message });
  recordError(error);
  throw error;
}
