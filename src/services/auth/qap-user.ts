import type { User } from 'oidc-client-ts';
import type { QapUser } from '../../../contract/domain.types';

const optionalString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** The identity profile of spec section 3, plus the access token and its expiry (seconds). */
export function toQapUser(user: User): QapUser {
  const { profile } = user;
  return {
    sub: profile.sub,
    email: optionalString(profile.email),
    name: optionalString(profile.name),
    given_name: optionalString(profile.given_name),
    family_name: optionalString(profile.family_name),
    user_type: optionalString(profile.user_type),
    user_org: optionalString(profile.user_org),
    accessToken: user.access_token || undefined,
    expiresAt: user.expires_at,
  };
}
