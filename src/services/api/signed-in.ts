import type { QapUser } from '../../../contract/domain.types';

/** Spec section 4: signed in means a user is present and not expired (expiresAt is in seconds). */
export function isSignedIn(user: QapUser | null | undefined, now: number = Date.now()): boolean {
  if (!user) return false;
  return user.expiresAt === undefined || user.expiresAt * 1000 > now;
}
