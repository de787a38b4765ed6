/** No identity-provider page can be framed, and only the portal may preflight its calls. */
import { describe, expect, it } from 'vitest';
import { PORTAL_CLIENT_ID } from '../../server/idp/idp.constants';
import { CHECK_SESSION_PATH } from '../../server/idp/session-check';
import { PORTAL_ORIGIN, idpForThisFile } from './idp-fixture';
import { authorizeUrl, CookieJar, followOnIdp, pkcePair, request } from './idp-test-client';

const idp = idpForThisFile();

const framingHeaders = (response: Response) => ({
  status: response.status,
  csp: response.headers.get('content-security-policy'),
  xfo: response.headers.get('x-frame-options'),
});

describe('every identity-provider page refuses to be framed', () => {
  const pages: [string, () => Promise<Response>][] = [
    ['the end-session page', () => fetch(`${idp().url}/session/end?client_id=${PORTAL_CLIENT_ID}`)],
    ['the end-session page without a client', () => fetch(`${idp().url}/session/end`)],
    [
      "oidc-provider's error page (an authorization request without parameters)",
      () => fetch(`${idp().url}/auth`),
    ],
    ["oidc-provider's error page (an unknown client)", () => fetch(`${idp().url}/auth?client_id=nobody`)],
    ['the not-found page', () => fetch(`${idp().url}/no-such-page`)],
    ['an interaction that does not exist', () => fetch(`${idp().url}/interaction/unknown`)],
    [
      'the login page',
      async () => {
        const jar = new CookieJar();
        const url = authorizeUrl({
          idpUrl: idp().url,
          portalOrigin: PORTAL_ORIGIN,
          codeChallenge: pkcePair().challenge,
        });
        const page = await followOnIdp(jar, idp().url, await request(jar, url));
        if (typeof page === 'string') throw new Error(`expected the login page, left for ${page}`);
        return page;
      },
    ],
  ];

  it.each(pages)("%s: frame-ancestors 'none' and X-Frame-Options DENY", async (_, open) => {
    const response = await open();
    expect(framingHeaders(response)).toMatchObject({
      csp: expect.stringContaining("frame-ancestors 'none'"),
      xfo: 'DENY',
    });
  });

  it('the session-check page stays framable by the portal alone', async () => {
    const response = await fetch(`${idp().url}${CHECK_SESSION_PATH}`);
    expect(response.headers.get('content-security-policy')).toBe(`frame-ancestors ${PORTAL_ORIGIN}`);
    expect(response.headers.get('x-frame-options')).toBeNull();
  });
});

describe("the token endpoint's CORS preflight answers the portal's origin only", () => {
  const preflight = (path: string, origin: string) =>
    fetch(`${idp().url}${path}`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  it.each(['/token', '/token/revocation'])('%s: the portal is allowed, another site is not', async (path) => {
    const portal = await preflight(path, PORTAL_ORIGIN);
    expect(portal.headers.get('access-control-allow-origin')).toBe(PORTAL_ORIGIN);
    expect(portal.headers.get('access-control-allow-methods')).toContain('POST');
    const evil = await preflight(path, 'http://evil.test');
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(evil.headers.get('access-control-allow-methods')).toBeNull();
  });
});
