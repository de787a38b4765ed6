import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { PORTAL_CLIENT_ID, PORTAL_SCOPES, QPS_API_AUDIENCE } from '../../server/idp/idp.constants';
import { WRONG_CREDENTIALS } from '../../server/idp/interaction-routes';
import {
  type E2eBrowser,
  type E2eStack,
  launchBrowser,
  screenshot,
  signIn,
  signInThroughPortal,
  startE2eStack,
} from './support';

/** A stand-in dist/ for checking the servers while the real portal is judged further down. */
async function fixturePortal(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'qap-fixture-portal-'));
  await mkdir(path.join(root, 'dist', 'assets'), { recursive: true });
  await writeFile(
    path.join(root, 'dist', 'index.html'),
    '<!doctype html><title>fixture portal</title><p id="fixture">portal</p>',
  );
  await writeFile(path.join(root, 'dist', 'assets', 'app-3f2a1b.js'), 'console.log("hashed asset")');
  return root;
}

describe('web server and identity provider, in Chromium', () => {
  let stack: E2eStack;
  let browser: E2eBrowser;
  let fixtureRoot: string;

  beforeAll(async () => {
    fixtureRoot = await fixturePortal();
    stack = await startE2eStack({ rootDir: fixtureRoot, build: false });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await rm(fixtureRoot, { recursive: true, force: true });
  });

  it('/config.json points the portal at the QPS API and the identity provider, revalidated on every load', async () => {
    const response = await fetch(`${stack.urls.web}/config.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({
      qesBaseUrl: stack.urls.api,
      identityServerBaseUrl: stack.urls.idp,
      tenantBaseUrl: stack.urls.api,
    });
  });

  it('client-side routes load index.html (revalidated), hashed assets are immutable, missing assets are 404', async () => {
    const deepLink = await fetch(`${stack.urls.web}/facility/details/42`);
    expect(deepLink.status).toBe(200);
    expect(deepLink.headers.get('cache-control')).toBe('no-cache');
    expect(await deepLink.text()).toContain('fixture portal');
    const asset = await fetch(`${stack.urls.web}/assets/app-3f2a1b.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect((await fetch(`${stack.urls.web}/assets/app-000000.js`)).status).toBe(404);
    expect((await fetch(`${stack.urls.web}/..%2f..%2fetc%2fpasswd`)).status).not.toBe(500);
  });

  it('a browser runs the authorization code flow with PKCE through the real login page', async () => {
    const { page } = browser;
    const { web, idp } = stack.urls;
    await page.goto(`${web}/`);
    // What oidc-client-ts does: a verifier kept in the page, its S256 challenge in the request.
    const authorizeUrl = await page.evaluate(
      async ({ idp, web, clientId, scope }) => {
        const verifier = crypto.randomUUID() + crypto.randomUUID();
        sessionStorage.setItem('verifier', verifier);
        const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
        const challenge = btoa(String.fromCharCode(...new Uint8Array(digest)))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
        const query = new URLSearchParams({
          client_id: clientId,
          response_type: 'code',
          scope,
          redirect_uri: `${web}/oauth`,
          state: 'e2e-state',
          code_challenge: challenge,
          code_challenge_method: 'S256',
        });
        return `${idp}/auth?${query}`;
      },
      { idp, web, clientId: PORTAL_CLIENT_ID, scope: PORTAL_SCOPES },
    );
    await page.goto(authorizeUrl);
    await page.waitForURL(/\/interaction\//);
    expect(await page.title()).toBe('Sign in | Quality Analytics Platform');
    await screenshot(page, 'idp-login-page');

    await signIn(page, 'analyst@demo.test');
    const callback = new URL(page.url());
    expect(callback.origin + callback.pathname).toBe(`${web}/oauth`);
    expect(callback.searchParams.get('state')).toBe('e2e-state');

    // The token exchange from the portal origin: a cross-origin call that needs the IdP's CORS.
    const tokens = await page.evaluate(
      async ({ idp, web, clientId, code }) => {
        const response = await fetch(`${idp}/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: `${web}/oauth`,
            client_id: clientId,
            code_verifier: sessionStorage.getItem('verifier') ?? '',
          }),
        });
        return response.json();
      },
      { idp, web, clientId: PORTAL_CLIENT_ID, code: callback.searchParams.get('code') ?? '' },
    );
    expect(decodeJwt(tokens.access_token)).toMatchObject({ aud: QPS_API_AUDIENCE, sub: 'user-analyst-afya' });
    expect(decodeJwt(tokens.id_token)).toMatchObject({ email: 'analyst@demo.test', name: 'Amani Otieno' });
    expect(tokens.refresh_token).toBeTruthy();

    // The QPS API accepts that token from the browser too.
    const apiStatus = await page.evaluate(
      async ({ api, token }) =>
        (await fetch(`${api}/api/qps/environment`, { headers: { authorization: `Bearer ${token}` } })).status,
      { api: stack.urls.api, token: tokens.access_token },
    );
    expect(apiStatus).toBe(200);
  });

  it('a wrong password keeps the user on the login page with an error they can read', async () => {
    const page = await browser.context.newPage();
    try {
      const url = new URL(`${stack.urls.idp}/auth`);
      url.search = new URLSearchParams({
        client_id: PORTAL_CLIENT_ID,
        response_type: 'code',
        scope: PORTAL_SCOPES,
        redirect_uri: `${stack.urls.web}/oauth`,
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
        prompt: 'login',
      }).toString();
      await page.goto(url.href);
      await page.getByLabel('Email').fill('viewer@demo.test');
      await page.getByLabel('Password').fill('wrong');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect.poll(() => page.getByRole('alert').textContent()).toBe(WRONG_CREDENTIALS);
      expect(page.url()).toMatch(/\/interaction\//);
      await screenshot(page, 'idp-wrong-password');
    } finally {
      await page.close();
    }
  });
});

describe('the portal', () => {
  let stack: E2eStack;
  let browser: E2eBrowser;

  beforeAll(async () => {
    stack = await startE2eStack();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('sign in as analyst@demo.test through the real login page lands on Home signed in; sign out returns to the root', async () => {
    const { page } = browser;
    onTestFailed(async () => {
      await screenshot(page, 'portal-sign-in-failure');
    });
    await page.goto(`${stack.urls.web}/`);
    await signInThroughPortal(page, 'analyst@demo.test');

    const userMenu = page.getByRole('button', { name: 'User menu for Amani Otieno' });
    await userMenu.waitFor({ timeout: 30_000 });
    await expect.poll(() => page.title(), { timeout: 30_000 }).toBe('Home | Quality Analytics Platform');
    expect(['/', '/home']).toContain(new URL(page.url()).pathname);
    // Security test 1: no code or state left in the address; the tokens kept under oidc.user:* only.
    expect(new URL(page.url()).search).not.toMatch(/[?&](code|state)=/);
    const keptUnder = await page.evaluate(() => {
      const userKey = Object.keys(localStorage).find((key) => key.startsWith('oidc.user:')) ?? '';
      const { access_token, refresh_token } = JSON.parse(localStorage.getItem(userKey) ?? '{}');
      const holding = (store: Storage, name: string) =>
        Object.keys(store)
          .filter((key) => [access_token, refresh_token].some((token) => store.getItem(key)?.includes(token)))
          .map((key) => `${name} ${key}`);
      return [...holding(localStorage, 'localStorage'), ...holding(sessionStorage, 'sessionStorage')];
    });
    expect(keptUnder).toEqual([`localStorage oidc.user:${stack.urls.idp}:${PORTAL_CLIENT_ID}`]);
    await screenshot(page, 'portal-home-signed-in');

    // The portal may already be at the root: wait for the provider to confirm the end of its
    // session, not just for the root address, before checking what a signed-out user sees.
    const providerSignedOut = page.waitForResponse(
      (response) => response.url().startsWith(`${stack.urls.idp}/session/end/confirm`),
      { timeout: 30_000 },
    );
    await userMenu.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await providerSignedOut;
    await page.waitForURL(`${stack.urls.web}/`, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'portal-signed-out');
    // the provider session ended too: signing in again asks for the password
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/interaction\//, { timeout: 30_000 });
    await page.getByLabel('Password').waitFor();
    expect(browser.failedResponses).toEqual([]);
    expect(browser.consoleErrors.filter((line) => !/favicon/i.test(line))).toEqual([]);
  });

  it('after sign-in the user is back on the page that started it, with its address', async () => {
    const { page } = browser;
    await page.goto(`${stack.urls.web}/network?drillCountry=1`);
    await signInThroughPortal(page, 'analyst@demo.test');
    await expect
      .poll(() => page.title(), { timeout: 30_000 })
      .toBe('Network Level | Quality Analytics Platform');
    const landed = new URL(page.url());
    // The page's own parameters come back; the filter bridge adds the filter and environment.
    expect([landed.pathname, landed.searchParams.get('drillCountry')]).toEqual(['/network', '1']);
  });
});
