import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../../server/stack';
import { CookieJar, endSessionAsPortal, redeemRefreshToken, signInWithPkce } from './idp-test-client';
import { startLightStack } from './support/light-stack';

let stack: RunningStack;

beforeAll(async () => {
  stack = await startLightStack();
});

afterAll(async () => {
  await stack?.stop();
});

const environments = (token: string) =>
  fetch(`${stack.urls.api}/api/qps/environment`, { headers: { Authorization: `Bearer ${token}` } });

async function signIn(jar: CookieJar) {
  return signInWithPkce(jar, {
    idpUrl: stack.urls.idp,
    portalOrigin: stack.urls.web,
    email: 'analyst@demo.test',
    password: 'demo',
  });
}

describe('sign-out ends every token of that sign-in, on the API too', () => {
  it('an access token captured before sign-out gets 401 within 5 s after it', async () => {
    const jar = new CookieJar();
    const { tokens } = await signIn(jar);
    expect((await environments(tokens.access_token)).status).toBe(200);
    await endSessionAsPortal(jar, stack.urls.idp, tokens.id_token);
    await expect
      .poll(async () => (await environments(tokens.access_token)).status, {
        // the rule: refused within 5 s of sign-out
        timeout: 5_000,
        interval: 250,
      })
      .toBe(401);
    const refused = await environments(tokens.access_token);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/has ended/);
  });

  it('the refresh token of that sign-in is refused after sign-out', async () => {
    const jar = new CookieJar();
    const { tokens } = await signIn(jar);
    expect(tokens.refresh_token).toBeTruthy();
    await endSessionAsPortal(jar, stack.urls.idp, tokens.id_token);
    const refused = await redeemRefreshToken(stack.urls.idp, tokens.refresh_token ?? '');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('another sign-in of the same user keeps working', async () => {
    const kept = await signIn(new CookieJar());
    const jar = new CookieJar();
    const ended = await signIn(jar);
    await endSessionAsPortal(jar, stack.urls.idp, ended.tokens.id_token);
    await expect
      .poll(async () => (await environments(ended.tokens.access_token)).status, {
        // the rule: refused within 5 s of sign-out
        timeout: 5_000,
        interval: 250,
      })
      .toBe(401);
    expect((await environments(kept.tokens.access_token)).status).toBe(200);
  });
});
