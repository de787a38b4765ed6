import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { REDACTED, redact } from '../../../src/app/inspector/redact';

// A JWT as an identity provider issues it (header {"alg":"RS256"}, a payload, a signature).
const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.c2lnbmF0dXJl';

describe('the inspector shows payloads and contexts with tokens redacted', () => {
  it('access_token, id_token and refresh_token are redacted whatever their value', () => {
    const user = {
      access_token: 'opaque-access',
      id_token: JWT,
      refresh_token: 'opaque-refresh',
      profile: { name: 'Amani Otieno' },
    };
    expect(redact({ user })).toEqual({
      user: {
        access_token: REDACTED,
        id_token: REDACTED,
        refresh_token: REDACTED,
        profile: { name: 'Amani Otieno' },
      },
    });
  });

  it('the camelCase spellings of the token fields are redacted too', () => {
    expect(redact({ accessToken: 'a', idToken: 'b', refreshToken: 'c' })).toEqual({
      accessToken: REDACTED,
      idToken: REDACTED,
      refreshToken: REDACTED,
    });
  });

  it('any JWT-shaped string is redacted, under any key and inside longer text', () => {
    expect(redact({ header: `Bearer ${JWT}`, list: [JWT] })).toEqual({
      header: `Bearer ${REDACTED}`,
      list: [REDACTED],
    });
  });

  it("the OAuth callback's code, state and session_state are redacted in a relative address, a full URL and a fragment", () => {
    const query = 'code=c0de-1&state=5tate-2&session_state=sess-3';
    expect(
      redact({
        url: `/oauth?${query}`,
        full: `http://localhost:5173/oauth?${query}&iss=http%3A%2F%2Flocalhost%3A5175`,
        fragment: `https://portal.example/oauth#state=5tate-2&code=c0de-1`,
        message: `No matching state found in storage for http://localhost:5173/oauth?${query} in this tab`,
      }),
    ).toEqual({
      url: '/oauth?code=[redacted]&state=[redacted]&session_state=[redacted]',
      full: 'http://localhost:5173/oauth?code=[redacted]&state=[redacted]&session_state=[redacted]&iss=http%3A%2F%2Flocalhost%3A5175',
      fragment: 'https://portal.example/oauth#state=[redacted]&code=[redacted]',
      message:
        'No matching state found in storage for http://localhost:5173/oauth?code=[redacted]&state=[redacted]&session_state=[redacted] in this tab',
    });
  });

  it('other query parameters and words named like the callback parameters are kept', () => {
    const plain = {
      address: '/facilities?environment=3&postcode=2000&states=open&view=map',
      sentence: 'the state=ready code path',
    };
    expect(redact(plain)).toEqual(plain);
  });

  it('event names and other dotted words are not mistaken for tokens', () => {
    expect(redact({ type: 'xstate.done.actor.saveUserLanguage', version: '1.2.3' })).toEqual({
      type: 'xstate.done.actor.saveUserLanguage',
      version: '1.2.3',
    });
  });

  it('live objects become words: actor refs, errors, cycles; functions are left out', () => {
    const actor = createActor(createMachine({ id: 'child' }), { id: 'child-1' });
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(
      redact({ child: actor, error: new Error(`token ${JWT} refused`), cyclic, callback: () => {} }),
    ).toEqual({
      child: '[actor child-1]',
      error: { name: 'Error', message: `token ${REDACTED} refused` },
      cyclic: { name: 'loop', self: '[circular]' },
    });
  });
});
