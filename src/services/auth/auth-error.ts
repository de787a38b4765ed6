/**
 * The portal's sign-in error, without the identity library: the session machine's guards and
 * the sign-in screen read it in the first screen's bundle, while oidc-client-ts loads only when
 * a sign-in, a stored user or a renewal needs it (auth-errors.ts classifies the library's errors).
 */

/** Spec section 8, sign-in library errors, as kinds the session machine can branch on. */
export type AuthErrorKind =
  | 'stateMismatch'
  | 'noMatchingState'
  | 'authorityMismatch'
  | 'missingSubject'
  | 'popupClosed'
  | 'popupBlocked'
  | 'codeFlowOnly'
  | 'silentRenewTimeout'
  | 'providerError'
  | 'storageBlocked'
  | 'unknown';

export class AuthError extends Error {
  constructor(
    readonly kind: AuthErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AuthError';
  }
}

/** A silent renewal that timed out: the one failure worth retrying (signinSilent rejects with AuthError). */
export function isRenewTimeout(error: unknown): boolean {
  return error instanceof AuthError && error.kind === 'silentRenewTimeout';
}
