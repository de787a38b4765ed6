import type { SnapshotFrom } from 'xstate';
import { FACILITY_USER_TYPE, type QapUser, type UsageIdentity } from '../../contract/domain.types';
import type { sessionMachine } from './session.machine';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Expired when the expiry (seconds since epoch) is not after now. A user without expiry never expires. */
export function isUserExpired(user: QapUser, nowMs: number = Date.now()): boolean {
  return user.expiresAt !== undefined && user.expiresAt * 1000 <= nowMs;
}

/** Signed in means a user is present and not expired (spec section 4). */
export function isUserSignedIn(user: QapUser | null, nowMs: number = Date.now()): boolean {
  return user !== null && !isUserExpired(user, nowMs);
}

/** A stored user that can be used as is: it has an access token and has not expired. */
export function isUserUsable(user: QapUser | null, nowMs: number = Date.now()): user is QapUser {
  return user !== null && Boolean(user.accessToken) && !isUserExpired(user, nowMs);
}

export function isFacilityUser(user: QapUser | null): boolean {
  return user?.user_type === FACILITY_USER_TYPE;
}

export function toUsageIdentity(user: QapUser): UsageIdentity {
  return { userId: user.sub, userEmail: user.email, userOrganisation: user.user_org };
}

export const selectUser = (snapshot: SessionSnapshot) => snapshot.context.user;
export const selectIsSignedIn = (snapshot: SessionSnapshot) => isUserSignedIn(snapshot.context.user);
export const selectIsFacilityUser = (snapshot: SessionSnapshot) => isFacilityUser(snapshot.context.user);
export const selectSessionBusy = (snapshot: SessionSnapshot) => snapshot.hasTag('busy');
/** The message of a sign-in that could not complete (for "sign-in could not complete" + retry). */
export const selectSignInError = (snapshot: SessionSnapshot) =>
  snapshot.hasTag('error') ? snapshot.context.errorMessage : null;
