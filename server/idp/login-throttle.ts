import type { Queryable } from '../db/database';

/**
 * Failed sign-ins, counted per account and per client address over a sliding minute and kept in
 * the database, so every identity-provider process sees the same counts. A limit only slows
 * guessing for a minute: there is no lockout an attacker could hold against the real user. The
 * table, login_failures, is migration 014's.
 */
export const LOGIN_LIMITS = {
  windowSeconds: 60,
  /** Wrong passwords for one email address within the window. */
  perAccount: 5,
  /** Wrong passwords from one address within the window (a household or office shares one). */
  perAddress: 20,
} as const;

export interface LoginAttempt {
  email: string;
  address: string;
}

const subjectsOf = ({ email, address }: LoginAttempt) => [
  { subject: `account:${email.toLowerCase()}`, limit: LOGIN_LIMITS.perAccount },
  { subject: `address:${address}`, limit: LOGIN_LIMITS.perAddress },
];

/** Seconds until this attempt may be tried again, or 0 when it may be tried now. */
export async function secondsUntilAllowed(db: Queryable, attempt: LoginAttempt): Promise<number> {
  let wait = 0;
  for (const { subject, limit } of subjectsOf(attempt)) {
    // The limit-th newest failure in the window decides: once it ages out, one more try is allowed.
    const { rows } = await db.query<{ wait: number }>(
      `SELECT ceil(extract(epoch FROM failed_at + make_interval(secs => $2) - now()))::int AS wait
       FROM login_failures WHERE subject = $1 AND failed_at > now() - make_interval(secs => $2)
       ORDER BY failed_at DESC OFFSET $3 - 1 LIMIT 1`,
      [subject, LOGIN_LIMITS.windowSeconds, limit],
    );
    wait = Math.max(wait, rows[0]?.wait ?? 0);
  }
  return wait;
}

export async function recordLoginFailure(db: Queryable, attempt: LoginAttempt): Promise<void> {
  const subjects = subjectsOf(attempt).map((entry) => entry.subject);
  await db.query('INSERT INTO login_failures (subject) SELECT unnest($1::text[])', [subjects]);
  // Old rows are of no use to any window; prune them as we go.
  await db.query(`DELETE FROM login_failures WHERE failed_at < now() - make_interval(secs => $1)`, [
    LOGIN_LIMITS.windowSeconds,
  ]);
}

/** A correct password clears the account's failures (the address keeps its count). */
export async function clearAccountFailures(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE subject = $1', [`account:${email.toLowerCase()}`]);
}
