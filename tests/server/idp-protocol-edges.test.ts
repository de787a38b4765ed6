/** Security tests 9 and 15-18, the cases idp-sign-in.test.ts does not walk: PKCE methods, redirect URI variants, code lifetime, refresh reuse. */
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { TTL_SECONDS } from '../../server/idp/idp.constants';
import { OIDC_CONSTANTS } from '../../src/services/auth/oidc-settings';
import { PORTAL_ORIGIN, idpForThisFile } from './idp-fixture';
import {
  authorizeUrl,
  CookieJar,
  pkcePair,
  redeemRefreshToken,
  request,
  signInWithPkce,
} from './idp-test-client';

const idp = idpForThisFile();

describe('test 15: PKCE S256 only', () => {
  it('a code challenge with method plain is refused (invalid_request, no code)', async () => {
    const { verifier } = pkcePair();
    const url = authorizeUrl({
      idpUrl: idp().url,
      portalOrigin: PORTAL_ORIGIN,
      codeChallenge: null,
      extra: { code_challenge: verifier, code_challenge_method: 'plain' },
    });
    const location = new URL((await request(new CookieJar(), url)).headers.get('location') ?? '', idp().url);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.has('code')).toBe(false);
  });
});

describe('test 16: redirect URIs match exactly', () => {
  it.each([
    ['a trailing slash', PORTAL_ORIGIN, '/oauth/'],
    ['an extra query', PORTAL_ORIGIN, '/oauth?next=1'],
    ['another path', PORTAL_ORIGIN, '/oauth/evil'],
    ['the https variant', PORTAL_ORIGIN.replace('http:', 'https:'), '/oauth'],
  ])('%s is refused without redirecting', async (_, portalOrigin, redirectPath) => {
    const url = authorizeUrl({
      idpUrl: idp().url,
      portalOrigin,
      redirectPath,
      codeChallenge: pkcePair().challenge,
    });
    const response = await request(new CookieJar(), url);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });
});

describe('test 17: authorization codes are short-lived', () => {
  it('a code lives at most 60 seconds', () => {
    expect(TTL_SECONDS.authorizationCode).toBeLessThanOrEqual(60);
  });
});

describe("test 9: an access token outlives the portal's expiring notice", () => {
  it(`a real access token lives longer than ${OIDC_CONSTANTS.accessTokenExpiringNotificationTimeInSeconds} s (else the portal would renew at once, for ever)`, async () => {
    const { tokens } = await signInWithPkce(new CookieJar(), {
      idpUrl: idp().url,
      portalOrigin: PORTAL_ORIGIN,
      email: 'viewer@demo.test',
      password: 'demo',
    });
    const { exp = 0, iat = 0 } = decodeJwt(tokens.access_token);
    expect(exp - iat).toBeGreaterThan(OIDC_CONSTANTS.accessTokenExpiringNotificationTimeInSeconds);
  });
});

describe('test 18: refresh tokens rotate and a reused one ends the family', () => {
  it('a spent refresh token used again is refused and the token that replaced it dies with it', async () => {
    const { tokens } = await signInWithPkce(new CookieJar(), {
      idpUrl: idp().url,
      portalOrigin: PORTAL_ORIGIN,
      email: 'viewer@demo.test',
      password: 'demo',
    });
    const rotated = await redeemRefreshToken(idp().url, tokens.refresh_token ?? '');
    expect(rotated.status).toBe(200);
    const { refresh_token: successor } = (await rotated.json()) as { refresh_token: string };
    expect((await redeemRefreshToken(idp().url, tokens.refresh_token ?? '')).status).toBe(400);
    expect((await redeemRefreshToken(idp().url, successor)).status).toBe(400);
  });
});
