// @vitest-environment jsdom
import { OidcClient, User } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { OIDC_CONSTANTS, userManagerSettings } from '../../../../src/services/auth/oidc-settings';
import { createUserManager, loadStoredUser } from '../../../../src/services/auth/user-manager';

const options = {
  authority: 'https://id.example.test',
  clientId: 'qap-portal',
  portalOrigin: 'https://qap.example.test',
};

describe('spec 6: a login hint is passed as login hint and as extra query parameters token, __tenant and tenant_id', () => {
  it('a login hint given at creation travels as extra query parameters on every sign-in request', () => {
    const settings = userManagerSettings({
      ...options,
      loginHint: { userId: 'u', tenantId: 't', token: 'x' },
    });
    expect(settings.extraQueryParams).toEqual({ token: 'x', __tenant: 't', tenant_id: 't' });
  });

  it('without a login hint no extra query parameters are sent', () => {
    expect(userManagerSettings(options).extraQueryParams).toBeUndefined();
  });
});

describe('spec 7/9: sign-in is a code flow with PKCE and the spec constants', () => {
  const settings = userManagerSettings(options);

  it('uses the authorization-code flow with scopes offline_access openid email profile and automatic silent renewal', () => {
    expect(settings.response_type).toBe('code');
    expect(settings.scope).toBe('offline_access openid email profile');
    expect(settings.automaticSilentRenew).toBe(true);
    expect(settings.authority).toBe('https://id.example.test');
    expect(settings.client_id).toBe('qap-portal');
  });

  it('returns to /oauth after sign-in, renews silently on /silent-renew and returns to the site root after sign-out', () => {
    expect(settings.redirect_uri).toBe('https://qap.example.test/oauth');
    expect(settings.silent_redirect_uri).toBe('https://qap.example.test/silent-renew');
    expect(settings.post_logout_redirect_uri).toBe('https://qap.example.test/');
  });

  it('stale state 15 min, silent request timeout 10 s, expiring notice 60 s, session check every 2 s', () => {
    expect(settings.staleStateAgeInSeconds).toBe(15 * 60);
    expect(settings.silentRequestTimeoutInSeconds).toBe(10);
    expect(settings.accessTokenExpiringNotificationTimeInSeconds).toBe(60);
    expect(settings.checkSessionIntervalInSeconds).toBe(2);
    expect(settings.monitorSession).toBe(true);
  });

  it('identity requests (discovery, token, user info) give up after 30 s instead of hanging', () => {
    expect(settings.requestTimeoutInSeconds).toBe(30);
  });

  it('sign-out revokes only the refresh token, so the end-session redirect always happens', () => {
    expect(settings.revokeTokensOnSignout).toBe(true);
    expect(settings.revokeTokenTypes).toEqual(['refresh_token']);
  });

  it('clock skew is 5 minutes and the silent-renew retry waits 5 seconds', () => {
    expect(OIDC_CONSTANTS.clockSkewInSeconds).toBe(300);
    expect(OIDC_CONSTANTS.silentRenewRetryDelayMs).toBe(5000);
  });

  it('the sign-in request asks for a code with an S256 PKCE challenge, the scopes and the login hint', async () => {
    const client = new OidcClient({
      ...userManagerSettings({ ...options, loginHint: { userId: 'u', tenantId: 't', token: 'k' } }),
      metadata: { issuer: options.authority, authorization_endpoint: `${options.authority}/auth` },
    });
    const request = await client.createSigninRequest({ login_hint: 'u' });
    const query = new URL(request.url).searchParams;
    expect(query.get('response_type')).toBe('code');
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(query.get('scope')).toBe('offline_access openid email profile');
    expect(query.get('redirect_uri')).toBe('https://qap.example.test/oauth');
    expect(query.get('login_hint')).toBe('u');
    expect([query.get('token'), query.get('__tenant'), query.get('tenant_id')]).toEqual(['k', 't', 't']);
  });

  it('startup fails when the identity-server base URL is missing', () => {
    expect(() => userManagerSettings({ ...options, authority: '' })).toThrow(
      'Identity server base URL not set.',
    );
  });
});

describe('spec 4: the user record is kept in browser local storage', () => {
  it('a stored user is written to localStorage and loaded back as a QapUser, even when expired', async () => {
    localStorage.clear();
    const userManager = createUserManager(options);
    const expiresAt = Math.floor(Date.now() / 1000) - 60;
    await userManager.storeUser(
      new User({
        access_token: 'token-1',
        token_type: 'Bearer',
        expires_at: expiresAt,
        profile: {
          sub: 'user-1',
          iss: 'https://id.example.test',
          aud: 'qap-portal',
          exp: expiresAt,
          iat: expiresAt - 3600,
          email: 'ana@example.test',
          user_type: 'FacilityUser',
          user_org: 'Clinic A',
        },
      }),
    );
    expect(localStorage.getItem('oidc.user:https://id.example.test:qap-portal')).toContain('token-1');
    expect(await loadStoredUser(userManager)).toEqual({
      sub: 'user-1',
      email: 'ana@example.test',
      user_type: 'FacilityUser',
      user_org: 'Clinic A',
      accessToken: 'token-1',
      expiresAt,
    });
  });

  it('no stored user loads as null', async () => {
    localStorage.clear();
    expect(await loadStoredUser(createUserManager(options))).toBeNull();
  });
});

describe('a browser that blocks storage cannot sign in, and is told why', () => {
  it('creating the sign-in client with storage blocked fails with the storageBlocked reason', () => {
    const real = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      expect(() => createUserManager(options)).toThrow(
        expect.objectContaining({
          kind: 'storageBlocked',
          message: expect.stringMatching(/blocks site storage/),
        }),
      );
    } finally {
      if (real) Object.defineProperty(window, 'localStorage', real);
    }
  });
});
