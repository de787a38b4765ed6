import { SIGN_IN_PATHS } from '../../contract/return-path.js';

/** The identity provider's contract with the portal and the QPS API (see docs/identity-provider.md). */
export const PORTAL_CLIENT_ID = 'qap-portal';
/** Audience (and resource indicator) of every access token: the QPS API verifies `aud` against it. */
export const QPS_API_AUDIENCE = 'urn:qap:qps-api';
export const PORTAL_SCOPES = 'openid offline_access email profile';

/** The portal's own routes the provider redirects to: the same paths the portal routes by. */
export const PORTAL_PATHS = {
  signInCallback: SIGN_IN_PATHS.oauth,
  silentRenew: SIGN_IN_PATHS.silentRenew,
  afterSignOut: '/',
} as const;

export const TTL_SECONDS = {
  accessToken: 60 * 60,
  authorizationCode: 60,
  idToken: 60 * 60,
  interaction: 60 * 60,
  session: 14 * 24 * 60 * 60,
  grant: 14 * 24 * 60 * 60,
  refreshToken: 14 * 24 * 60 * 60,
} as const;
