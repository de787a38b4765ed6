import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_CLIENT_ID } from '../../server/idp/idp.constants';
import { WRONG_CREDENTIALS } from '../../server/idp/interaction-routes';
import { LOGIN_LIMITS } from '../../server/idp/login-throttle';
import { openTestDatabase, PORTAL_ORIGIN, type RunningIdp, startIdp } from './idp-fixture';
import { CookieJar, openLoginPage, pkcePair, request, signInWithPkce, submitLogin } from './idp-test-client';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let running: RunningIdp;
let idpUrl: string;

beforeAll(async () => {
  database = await openTestDatabase();
  running = await startIdp(database.db);
  idpUrl = running.url;
});

afterAll(async () => {
  await running?.stop();
  await database?.close();
});

async function loginForm() {
  const jar = new CookieJar();
  const page = await openLoginPage(jar, {
    idpUrl,
    portalOrigin: PORTAL_ORIGIN,
    codeChallenge: pkcePair().challenge,
  });
  return { jar, action: page.action ?? '' };
}

/** The whole code + PKCE sign-in with the demo password, in the given browser (cookie jar). */
const signInAs = (email: string, jar = new CookieJar()) =>
  signInWithPkce(jar, { idpUrl, portalOrigin: PORTAL_ORIGIN, email, password: 'demo' });

async function failLogin(email: string) {
  const { jar, action } = await loginForm();
  return submitLogin(jar, action, email, 'wrong-password');
}

describe('login rate limit (5 failures a minute for one account gives 429 with Retry-After)', () => {
  it('after five wrong passwords the account answers 429 with Retry-After, even to the right password', async () => {
    for (let attempt = 0; attempt < LOGIN_LIMITS.perAccount; attempt += 1) {
      expect((await failLogin('facility@demo.test')).status).toBe(401);
    }
    const { jar, action } = await loginForm();
    const limited = await submitLogin(jar, action, 'facility@demo.test', 'demo');
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_LIMITS.windowSeconds);
    const html = await limited.text();
    expect(html).toContain('Too many failed sign-ins');
    expect(html).toContain('role="alert"');
  });

  it('the limit lifts by itself once the failures are older than the window: no lockout', async () => {
    // The account above is limited now; let its failures age past the window.
    await database.db.query(
      `UPDATE login_failures SET failed_at = failed_at - make_interval(secs => $1) WHERE subject = $2`,
      [LOGIN_LIMITS.windowSeconds + 1, 'account:facility@demo.test'],
    );
    const signedIn = await signInAs('facility@demo.test');
    expect(signedIn.tokens.access_token).toBeTruthy();
  });

  it('a limited account does not lock out another account from the same address', async () => {
    for (let attempt = 0; attempt < LOGIN_LIMITS.perAccount; attempt += 1)
      await failLogin('viewer@demo.test');
    const signedIn = await signInAs('analyst@second.test');
    expect(signedIn.tokens.access_token).toBeTruthy();
  });

  it('one address guessing across many accounts is limited too', async () => {
    // The accounts above already failed ten times from this address; the rest fills the window.
    const used = 2 * LOGIN_LIMITS.perAccount;
    for (let attempt = used; attempt < LOGIN_LIMITS.perAddress; attempt += 1) {
      expect((await failLogin(`guess${attempt}@nowhere.test`)).status).toBe(401);
    }
    const limited = await failLogin('another-guess@nowhere.test');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('unknown and known emails answer alike while not limited', async () => {
    await database.db.query('DELETE FROM login_failures');
    const known = await failLogin('analyst@demo.test');
    const unknown = await failLogin('nobody@nowhere.test');
    expect([known.status, unknown.status]).toEqual([401, 401]);
    expect(await known.text()).toContain(WRONG_CREDENTIALS);
    expect(await unknown.text()).toContain(WRONG_CREDENTIALS);
  });
});

describe('sign-out from another site (sign-out needs a valid id_token_hint or the user’s confirmation)', () => {
  const endSessionPage = async (jar: CookieJar, params: Record<string, string>) => {
    const url = new URL(`${idpUrl}/session/end`);
    url.search = new URLSearchParams(params).toString();
    return (await request(jar, url.href)).text();
  };

  it('a link with only the client id asks the user instead of signing out by itself', async () => {
    await database.db.query('DELETE FROM login_failures');
    const jar = new CookieJar();
    await signInAs('analyst@demo.test', jar);
    const html = await endSessionPage(jar, { client_id: PORTAL_CLIENT_ID });
    expect(html).toContain('name="logout" value="yes"');
    expect(html).not.toContain('.submit()');
  });

  it('an ID token of another user of this browser is not taken as this session’s sign-out', async () => {
    const other = await signInAs('viewer@demo.test');
    const jar = new CookieJar();
    await signInAs('analyst@demo.test', jar);
    const html = await endSessionPage(jar, { id_token_hint: other.tokens.id_token });
    expect(html).not.toContain('.submit()');
  });

  it('the portal’s own sign-out, with this session’s ID token, goes through without a question', async () => {
    const jar = new CookieJar();
    const { tokens } = await signInAs('analyst@demo.test', jar);
    const html = await endSessionPage(jar, { id_token_hint: tokens.id_token });
    expect(html).toContain('.submit()');
  });
});
