import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import { AuthError, type AuthErrorKind } from './auth-error';

export { AuthError, type AuthErrorKind };

/** oidc-client-ts 3.5.0 messages, matched by the words that identify each case. */
const MESSAGE_KINDS: [RegExp, AuthErrorKind][] = [
  [/^State does not match/, 'stateMismatch'],
  [/No matching state found in storage|No state in response/, 'noMatchingState'],
  [/authority mismatch/, 'authorityMismatch'],
  [/missing a subject claim/, 'missingSubject'],
  [/Popup blocked/, 'popupBlocked'],
  [/Popup closed/, 'popupClosed'],
  [/Only the Authorization Code flow \(with PKCE\) is supported/, 'codeFlowOnly'],
];

export function classifyAuthError(error: unknown): AuthErrorKind {
  if (error instanceof AuthError) return error.kind;
  if (error instanceof ErrorTimeout) return 'silentRenewTimeout';
  if (error instanceof ErrorResponse) return 'providerError';
  const message = error instanceof Error ? error.message : String(error);
  return MESSAGE_KINDS.find(([pattern]) => pattern.test(message))?.[1] ?? 'unknown';
}

/** Wraps any sign-in library failure in an AuthError that keeps the original as its cause. */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new AuthError(classifyAuthError(error), message, { cause: error });
}

/** Only a silent renewal that timed out is worth retrying (after OIDC_CONSTANTS.silentRenewRetryDelayMs). */
export function isRetryableAuthError(error: unknown): boolean {
  return classifyAuthError(error) === 'silentRenewTimeout';
}
