import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { PORTAL_CLIENT_ID, QPS_API_AUDIENCE } from '../../server/idp/idp.constants';
import { WRONG_CREDENTIALS } from '../../server/idp/interaction-routes';
import { BROWSER_STATE_COOKIE } from '../../server/idp/session-check';
import { openTestDatabase, PORTAL_ORIGIN, type RunningIdp, startIdp } from './idp-fixture';
import {
  authorizeUrl,
  CookieJar,
  followOnIdp,
  openLoginPage,
  pkcePair,
  request,
  signInWithPkce,
  submitLogin,
} from './idp-test-client';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
let running: RunningIdp;
let idpUrl: string;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  running = await startIdp(db);
  idpUrl = running.url;
});

afterAll(async () => {
  await running?.stop();
  await database?.close();
});

const signIn = (email: string, jar = new CookieJar(), redirectPath?: string) =>
  signInWithPkce(jar, { idpUrl, portalOrigin: PORTAL_ORIGIN, email, password: 'demo', redirectPath });

async function refresh(refreshToken: string) {
  return fetch(`${idpUrl}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PORTAL_ORIGIN },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: PORTAL_CLIENT_ID,
    }),
  });
}

describe('discovery', () => {
  it('publishes the code-flow-with-PKCE endpoints the portal library calls, with CORS open', async () => {
    const response = await fetch(`${idpUrl}/.well-known/openid-configuration`, {
      headers: { origin: PORTAL_ORIGIN },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(PORTAL_ORIGIN);
    const metadata = await response.json();
    expect(metadata).toMatchObject({
      issuer: idpUrl,
      authorization_endpoint: `${idpUrl}/auth`,
      token_endpoint: `${idpUrl}/token`,
      userinfo_endpoint: `${idpUrl}/me`,
      end_session_endpoint: `${idpUrl}/session/end`,
      revocation_endpoint: `${idpUrl}/token/revocation`,
      check_session_iframe: `${idpUrl}/session/check`,
      jwks_uri: `${idpUrl}/jwks`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
    });
    expect(metadata.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'offline_access', 'email', 'profile']),
    );
  });
});

describe('authorization request', () => {
  it('a code request without code_challenge is refused (PKCE is required)', async () => {
    const jar = new CookieJar();
    const response = await request(
      jar,
      authorizeUrl({ idpUrl, portalOrigin: PORTAL_ORIGIN, codeChallenge: null }),
    );
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(`${PORTAL_ORIGIN}/oauth`);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
    expect(location.searchParams.has('code')).toBe(false);
  });

  it('a redirect URI that is not registered exactly is refused without redirecting', async () => {
    const jar = new CookieJar();
    const url = authorizeUrl({
      idpUrl,
      portalOrigin: PORTAL_ORIGIN,
      redirectPath: '/oauth/evil',
      codeChallenge: pkcePair().challenge,
    });
    const response = await request(jar, url);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toMatch(/redirect_uri/);
  });

  it('shows our own login page, not the library development pages', async () => {
    const page = await openLoginPage(new CookieJar(), {
      idpUrl,
      portalOrigin: PORTAL_ORIGIN,
      codeChallenge: pkcePair().challenge,
    });
    expect(page.status).toBe(200);
    expect(page.html).toContain('Quality Analytics Platform');
    expect(page.html).toMatch(/<label>Email\s*<input type="email" name="email" autocomplete="email"/);
    expect(page.html).toMatch(
      /<label>Password\s*<input type="password" name="password" autocomplete="current-password"/,
    );
    expect(page.html).not.toMatch(/devInteractions|oidc-provider/i);
  });

  it('prefills the email from login_hint', async () => {
    const page = await openLoginPage(new CookieJar(), {
      idpUrl,
      portalOrigin: PORTAL_ORIGIN,
      codeChallenge: pkcePair().challenge,
      extra: { login_hint: 'viewer@demo.test' },
    });
    expect(page.html).toContain('value="viewer@demo.test"');
  });
});

describe('login page', () => {
  it('wrong password: the login page says so, and nothing else happens', async () => {
    const jar = new CookieJar();
    const page = await openLoginPage(jar, {
      idpUrl,
      portalOrigin: PORTAL_ORIGIN,
      codeChallenge: pkcePair().challenge,
    });
    const response = await submitLogin(jar, page.action ?? '', 'analyst@demo.test', 'not-the-password');
    expect(response.status).toBe(401);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain(WRONG_CREDENTIALS);
    expect(html).toContain('role="alert"');
    expect(html).toContain('value="analyst@demo.test"');
    // the same interaction still accepts the right password afterwards
    const retry = await followOnIdp(
      jar,
      idpUrl,
      await submitLogin(jar, page.action ?? '', 'analyst@demo.test', 'demo'),
    );
    expect(typeof retry === 'string' && new URL(retry).searchParams.has('code')).toBe(true);
  });

  it('an unknown email gets the same message as a wrong password', async () => {
    const jar = new CookieJar();
    const page = await openLoginPage(jar, {
      idpUrl,
      portalOrigin: PORTAL_ORIGIN,
      codeChallenge: pkcePair().challenge,
    });
    const response = await submitLogin(jar, page.action ?? '', 'nobody@demo.test', 'demo');
    expect(response.status).toBe(401);
    expect(await response.text()).toContain(WRONG_CREDENTIALS);
  });
});

describe('an interaction that has expired (check 22)', () => {
  it('a login form sent without its interaction cookie gets a page that says to sign in again, no trace', async () => {
    const page = await openLoginPage(new CookieJar(), {
      idpUrl,
      portalOrigin: PORTAL_ORIGIN,
      codeChallenge: pkcePair().challenge,
    });
    // Another jar: the browser no longer holds the interaction's cookie (it expired).
    const answer = await submitLogin(new CookieJar(), page.action ?? '', 'analyst@demo.test', 'demo');
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain('Sign-in problem');
    expect(html).toContain('Go back to the portal and sign in again.');
    expect(html).not.toMatch(/\n\s+at |node_modules/);
  });
});

describe('tokens', () => {
  it('the token exchange yields a JWT access token for urn:qap:qps-api with the profile claims', async () => {
    const { tokens, tokenResponse } = await signIn('analyst@demo.test');
    expect(tokenResponse.headers.get('access-control-allow-origin')).toBe(PORTAL_ORIGIN);
    const jwks = createRemoteJWKSet(new URL(`${idpUrl}/jwks`));
    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, jwks, {
      issuer: idpUrl,
      audience: QPS_API_AUDIENCE,
    });
    expect(protectedHeader.typ).toBe('at+jwt');
    expect(payload).toMatchObject({
      sub: 'user-analyst-afya',
      client_id: PORTAL_CLIENT_ID,
      email: 'analyst@demo.test',
      name: 'Amani Otieno',
      given_name: 'Amani',
      family_name: 'Otieno',
      user_org: 'Afya Health Network',
    });
    expect(payload.user_type).toBeUndefined();
  });

  it('the ID token carries the spec section 3 claims, user_type FacilityUser for a facility user', async () => {
    const { tokens } = await signIn('facility@demo.test');
    const { payload } = await jwtVerify(tokens.id_token, createRemoteJWKSet(new URL(`${idpUrl}/jwks`)), {
      issuer: idpUrl,
      audience: PORTAL_CLIENT_ID,
    });
    expect(payload).toMatchObject({
      sub: 'user-facility-afya',
      email: 'facility@demo.test',
      given_name: 'Grace',
      family_name: 'Wanjiku',
      name: 'Grace Wanjiku',
      user_type: 'FacilityUser',
      user_org: 'Afya Health Network',
    });
  });

  /** The login as the portal runs it, up to the code in the callback (not exchanged yet). */
  async function codeFor(email: string, challenge: string): Promise<string> {
    const jar = new CookieJar();
    const page = await openLoginPage(jar, { idpUrl, portalOrigin: PORTAL_ORIGIN, codeChallenge: challenge });
    const callback = await followOnIdp(jar, idpUrl, await submitLogin(jar, page.action ?? '', email, 'demo'));
    return new URL(String(callback)).searchParams.get('code') ?? '';
  }
  const exchange = (code: string, verifier: string) =>
    fetch(`${idpUrl}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: `${PORTAL_ORIGIN}/oauth`,
        client_id: PORTAL_CLIENT_ID,
        code_verifier: verifier,
      }),
    });

  it('a code exchanged with the wrong code_verifier is refused', async () => {
    const code = await codeFor('viewer@demo.test', pkcePair().challenge);
    const response = await exchange(code, pkcePair().verifier);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('invalid_grant');
  });

  it('a code is good for one exchange: the second is refused, and the refresh token of the first is revoked', async () => {
    const { verifier, challenge } = pkcePair();
    const code = await codeFor('viewer@demo.test', challenge);
    const first = await exchange(code, verifier);
    expect(first.status).toBe(200);
    const tokens = await first.json();
    const second = await exchange(code, verifier);
    expect(second.status).toBe(400);
    expect((await second.json()).error).toBe('invalid_grant');
    // RFC 6749 section 4.1.2: tokens issued from a code that is used twice should be revoked
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
  });

  it('refresh tokens rotate: the new one works, the used one is refused', async () => {
    const { tokens } = await signIn('viewer@demo.test');
    expect(tokens.refresh_token).toBeTruthy();
    const first = await refresh(tokens.refresh_token ?? '');
    expect(first.status).toBe(200);
    const rotated = await first.json();
    expect(rotated.refresh_token).toBeTruthy();
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(rotated.access_token).aud).toBe(QPS_API_AUDIENCE);
    expect((await refresh(rotated.refresh_token)).status).toBe(200);
    expect((await refresh(tokens.refresh_token ?? '')).status).toBe(400);
  });

  it('revoking a refresh token answers an empty 200 without a text/plain content type (the portal library rejects one)', async () => {
    const { tokens } = await signIn('viewer@demo.test');
    const response = await fetch(`${idpUrl}/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PORTAL_ORIGIN },
      body: new URLSearchParams({
        token: tokens.refresh_token ?? '',
        token_type_hint: 'refresh_token',
        client_id: PORTAL_CLIENT_ID,
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type') ?? '').not.toContain('text/plain');
    expect(await response.text()).toBe('');
    expect((await refresh(tokens.refresh_token ?? '')).status).toBe(400);
  });

  it('CORS on the token endpoint is for the portal origin only', async () => {
    const tokenCall = (origin: string) =>
      fetch(`${idpUrl}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: 'x',
          client_id: PORTAL_CLIENT_ID,
        }),
      });
    expect((await tokenCall(PORTAL_ORIGIN)).headers.get('access-control-allow-origin')).toBe(PORTAL_ORIGIN);
    expect((await tokenCall('http://evil.test')).headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('userinfo', () => {
  it('answers the profile for the QPS access token, with CORS for the portal', async () => {
    const { tokens } = await signIn('analyst@second.test');
    const response = await fetch(`${idpUrl}/me`, {
      headers: { authorization: `Bearer ${tokens.access_token}`, origin: PORTAL_ORIGIN },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(PORTAL_ORIGIN);
    expect(await response.json()).toEqual({
      sub: 'user-analyst-maisha',
      email: 'analyst@second.test',
      name: 'Claudine Uwase',
      given_name: 'Claudine',
      family_name: 'Uwase',
      user_org: 'Maisha Care Alliance',
    });
  });

  it('refuses a request without a valid token', async () => {
    expect((await fetch(`${idpUrl}/me`)).status).toBe(401);
    const forged = await fetch(`${idpUrl}/me`, { headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(forged.status).toBe(401);
    expect(forged.headers.get('www-authenticate')).toMatch(/invalid_token/);
  });
});

describe('session', () => {
  it('the callback carries session_state and the browser-state cookie the check_session iframe reads', async () => {
    const jar = new CookieJar();
    const { callback } = await signIn('analyst@demo.test', jar);
    expect(callback.searchParams.get('session_state')).toMatch(/^[0-9a-f]{64}\.[0-9a-f]+$/);
    expect(jar.get(BROWSER_STATE_COOKIE)).toBeTruthy();
    const iframe = await fetch(`${idpUrl}/session/check`);
    expect(iframe.headers.get('content-security-policy')).toBe(`frame-ancestors ${PORTAL_ORIGIN}`);
    expect(await iframe.text()).toContain(BROWSER_STATE_COOKIE);
  });

  it('silent renewal (prompt=none) succeeds while the provider session lives', async () => {
    const jar = new CookieJar();
    await signIn('viewer@demo.test', jar);
    const url = authorizeUrl({
      idpUrl,
      portalOrigin: PORTAL_ORIGIN,
      redirectPath: '/silent-renew',
      codeChallenge: pkcePair().challenge,
      extra: { prompt: 'none' },
    });
    const outcome = await followOnIdp(jar, idpUrl, await request(jar, url));
    expect(String(outcome)).toMatch(new RegExp(`^${PORTAL_ORIGIN}/silent-renew\\?code=`));
  });

  it('sign-out ends the provider session and returns to the portal root', async () => {
    const jar = new CookieJar();
    const { tokens } = await signIn('analyst@demo.test', jar);
    const endSession = new URL(`${idpUrl}/session/end`);
    endSession.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${PORTAL_ORIGIN}/`,
    }).toString();
    const page = await request(jar, endSession.href);
    const html = await page.text();
    expect(html).toContain('name="logout" value="yes"');
    expect(html).toContain('.submit()');
    const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirm = await request(jar, new URL(action, idpUrl).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(confirm.headers.get('location')).toBe(`${PORTAL_ORIGIN}/`);
    expect(jar.get(BROWSER_STATE_COOKIE)).toBeUndefined();
    // the session is gone: a silent renewal now needs a login
    const silent = authorizeUrl({
      idpUrl,
      portalOrigin: PORTAL_ORIGIN,
      codeChallenge: pkcePair().challenge,
      extra: { prompt: 'none' },
    });
    const outcome = await followOnIdp(jar, idpUrl, await request(jar, silent));
    expect(new URL(String(outcome)).searchParams.get('error')).toBe('login_required');
  });
});
