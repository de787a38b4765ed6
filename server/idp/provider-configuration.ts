import { type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider';
import type { Queryable } from '../db/database';
import { GRANT_ID_CLAIM } from '../api/grant-check';
import { findUserById } from '../db/users';
import {
  PORTAL_CLIENT_ID,
  PORTAL_PATHS,
  PORTAL_SCOPES,
  QPS_API_AUDIENCE,
  TTL_SECONDS,
} from './idp.constants';
import { createFindAccount, identityClaims, PROFILE_CLAIMS } from './idp-accounts';
import type { IdpKeys } from './idp-keys';
import { renderLogoutPage, renderMessagePage } from './idp-pages';
import { type IdpTexts, pickIdpTexts } from './idp-texts';
import { CHECK_SESSION_PATH } from './session-check';
import { createSqlAdapterFactory } from './sql-adapter';
import { USERINFO_PATH } from './userinfo-route';

export interface ProviderConfigurationOptions {
  db: Queryable;
  issuer: string;
  /** Origin of the portal, e.g. http://localhost:5173: redirect URIs and CORS are derived from it. */
  portalOrigin: string;
  keys: IdpKeys;
}

/** The language the request asked for with ui_locales (the portal sends its own), else the browser's. */
function textsFor(ctx: KoaContextWithOIDC): IdpTexts {
  return pickIdpTexts(ctx.oidc?.params?.ui_locales, ctx.get('accept-language'));
}

function portalClient(portalOrigin: string): NonNullable<Configuration['clients']>[number] {
  return {
    client_id: PORTAL_CLIENT_ID,
    client_name: 'Quality Analytics Platform',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    scope: PORTAL_SCOPES,
    redirect_uris: [
      `${portalOrigin}${PORTAL_PATHS.signInCallback}`,
      `${portalOrigin}${PORTAL_PATHS.silentRenew}`,
    ],
    post_logout_redirect_uris: [`${portalOrigin}${PORTAL_PATHS.afterSignOut}`],
  };
}

/** Extra claims of a QPS access token: the user's profile, so the API needs no userinfo round trip. */
function createExtraTokenClaims(db: Queryable): NonNullable<Configuration['extraTokenClaims']> {
  return async (_ctx, token) => {
    if (!('accountId' in token) || !token.accountId) return undefined;
    const user = await findUserById(db, token.accountId);
    if (!user) return undefined;
    const { sub: _sub, ...claims } = identityClaims(user);
    // The API checks that this grant still exists: signing out ends the token with it.
    return 'grantId' in token && token.grantId ? { ...claims, [GRANT_ID_CLAIM]: token.grantId } : claims;
  };
}

function refreshTokenTtl(ctx: KoaContextWithOIDC | undefined): number {
  // A rotated refresh token inherits the remaining lifetime of the one it replaces.
  return ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? TTL_SECONDS.refreshToken;
}

/**
 * Only the portal's own sign-out may end the session without asking: it carries an ID token the
 * provider issued to the portal for this very session (validated before we get here). A bare link
 * from another site (client_id alone, or no hint) gets the confirmation button instead.
 */
function isPortalSignOutOfThisSession(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sub?: string; aud?: unknown } } | undefined;
  return (
    hint?.payload?.aud === PORTAL_CLIENT_ID &&
    hint.payload.sub !== undefined &&
    hint.payload.sub === ctx.oidc.session?.accountId
  );
}

/** Everything oidc-provider needs to act as the QAP identity provider. */
export function providerConfiguration({
  db,
  issuer,
  portalOrigin,
  keys,
}: ProviderConfigurationOptions): Configuration {
  return {
    adapter: createSqlAdapterFactory(db),
    clients: [portalClient(portalOrigin)],
    jwks: keys.jwks as Configuration['jwks'],
    cookies: { keys: keys.cookieKeys },
    findAccount: createFindAccount(db),
    claims: {
      openid: ['sub'],
      email: ['email'],
      profile: [...PROFILE_CLAIMS],
    },
    scopes: PORTAL_SCOPES.split(' '),
    responseTypes: ['code'],
    extraTokenClaims: createExtraTokenClaims(db),
    // oidc-provider drops offline_access unless the request says prompt=consent, which the
    // portal does not send; the portal is our own public client, so it always gets a (rotating)
    // refresh token. Without offline_access that token ends with the provider session.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin) => origin === portalOrigin,
    // Served by our own routes (userinfo-route.ts, session-check.ts), announced here.
    discovery: {
      userinfo_endpoint: `${issuer}${USERINFO_PATH}`,
      check_session_iframe: `${issuer}${CHECK_SESSION_PATH}`,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = renderLogoutPage(textsFor(ctx), form, isPortalSignOutOfThisSession(ctx));
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          const texts = textsFor(ctx);
          ctx.body = renderMessagePage(texts, texts.signedOutTitle, texts.signedOutMessage);
        },
      },
      resourceIndicators: {
        enabled: true,
        // The portal never sends `resource`: every authorization is for the QPS API...
        defaultResource: async () => QPS_API_AUDIENCE,
        // ...and the token endpoint reuses that resource for codes and refresh tokens alike.
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resourceIndicator) => {
          if (resourceIndicator !== QPS_API_AUDIENCE) throw new errors.InvalidTarget();
          return {
            // The OIDC scopes travel in the access token so that userinfo can honour it.
            scope: 'openid email profile',
            audience: QPS_API_AUDIENCE,
            accessTokenFormat: 'jwt',
            accessTokenTTL: TTL_SECONDS.accessToken,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    ttl: {
      AccessToken: TTL_SECONDS.accessToken,
      AuthorizationCode: TTL_SECONDS.authorizationCode,
      IdToken: TTL_SECONDS.idToken,
      Interaction: TTL_SECONDS.interaction,
      Session: TTL_SECONDS.session,
      Grant: TTL_SECONDS.grant,
      RefreshToken: refreshTokenTtl,
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      const texts = textsFor(ctx);
      ctx.body = renderMessagePage(texts, texts.problemTitle, `${out.error}: ${out.error_description ?? ''}`);
    },
  };
}
