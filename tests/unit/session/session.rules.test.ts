import { describe, expect, it } from 'vitest';
import { isUserExpired, isUserSignedIn, isUserUsable, toSignInRequest } from '../../../machines/session';
import { expiredUser, userWithoutToken, validUser } from '../../model/fixtures/session.fixtures';

describe('login hint mapping (spec section 6)', () => {
  it('the login hint is passed as login_hint and as the extra query parameters token, __tenant and tenant_id', () => {
    expect(toSignInRequest({ userId: 'ada', tenantId: 't-9', token: 'abc' })).toEqual({
      login_hint: 'ada',
      extraQueryParams: { token: 'abc', __tenant: 't-9', tenant_id: 't-9' },
    });
  });

  it('without a login hint no hint and no extra parameters are sent', () => {
    expect(toSignInRequest(undefined)).toEqual({ extraQueryParams: {} });
  });

  it('absent parts of the hint are left out, not sent empty', () => {
    expect(toSignInRequest({ tenantId: 't-9' })).toEqual({
      extraQueryParams: { __tenant: 't-9', tenant_id: 't-9' },
    });
  });
});

describe('signed-in rules', () => {
  const now = Date.UTC(2026, 0, 1);
  it('a user whose expiry has passed is expired and not signed in', () => {
    expect(isUserExpired(expiredUser, now)).toBe(true);
    expect(isUserSignedIn(expiredUser, now)).toBe(false);
  });
  it('a present, unexpired user is signed in', () => {
    expect(isUserSignedIn(validUser, now)).toBe(true);
    expect(isUserSignedIn(null, now)).toBe(false);
  });
  it('expiry exactly now counts as expired', () => {
    expect(isUserExpired({ ...validUser, expiresAt: now / 1000 }, now)).toBe(true);
  });
  it('a user without an access token cannot be used as is', () => {
    expect(isUserUsable(userWithoutToken, now)).toBe(false);
    expect(isUserUsable(validUser, now)).toBe(true);
  });
});
