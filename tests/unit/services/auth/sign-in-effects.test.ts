// @vitest-environment jsdom
import { ErrorResponse, ErrorTimeout, User, type UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AuthError,
  classifyAuthError,
  isRetryableAuthError,
} from '../../../../src/services/auth/auth-errors';
import { completeSilentRenew } from '../../../../src/services/auth/silent-renew';
import { subscribeUserEvents } from '../../../../src/services/auth/user-events';
import {
  completeSignIn,
  createUserManager,
  signInRedirect,
} from '../../../../src/services/auth/user-manager';

const options = {
  authority: 'https://id.example.test',
  clientId: 'qap-portal',
  portalOrigin: 'https://qap.example.test',
};

function signedInUser(expiresInSeconds: number): User {
  const now = Math.floor(Date.now() / 1000);
  return new User({
    access_token: 'token-1',
    token_type: 'Bearer',
    expires_at: now + expiresInSeconds,
    profile: {
      sub: 'user-1',
      iss: options.authority,
      aud: options.clientId,
      exp: now + 3600,
      iat: now,
      name: 'Ana',
    },
  });
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('spec 8: sign-in library errors are told apart', () => {
  it.each([
    ['State does not match', 'stateMismatch'],
    ['No matching state found in storage', 'noMatchingState'],
    ['authority mismatch on settings vs. signin state', 'authorityMismatch'],
    ['ID Token is missing a subject claim', 'missingSubject'],
    ['Popup closed by user', 'popupClosed'],
    ['Popup blocked by user', 'popupBlocked'],
    ['Only the Authorization Code flow (with PKCE) is supported', 'codeFlowOnly'],
  ])('"%s" is classified as %s', (message, kind) => {
    expect(classifyAuthError(new Error(message))).toBe(kind);
  });

  it('a silent-renew timeout is classified as silentRenewTimeout and is the only retryable failure', () => {
    const timeout = new ErrorTimeout('IFrame timed out without a response');
    expect(classifyAuthError(timeout)).toBe('silentRenewTimeout');
    expect(isRetryableAuthError(timeout)).toBe(true);
    expect(isRetryableAuthError(new Error('State does not match'))).toBe(false);
  });

  it('an error answer of the identity provider is a providerError', () => {
    expect(classifyAuthError(new ErrorResponse({ error: 'login_required' }))).toBe('providerError');
  });

  it('completing sign-in on /oauth with an unknown state rejects as an AuthError of kind noMatchingState', async () => {
    const userManager = createUserManager(options);
    const failure = completeSignIn(userManager, 'https://qap.example.test/oauth?code=abc&state=never-issued');
    await expect(failure).rejects.toBeInstanceOf(AuthError);
    await expect(failure).rejects.toMatchObject({ kind: 'noMatchingState' });
  });
});

describe('spec 6: sign-in passes the configured login hint', () => {
  it('signInRedirect sends the login hint request and the page to come back to', async () => {
    const signinRedirect = vi.fn(async () => undefined);
    const request = { login_hint: 'u', extraQueryParams: { token: 'k', __tenant: 't', tenant_id: 't' } };
    await signInRedirect({ signinRedirect } as unknown as UserManager, request, '/benchmarking');
    expect(signinRedirect).toHaveBeenCalledWith({ ...request, state: { returnTo: '/benchmarking' } });
  });

  it("the portal's language goes to the identity provider as ui_locales", async () => {
    const signinRedirect = vi.fn(async () => undefined);
    const request = { extraQueryParams: {} };
    await signInRedirect({ signinRedirect } as unknown as UserManager, request, '/home', 'fr-FR');
    expect(signinRedirect).toHaveBeenCalledWith(expect.objectContaining({ ui_locales: 'fr-FR' }));
  });
});

describe('spec 4: renewal runs on access-token expiry, session change and user load; the user is cleared on unload', () => {
  it('userLoaded delivers the mapped user and userUnloaded fires when the user is removed', async () => {
    const userManager = createUserManager({ ...options });
    const userLoaded = vi.fn();
    const userUnloaded = vi.fn();
    subscribeUserEvents(userManager, { userLoaded, userUnloaded });
    await userManager.events.load(signedInUser(3600));
    expect(userLoaded).toHaveBeenCalledWith(
      expect.objectContaining({ sub: 'user-1', name: 'Ana', accessToken: 'token-1' }),
    );
    await userManager.removeUser();
    expect(userUnloaded).toHaveBeenCalledTimes(1);
  });

  it('accessTokenExpired fires once the loaded token has expired', async () => {
    vi.useFakeTimers();
    const userManager = createUserManager(options);
    const accessTokenExpired = vi.fn();
    subscribeUserEvents(userManager, { accessTokenExpired });
    await userManager.events.load(signedInUser(1), false);
    await vi.advanceTimersByTimeAsync(3000);
    expect(accessTokenExpired).toHaveBeenCalled();
  });

  it('session changes and silent-renew errors reach their handlers, the error as a classified AuthError', async () => {
    const userManager = createUserManager(options);
    const userSessionChanged = vi.fn();
    const silentRenewError = vi.fn();
    subscribeUserEvents(userManager, { userSessionChanged, silentRenewError });
    await userManager.events._raiseUserSessionChanged();
    await userManager.events._raiseSilentRenewError(new ErrorTimeout('IFrame timed out without a response'));
    expect(userSessionChanged).toHaveBeenCalledTimes(1);
    expect(silentRenewError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'silentRenewTimeout' }));
  });

  it('unsubscribing removes every handler', async () => {
    const userManager = createUserManager(options);
    const userSessionChanged = vi.fn();
    const userLoaded = vi.fn();
    const unsubscribe = subscribeUserEvents(userManager, { userSessionChanged, userLoaded });
    unsubscribe();
    await userManager.events._raiseUserSessionChanged();
    await userManager.events.load(signedInUser(3600));
    expect(userSessionChanged).not.toHaveBeenCalled();
    expect(userLoaded).not.toHaveBeenCalled();
  });
});

describe('/silent-renew page', () => {
  it("completeSilentRenew posts the provider's answer URL to the parent window", async () => {
    const received = new Promise<unknown>((resolve) =>
      window.addEventListener('message', (event) => resolve(event.data), { once: true }),
    );
    const answer = `${window.location.origin}/silent-renew?code=abc&state=s1`;
    await completeSilentRenew(answer);
    expect(await received).toMatchObject({ url: answer, keepOpen: false });
  });
});
