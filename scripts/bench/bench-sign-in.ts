import { CookieJar, signInWithPkce } from '../../tests/server/idp-test-client';

export const BENCH_ACCOUNT = { email: 'analyst@demo.test', password: 'demo' } as const;

/**
 * An access token the way the portal gets one: authorization code + PKCE through the real login
 * page (consent is implied for the portal), then the code exchanged at the token endpoint. The
 * same HTTP client the identity-provider tests use, so the benchmark follows the tested flow.
 */
export async function signInForToken(urls: { web: string; idp: string }): Promise<string> {
  const { tokens } = await signInWithPkce(new CookieJar(), {
    idpUrl: urls.idp,
    portalOrigin: urls.web,
    ...BENCH_ACCOUNT,
  });
  return tokens.access_token;
}
