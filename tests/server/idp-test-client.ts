import { createHash, randomBytes } from 'node:crypto';
import { PORTAL_CLIENT_ID, PORTAL_SCOPES } from '../../server/idp/idp.constants';

/** A minimal browser stand-in for the IdP tests: a cookie jar and manual redirects over fetch. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      const expired =
        attributes.some((attribute) => /expires=Thu, 01 Jan 1970/i.test(attribute)) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export async function request(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
  });
  jar.store(response);
  return response;
}

/** Follows redirects while they stay on the IdP; returns the first response that leaves it (or a page). */
export async function followOnIdp(
  jar: CookieJar,
  idpUrl: string,
  response: Response,
): Promise<Response | string> {
  let current = response;
  while (current.status >= 300 && current.status < 400) {
    const location = new URL(current.headers.get('location') ?? '', idpUrl).href;
    if (!location.startsWith(idpUrl)) return location;
    current = await request(jar, location);
  }
  return current;
}

export interface AuthorizeOptions {
  idpUrl: string;
  portalOrigin: string;
  redirectPath?: string;
  codeChallenge?: string | null;
  extra?: Record<string, string>;
}

export function authorizeUrl({
  idpUrl,
  portalOrigin,
  redirectPath = '/oauth',
  codeChallenge,
  extra,
}: AuthorizeOptions) {
  const url = new URL(`${idpUrl}/auth`);
  url.search = new URLSearchParams({
    client_id: PORTAL_CLIENT_ID,
    response_type: 'code',
    scope: PORTAL_SCOPES,
    redirect_uri: `${portalOrigin}${redirectPath}`,
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    ...(codeChallenge ? { code_challenge: codeChallenge, code_challenge_method: 'S256' } : {}),
    ...extra,
  }).toString();
  return url.href;
}

/** Starts an authorization request and returns the login page it leads to. */
export async function openLoginPage(jar: CookieJar, options: AuthorizeOptions) {
  const outcome = await followOnIdp(jar, options.idpUrl, await request(jar, authorizeUrl(options)));
  if (typeof outcome === 'string') throw new Error(`expected the login page, got a redirect to ${outcome}`);
  const html = await outcome.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  return { status: outcome.status, html, action: action ? new URL(action, options.idpUrl).href : undefined };
}

export async function submitLogin(jar: CookieJar, action: string, email: string, password: string) {
  return request(jar, action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
}

export interface SignedIn {
  callback: URL;
  tokens: {
    access_token: string;
    id_token: string;
    refresh_token?: string;
    token_type: string;
    scope?: string;
  };
}

/** The whole code + PKCE flow as the portal runs it: login page, callback, token exchange. */
export async function signInWithPkce(
  jar: CookieJar,
  options: AuthorizeOptions & { email: string; password: string },
) {
  const { verifier, challenge } = pkcePair();
  const page = await openLoginPage(jar, { ...options, codeChallenge: challenge });
  if (!page.action) throw new Error(`no login form: ${page.html.slice(0, 300)}`);
  const outcome = await followOnIdp(
    jar,
    options.idpUrl,
    await submitLogin(jar, page.action, options.email, options.password),
  );
  if (typeof outcome !== 'string') throw new Error(`login did not redirect back: ${outcome.status}`);
  const callback = new URL(outcome);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code in ${outcome}`);
  const tokenResponse = await fetch(`${options.idpUrl}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: options.portalOrigin },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${options.portalOrigin}${options.redirectPath ?? '/oauth'}`,
      client_id: PORTAL_CLIENT_ID,
      code_verifier: verifier,
    }).toString(),
  });
  if (!tokenResponse.ok) throw new Error(`token exchange failed: ${await tokenResponse.text()}`);
  return { callback, tokens: await tokenResponse.json(), tokenResponse } as SignedIn & {
    tokenResponse: Response;
  };
}

/** The portal's silent renewal: a refresh token redeemed at the provider's token endpoint. */
export function redeemRefreshToken(tokenEndpointBase: string, refreshToken: string) {
  return fetch(`${tokenEndpointBase}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: PORTAL_CLIENT_ID,
    }),
  });
}

/** Ends the provider session of this browser as the portal's sign-out does (this session's ID token as hint). */
export async function endSessionAsPortal(jar: CookieJar, idpUrl: string, idToken: string): Promise<void> {
  const url = new URL(`${idpUrl}/session/end`);
  url.search = new URLSearchParams({ id_token_hint: idToken }).toString();
  const html = await (await request(jar, url.href)).text();
  const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
  await request(jar, new URL(action, idpUrl).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
  });
}
