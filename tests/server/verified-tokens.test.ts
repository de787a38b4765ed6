/**
 * Warm answers: the API checks an access token's signature once per token, not on
 * every request, and still refuses it once it has expired (spec section 9: with 5 minutes of
 * clock skew) or when its text differs by one character.
 */
import type { FastifyRequest } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTVerifyGetKey, SignJWT } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createAuthenticator } from '../../server/api/authenticate';
import type { Queryable } from '../../server/db/database';

const ISSUER = 'https://id.example.test';
const AUDIENCE = 'qap-api';
const MINUTE_MS = 60_000;

let privateKey: CryptoKey;
let keys: JWTVerifyGetKey;
beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), alg: 'RS256' }] });
});

/** A user table of one user, the subject of every token here. */
const users: Queryable = {
  query: (async () => ({ rows: [{ id: 'u1', email: 'ada@example.org' }] })) as unknown as Queryable['query'],
};

const tokenFor = (issuedAtMs: number, lifetimeSeconds = 3600) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject('u1')
    .setIssuedAt(Math.floor(issuedAtMs / 1000))
    .setExpirationTime(Math.floor(issuedAtMs / 1000) + lifetimeSeconds)
    .sign(privateKey);

const requestWith = (token: string) =>
  ({ headers: { authorization: `Bearer ${token}` }, log: { info: () => {} } }) as unknown as FastifyRequest;

function authenticatorAt(clock: { ms: number }) {
  const getKey = vi.fn(keys);
  const authenticator = createAuthenticator(
    users,
    { issuer: ISSUER, audience: AUDIENCE, jwks: getKey },
    () => clock.ms,
  );
  return { authenticator, getKey };
}

describe('a token is verified once for its lifetime', () => {
  it('a second request with the same token does not check its signature again', async () => {
    const clock = { ms: Date.now() };
    const { authenticator, getKey } = authenticatorAt(clock);
    const token = await tokenFor(clock.ms);
    await authenticator.signedIn(requestWith(token));
    await authenticator.signedIn(requestWith(token));
    expect(getKey).toHaveBeenCalledTimes(1);
    // another token of the same user is checked on its own
    await authenticator.signedIn(requestWith(await tokenFor(clock.ms + 1000)));
    expect(getKey).toHaveBeenCalledTimes(2);
  });

  it('a remembered token is still served 4 minutes after it expired, and refused 6 minutes after (5 minutes of clock skew)', async () => {
    const clock = { ms: Date.now() };
    const { authenticator } = authenticatorAt(clock);
    const token = await tokenFor(clock.ms, 60);
    await authenticator.signedIn(requestWith(token));
    clock.ms += MINUTE_MS + 4 * MINUTE_MS;
    await expect(authenticator.signedIn(requestWith(token))).resolves.toMatchObject({ user: { id: 'u1' } });
    clock.ms += 2 * MINUTE_MS;
    await expect(authenticator.signedIn(requestWith(token))).rejects.toMatchObject({ statusCode: 401 });
  });

  it('a token whose signature was changed is refused, though the genuine one was served just before', async () => {
    const clock = { ms: Date.now() };
    const { authenticator } = authenticatorAt(clock);
    const token = await tokenFor(clock.ms);
    await authenticator.signedIn(requestWith(token));
    // a character inside the signature (the last one's low bits may be padding)
    const at = token.length - 10;
    const changed = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    await expect(authenticator.signedIn(requestWith(changed))).rejects.toMatchObject({
      statusCode: 401,
    });
  });
});
