import type { Queryable } from '../db/database.js';

/** How long a "this grant is alive" answer is trusted: under 5 s, so a token of an ended sign-in fails within 5 s. */
export const GRANT_CHECK_TTL_MS = 4_000;

/** The access-token claim naming the provider grant it was issued under (server/idp adds it). */
export const GRANT_ID_CLAIM = 'gid';

/**
 * Whether the identity provider's grant behind a token still exists. Signing out (end session,
 * or revoking the refresh token) destroys the grant in the shared database, so an access token
 * captured before sign-out stops working within GRANT_CHECK_TTL_MS instead of living its hour.
 * Answers are cached per grant for that long, so a busy user costs one lookup per 4 s.
 */
export function createGrantCheck(db: Queryable, now: () => number = Date.now) {
  const checked = new Map<string, { alive: boolean; until: number }>();
  return async function isGrantAlive(grantId: string): Promise<boolean> {
    const cached = checked.get(grantId);
    if (cached && cached.until > now()) return cached.alive;
    const { rows } = await db.query(
      `SELECT 1 FROM oidc_payloads WHERE model = 'Grant' AND id = $1
         AND (expires_at IS NULL OR expires_at > now())`,
      [grantId],
      { prepareAs: 'grant-alive' },
    );
    const alive = rows.length > 0;
    checked.set(grantId, { alive, until: now() + GRANT_CHECK_TTL_MS });
    // Forget expired answers now and then, so the map stays as small as the active users.
    if (checked.size > 10_000) {
      for (const [id, entry] of checked) if (entry.until <= now()) checked.delete(id);
    }
    return alive;
  };
}
