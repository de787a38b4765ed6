import { type UserManagerSettings, WebStorageStateStore } from 'oidc-client-ts';
import { toSignInRequest } from '../../../machines/session/session.sign-in-request';
import type { LoginHint } from '../../../contract/domain.types';
import { ROUTES } from '../../../machines/shared/routes';

/** Spec section 9, sign-in constants. */
export const OIDC_CONSTANTS = {
  scope: 'offline_access openid email profile',
  /** 15 minutes. */
  staleStateAgeInSeconds: 900,
  /**
   * 5 minutes. oidc-client-ts 3 dropped this setting: with the code flow it only decodes the ID
   * token, never validates its times, and it computes expires_at from the browser's own clock
   * (now + expires_in). So the skew applies where a foreign clock is compared: the API
   * (server/api/authenticate.ts, CLOCK_TOLERANCE_SECONDS).
   */
  clockSkewInSeconds: 300,
  silentRequestTimeoutInSeconds: 10,
  /** Discovery, token and user-info requests give up after 30 s instead of hanging (the library has no default). */
  requestTimeoutInSeconds: 30,
  accessTokenExpiringNotificationTimeInSeconds: 60,
  /** Session check every 2 s (oidc-client-ts 3 counts this in seconds). */
  checkSessionIntervalInSeconds: 2,
  /**
   * A silent renewal that timed out is retried after 5 s. The wait is a named delay of the
   * session machine (so tests run it on a simulated clock); isRetryableAuthError says which
   * failures qualify.
   */
  silentRenewRetryDelayMs: 5000,
} as const;

export interface UserManagerOptions {
  /** The identity-server base URL from configuration. */
  authority: string;
  clientId: string;
  /** The portal's own origin, e.g. window.location.origin. */
  portalOrigin: string;
  loginHint?: LoginHint;
}

/** The UserManager settings as data, so the spec constants can be checked without a browser. */
export function userManagerSettings(
  { authority, clientId, portalOrigin, loginHint }: UserManagerOptions,
  storage: Storage = window.localStorage,
): UserManagerSettings {
  if (!authority) throw new Error('Identity server base URL not set.');
  return {
    authority,
    client_id: clientId,
    response_type: 'code',
    scope: OIDC_CONSTANTS.scope,
    redirect_uri: `${portalOrigin}${ROUTES.OAuth.path}`,
    silent_redirect_uri: `${portalOrigin}${ROUTES.SilentRenew.path}`,
    post_logout_redirect_uri: `${portalOrigin}/`,
    automaticSilentRenew: true,
    loadUserInfo: true,
    monitorSession: true,
    revokeTokensOnSignout: true,
    // Access tokens are JWTs the provider will not revoke (RFC 7009 allows refusing); asking
    // for it makes oidc-client-ts stop before the end-session redirect, so the IdP session survived.
    revokeTokenTypes: ['refresh_token'],
    staleStateAgeInSeconds: OIDC_CONSTANTS.staleStateAgeInSeconds,
    silentRequestTimeoutInSeconds: OIDC_CONSTANTS.silentRequestTimeoutInSeconds,
    requestTimeoutInSeconds: OIDC_CONSTANTS.requestTimeoutInSeconds,
    accessTokenExpiringNotificationTimeInSeconds: OIDC_CONSTANTS.accessTokenExpiringNotificationTimeInSeconds,
    checkSessionIntervalInSeconds: OIDC_CONSTANTS.checkSessionIntervalInSeconds,
    userStore: new WebStorageStateStore({ store: storage }),
    // A configured login hint rides on every sign-in request, silent ones included.
    extraQueryParams: loginHint ? toSignInRequest(loginHint).extraQueryParams : undefined,
  };
}
