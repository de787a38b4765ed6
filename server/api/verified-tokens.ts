import type { JWTPayload } from 'jose';

/** Spec section 9: a clock skew of 5 minutes between the identity provider, the API and the browser. */
export const CLOCK_TOLERANCE_SECONDS = 300;

/** At most this many tokens are remembered (about 1 kB each): the active users' current tokens. */
const REMEMBERED_TOKENS = 10_000;

/**
 * Access tokens whose signature has been checked, by their exact text, until they expire. The RSA
 * check was about a fifth of the API's work per cached answer; a token's text cannot change, so
 * checking it once per lifetime is enough. Its expiry (with the tolerance) is still checked on
 * every use, and so is its sign-in (the grant check). A token without an expiry is not remembered.
 */
export function createVerifiedTokens(now: () => number, limit = REMEMBERED_TOKENS) {
  const remembered = new Map<string, JWTPayload & { exp: number }>();
  const expired = (payload: { exp: number }) => now() / 1000 > payload.exp + CLOCK_TOLERANCE_SECONDS;
  return {
    /** The payload of a token verified before and not expired since; undefined: verify it. */
    get(token: string): JWTPayload | undefined {
      const payload = remembered.get(token);
      if (!payload || !expired(payload)) return payload;
      remembered.delete(token);
      return undefined;
    },
    remember(token: string, payload: JWTPayload): void {
      if (typeof payload.exp !== 'number') return;
      // the oldest first: a Map keeps insertion order
      if (remembered.size >= limit) remembered.delete(remembered.keys().next().value as string);
      remembered.set(token, { ...payload, exp: payload.exp });
    },
  };
}
