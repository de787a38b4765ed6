/**
 * Spec section 9: sign-in tolerates a clock skew of 5 minutes. The API checks token times with
 * that tolerance: a token whose clock runs up to 5 minutes apart from the API's is served, and
 * one further apart is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApi, type TestApi, USERS } from './support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi('clock-skew');
});
afterAll(() => api?.close());

const now = () => Math.floor(Date.now() / 1000);
const MINUTE = 60;

async function statusWith(token: Promise<string>) {
  return (await call(api, '/api/qps/environment', { token: await token })).status;
}

describe('the API allows a 5-minute clock skew where it checks token times', () => {
  it('a token that expired 4 minutes ago by the API clock is still served', async () => {
    expect(await statusWith(api.token(USERS.analyst, {}, { expiresIn: now() - 4 * MINUTE }))).toBe(200);
  });

  it('a token that expired 6 minutes ago is refused', async () => {
    expect(await statusWith(api.token(USERS.analyst, {}, { expiresIn: now() - 6 * MINUTE }))).toBe(401);
  });

  it('a token not valid before 4 minutes from now (a provider clock ahead) is served', async () => {
    expect(await statusWith(api.token(USERS.analyst, { nbf: now() + 4 * MINUTE }))).toBe(200);
  });

  it('a token not valid before 6 minutes from now is refused', async () => {
    expect(await statusWith(api.token(USERS.analyst, { nbf: now() + 6 * MINUTE }))).toBe(401);
  });
});
